import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/**
 * Points this process's outbox at a fresh temporary folder, removed after the test file. Call at
 * the top of a test file, before setupApiStack's hooks run (they reload the environment). Vitest
 * only: the browser tests read the outbox of their server's data folder (outbox.ts).
 */
export function tempOutbox(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lp-outbox-'));
  process.env.OUTBOX_DIR = dir;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
