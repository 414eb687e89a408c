import type { CDPSession } from '@playwright/test';

/**
 * Waits until `expression` (evaluated in the page's main world) is a number, and answers it.
 *
 * Polled over the tab's own DevTools session (`Runtime.evaluate` of one expression, a few
 * microseconds of the page's main thread), not with Playwright's `page.waitForFunction`: that one
 * first injects Playwright's own script into the page, whose compile and run (34-237 ms of
 * main-thread CPU at 4x in five traces of the overview, 80-990 ms of wall time under load) landed
 * in the middle of the measured boot, so the rows timed Playwright's script with the app's (the
 * polls here cost 1-2 ms of CPU each). The
 * figure itself is read in the page (the probe's performance.now()), so the polling interval adds
 * nothing to it.
 */
export async function waitForPageNumber(
  cdp: CDPSession,
  expression: string,
  { timeout = 120_000, interval = 100 } = {},
): Promise<number> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (typeof result.value === 'number') return result.value;
    if (Date.now() > deadline) throw new Error(`${expression} was not a number after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
