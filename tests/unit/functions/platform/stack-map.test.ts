import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '#functions/platform/log.ts';
import { sourceMappedStack } from '#functions/platform/stack-map.ts';
import { LAMBDA_BUILD_OPTIONS, REPO_ROOT } from '../../../../cdk/bundle.ts';

/** A source that fails on its line 4, column 9 (`throw`), in a function named `failingStep`. */
const SOURCE = [
  '// a handler step that fails',
  'export function failingStep(input: string): string {',
  '  if (input.length > 0) {',
  "    throw new Error('the step failed');",
  '  }',
  '  return input;',
  '}',
].join('\n');

describe('stack traces of a Lambda bundle', () => {
  let dir: string;
  /** The stack as a Lambda without `--enable-source-maps` sees it (a fresh `node`, not this process). */
  let rawStack: string;

  beforeAll(async () => {
    // Bundled as cdk/bundle.ts bundles a route group: minified, its map beside it, two folders
    // below the repository (dist/lambda/{group}/index.mjs there).
    await mkdir(path.join(REPO_ROOT, 'dist'), { recursive: true });
    dir = await mkdtemp(path.join(REPO_ROOT, 'dist', 'stack-map-test-'));
    const outfile = path.join(dir, 'group', 'index.mjs');
    await build({
      ...LAMBDA_BUILD_OPTIONS,
      stdin: {
        contents: SOURCE,
        loader: 'ts',
        resolveDir: REPO_ROOT,
        sourcefile: 'functions/example/failing-step.ts',
      },
      outfile,
    });
    const script = `import(${JSON.stringify(pathToFileURL(outfile).href)}).then((m) => {
      try { m.failingStep('x'); } catch (error) { process.stdout.write(error.stack); }
    });`;
    rawStack = execFileSync(process.execPath, ['-e', script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('name the bundle when they are not mapped', () => {
    expect(rawStack).toMatch(/group\/index\.mjs:\d+:\d+/);
  });

  it('name the source file, line and column when logged', () => {
    const error = new Error('the step failed');
    error.stack = rawStack;
    const { stack } = describeError(error) as { stack: string };

    expect(stack).toContain('the step failed');
    expect(stack).toContain('functions/example/failing-step.ts:4:11');
    expect(stack).not.toMatch(/group\/index\.mjs:\d+:\d+/);
  });

  it('leave frames of files without a map as they are', () => {
    const stack = 'Error: x\n    at run (file:///var/task/missing.mjs:1:200)\n    at node:internal/x:3:4';

    expect(sourceMappedStack(stack)).toBe(stack);
  });
});
