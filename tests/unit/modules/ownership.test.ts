import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULE_TYPES } from '#core/page/module-types.ts';
import { EDITOR_REGISTRY } from '#modules/editor-registry.ts';
import { RENDER_REGISTRY } from '#modules/registry.ts';
import { PAGE_SCRIPTS, PIXEL_BASE_CODES } from '#modules/runtime-registry.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import { SERVER_REGISTRY } from '#modules/server-registry.ts';

/**
 * Modules own themselves (issue 10): a module's folder is the only place that knows it. Outside
 * src/modules, only the core's list of type names may spell a type; inside, only the registries
 * (the files at the top of src/modules) and the module's own folder. A sixteenth module then
 * touches its folder and one line per registry, and the renderer, save and publish loop over
 * the registries without naming anyone.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Source files under `dir` (relative to the repository). */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (relative: string) => {
    for (const name of readdirSync(path.join(root, relative))) {
      // The lint boundary test (tests/unit/lint/boundaries.test.ts) writes and removes fixtures
      // in module folders while this test may be running in another worker: not sources.
      if (name.startsWith('lint-fixture-')) continue;
      const child = path.join(relative, name);
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (/\.(ts|tsx|astro|mjs)$/.test(name)) out.push(child.split(path.sep).join('/'));
    }
  };
  walk(dir);
  return out;
}

/** The module type names a file spells as a string, or reaches into by folder path. */
function namedTypes(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return MODULE_TYPES.filter(
    (type) => new RegExp(`(['"\`])${type}\\1`).test(text) || new RegExp(`modules/${type}/`).test(text),
  );
}

/** The files allowed to name module types, besides each module's own folder. */
const REGISTRIES = new Set([
  'src/core/page/module-types.ts',
  'src/modules/registry.ts',
  'src/modules/editor-registry.ts',
  'src/modules/schemas.ts',
  'src/modules/server-registry.ts',
  'src/modules/runtime-registry.ts',
  'src/modules/conversions-registry.ts',
  'src/modules/Islands.astro',
  'src/modules/styles.ts',
]);

describe('modules own themselves', () => {
  it("the published page's frame styles no module (each module's CSS is in its folder)", () => {
    const css = readFileSync(path.join(root, 'src/published/page.css'), 'utf8');
    expect(MODULE_TYPES.filter((type) => css.includes(`lp-${type}`))).toEqual([]);
  });

  it('names no module type outside its folder and the registries', () => {
    const files = ['src', 'functions', 'cdk'].flatMap(sources);
    const offenders: Record<string, string[]> = {};
    for (const file of files) {
      if (REGISTRIES.has(file)) continue;
      const folder = /^src\/modules\/([^/]+)\//.exec(file)?.[1];
      const named = namedTypes(file).filter((type) => type !== folder);
      if (named.length > 0) offenders[file] = named;
    }
    expect(offenders).toEqual({});
  });

  it('catches a name where one does not belong (the check itself works)', () => {
    expect(namedTypes('src/modules/registry.ts')).toEqual(expect.arrayContaining([...MODULE_TYPES]));
  });

  it('has one entry per type in the render, editor and schema registries', () => {
    for (const registry of [RENDER_REGISTRY, EDITOR_REGISTRY, SCHEMA_REGISTRY]) {
      expect(Object.keys(registry).sort()).toEqual([...MODULE_TYPES].sort());
      for (const [type, entry] of Object.entries(registry)) expect(entry.type).toBe(type);
    }
    for (const type of Object.keys(SERVER_REGISTRY)) expect(MODULE_TYPES).toContain(type);
  });

  it('lists on the island list exactly the modules whose definition may hydrate', () => {
    const islands = readFileSync(path.join(root, 'src/modules/Islands.astro'), 'utf8');
    const listed = [...islands.matchAll(/type === '([a-z-]+)' && <(\w+) client:interaction/g)].map(
      (match) => match[1],
    );
    const imported = [...islands.matchAll(/from '\.\/([a-z-]+)\/Render\.tsx'/g)].map((match) => match[1]);
    const hydrating = MODULE_TYPES.filter((type) => RENDER_REGISTRY[type].island !== undefined);
    expect([...listed].sort()).toEqual([...hydrating].sort());
    expect([...imported].sort()).toEqual([...hydrating].sort());
  });

  it('lists in the runtime registry a base code for exactly the pixel platforms of the render registry', () => {
    const platforms = MODULE_TYPES.flatMap((type) => RENDER_REGISTRY[type].pixel?.platform ?? []);
    expect(PIXEL_BASE_CODES.map((code) => code.key).sort()).toEqual(platforms.map((p) => p.key).sort());
    expect(new Set(PIXEL_BASE_CODES.map((code) => code.key)).size).toBe(PIXEL_BASE_CODES.length);
    expect(PAGE_SCRIPTS.length).toBeGreaterThan(0);
  });
});
