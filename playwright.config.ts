import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * The server's data folder, fresh per run (removed after it, tests/e2e/global-teardown.ts, unless
 * given in E2E_DATA_DIR); tests read the outbox and store endpoints from it.
 */
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = join(tmpdir(), `lp-e2e-${process.pid}`);
  process.env.E2E_DATA_DIR_OWNED = '1';
}
const DATA_DIR = process.env.E2E_DATA_DIR;

/**
 * Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium): Playwright cannot download its own
 * browser on these machines. Where neither exists, Playwright's own browser is used.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const launchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Limits that only catch a hung test: on a busy machine (load 15-20 on 2 cores) a screen can take
  // several times longer than on a quiet one; tests wait on the app's own signals, never on time.
  // The journeys take 30-55 s on a quiet machine (the member centre's 53 s in a full run), so a
  // machine three times slower needs up to 165 s: 240 s leaves room (two helpers saw the member
  // centre's journey pass the earlier 90-120 s at load 19-25, every step succeeding, only slowly).
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, browserName: 'chromium' },
      // Tests tagged @desktop check what only wide screens show (e.g. the shrinking sidebar).
      grepInvert: /@desktop/,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A fresh data folder per run: the real local server with its embedded stores.
    command: 'node functions/local/main.ts',
    url: `${baseURL}/client/index/index`,
    reuseExistingServer: false,
    // It usually starts in seconds; on a machine loaded three times over it took 52 s once, and a
    // slow start should not fail the run.
    timeout: 240_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every browser test sends codes from 127.0.0.1; the default cap is 30 a day per address.
      CODE_DAILY_PER_IP: '1000',
      // Password hashing at 2^12 (functions/accounts/passwords.ts); production stays at 2^17.
      PASSWORD_HASH_LOG2N: '12',
    },
  },
});
