import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of biome.jsonc, proved on small fixtures: each fixture is written for a
 * moment into the folder whose rule it tests and linted there with the project's own
 * configuration, so the test fails when a rule stops rejecting what it is there to reject.
 * (Biome's --stdin-file-path mode does not print diagnostics, hence real files.)
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const biome = fileURLToPath(new URL('../../../node_modules/.bin/biome', import.meta.url));

let serial = 0;

/** Lints `source` as a file in `folder` (a fresh name, removed afterwards). */
function lint(folder: string, source: string): { ok: boolean; output: string } {
  serial += 1;
  const path = `${folder}/lint-fixture-${process.pid}-${serial}.ts`;
  writeFileSync(`${root}${path}`, source);
  try {
    const result = spawnSync(biome, ['lint', '--max-diagnostics=50', path], { cwd: root, encoding: 'utf8' });
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(`${root}${path}`, { force: true });
  }
}

const uses = (specifier: string) => `import * as m from '${specifier}';\n\nexport const x = m;\n`;

describe('module boundaries (biome.jsonc)', () => {
  it('the core imports no module', () => {
    for (const specifier of ['#modules/registry.ts', '#modules/video/schema.ts', '../../modules/types.ts']) {
      const result = lint('src/core/page', uses(specifier));
      expect(result.ok, specifier).toBe(false);
      expect(result.output).toContain('The core imports no module');
    }
    expect(lint('src/core/page', uses('#core/i18n/lang.ts')).ok).toBe(true);
  });

  it('modules import no app', () => {
    for (const specifier of ['#app/api/upload.ts', '../../app/components/upload/ImageUpload.tsx']) {
      const result = lint('src/modules/video', uses(specifier));
      expect(result.ok, specifier).toBe(false);
      expect(result.output).toContain('Modules import no app');
    }
    expect(lint('src/modules/video', uses('#modules/shared/brands.ts')).ok).toBe(true);
  });

  it('app, pages, the published page and functions reach a module only through its registry', () => {
    const folders = ['src/app/builder', 'src/pages', 'src/published', 'functions/publish'];
    for (const folder of folders) {
      for (const specifier of ['#modules/video/schema.ts', '../modules/chat-widget/Render.tsx']) {
        const result = lint(folder, uses(specifier));
        expect(result.ok, `${folder}: ${specifier}`).toBe(false);
        expect(result.output).toContain('Reach a module only through its registry');
      }
      for (const specifier of ['#modules/registry.ts', '#modules/shared/brands.ts', '#core/page/document.ts'])
        expect(lint(folder, uses(specifier)).ok, `${folder}: ${specifier}`).toBe(true);
    }
  });

  it('keeps the browser-code limits where the module rules repeat them', () => {
    for (const folder of ['src/core', 'src/modules', 'src/app', 'src/published']) {
      const result = lint(folder, uses('@aws-sdk/client-s3'));
      expect(result.ok, folder).toBe(false);
      expect(result.output).toContain('must not import server code');
    }
  });
});

describe('house boundaries (biome.jsonc)', () => {
  it('browser code imports no server package, however deep the path', () => {
    const folders = [
      'src/app/api',
      'src/core/contracts',
      'src/modules/video',
      'src/published',
      'src/components',
    ];
    const specifiers = [
      '#functions/data/keys.ts',
      '#functions/platform/handler.ts',
      '../../../functions/data/users-repo.ts',
      '@aws-sdk/lib-dynamodb',
      'node:fs',
      'node:fs/promises',
      'node:child_process',
    ];
    for (const folder of folders)
      for (const specifier of specifiers) {
        const result = lint(folder, uses(specifier));
        expect(result.ok, `${folder}: ${specifier}`).toBe(false);
        expect(result.output).toContain('must not import server code');
      }
    for (const folder of ['src/modules/video', 'src/published', 'src/components'])
      expect(lint(folder, uses('#functions/data/keys.ts')).ok, folder).toBe(false);
    expect(lint('src/app/api', uses('#core/contracts/endpoints/page.ts')).ok).toBe(true);
  });

  it('the core imports no app, React, nanostores or Astro', () => {
    for (const specifier of [
      '#app/api/api.ts',
      '../../app/stores/lang.ts',
      'react',
      'react/jsx-runtime',
      'nanostores',
      '@nanostores/react',
      'astro',
      'astro:content',
    ]) {
      const result = lint('src/core/contracts', uses(specifier));
      expect(result.ok, specifier).toBe(false);
      expect(result.output).toContain('The core imports no app, React, nanostores or Astro');
    }
    expect(lint('src/core/contracts', uses('zod')).ok).toBe(true);
  });

  it('functions and cdk import nothing from src by relative path', () => {
    for (const [folder, specifier] of [
      ['functions/pay', '../../src/core/plans.ts'],
      ['functions/publish', '../../src/published/page.ts'],
      ['cdk/lib', '../../src/core/contracts/endpoints.ts'],
    ] as const) {
      const result = lint(folder, uses(specifier));
      expect(result.ok, `${folder}: ${specifier}`).toBe(false);
      expect(result.output).toContain('nothing from src by relative path');
    }
    expect(lint('functions/pay', uses('#core/plans.ts')).ok).toBe(true);
    expect(lint('cdk/lib', uses('#functions/routes.ts')).ok).toBe(true);
  });
});
