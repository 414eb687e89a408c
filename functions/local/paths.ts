import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder (two levels above this file). */
export const PROJECT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
export const STATIC_DIR = resolve(PROJECT_ROOT, 'dist', 'client');
export const SERVER_ENTRY = resolve(PROJECT_ROOT, 'dist', 'server', 'entry.mjs');

/** DATA_DIR, default .data/ in the project. */
export function dataDir(): string {
  return resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');
}
