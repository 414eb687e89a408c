import { rm } from 'node:fs/promises';

/**
 * After every test has run: the server's data folder that playwright.config.ts made for this run
 * (not one given in E2E_DATA_DIR, which is kept for a look), so runs leave nothing in the temporary
 * folder. Playwright stops the server right after this.
 */
export default async function globalTeardown(): Promise<void> {
  const folder = process.env.E2E_DATA_DIR;
  if (folder && process.env.E2E_DATA_DIR_OWNED === '1') await rm(folder, { recursive: true, force: true });
}
