import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A settings form's texts load with the form (BENCHMARKS row 11): what the canvas, a published page
 * and the palette show is in a module's `render-strings.ts`; its `strings.ts` (the form's texts,
 * both languages) is reached only through the lazily imported form. This walks the static imports
 * from the registries the builder's first load and published pages import.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

const ALIASES: Record<string, string> = {
  '#core/': 'src/core/',
  '#app/': 'src/app/',
  '#modules/': 'src/modules/',
  '#components/': 'src/components/',
  '#published/': 'src/published/',
};

/** Repository paths of the project files `file` imports statically (not `import()`, not packages). */
function staticImports(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/^(?:import|export)\b[^;]*?from '([^']+)';|^import '([^']+)';/gms),
  ].map((match) => (match[1] ?? match[2]) as string);
  const out: string[] = [];
  for (const specifier of specifiers) {
    const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
    let target: string | null = null;
    if (alias) target = `${ALIASES[alias]}${specifier.slice(alias.length)}`;
    else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(file), specifier);
    if (target && /\.(ts|tsx)$/.test(target) && existsSync(path.join(root, target))) out.push(target);
  }
  return out;
}

/** Every project file reached from `entries` through static imports. */
function reached(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const isFormStrings = (file: string) =>
  /^src\/modules\/.*strings\.ts$/.test(file) && !file.endsWith('render-strings.ts');

describe("settings forms' texts", () => {
  it('are not imported statically by the render, editor or schema registries', () => {
    const files = reached([
      'src/modules/registry.ts',
      'src/modules/editor-registry.ts',
      'src/modules/schemas.ts',
    ]);
    expect(files.size).toBeGreaterThan(50);
    expect([...files].filter(isFormStrings)).toEqual([]);
  });

  it('are found where a form imports them (the check itself works)', () => {
    expect([...reached(['src/modules/title-text/Form.tsx'])].filter(isFormStrings)).toContain(
      'src/modules/title-text/strings.ts',
    );
  });
});
