import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RENDER_REGISTRY } from '#modules/registry.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';

describe('SCHEMA_REGISTRY', () => {
  it('holds the same module types as the render registry', () => {
    expect(Object.keys(SCHEMA_REGISTRY).sort()).toEqual(Object.keys(RENDER_REGISTRY).sort());
  });

  it('holds the very schemas, versions and migrations of the render registry', () => {
    for (const [type, definition] of Object.entries(RENDER_REGISTRY)) {
      const entry = SCHEMA_REGISTRY[type as keyof typeof SCHEMA_REGISTRY];
      expect(entry?.type, type).toBe(type);
      expect(entry?.schema, type).toBe(definition.schema);
      expect(entry?.version, type).toBe(definition.version);
      expect(entry?.migrations, type).toBe(definition.migrations);
    }
  });

  it('loads in plain Node, as the save handler does (no CSS or React on the way)', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        "import('#modules/schemas.ts').then((m) => console.log(Object.keys(m.SCHEMA_REGISTRY).length))",
      ],
      { cwd: process.cwd() },
    );
    expect(Number(stdout.trim())).toBe(Object.keys(SCHEMA_REGISTRY).length);
  });
});
