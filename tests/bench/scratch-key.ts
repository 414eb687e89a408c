import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { LAUNCH_ARGS, signedInContext } from './builder.ts';
import { longDocument, pageWithDocument, signUpMember } from './member.ts';
import { startLocalServer } from './server.ts';

const server = await startLocalServer();
const member = await signUpMember(server.baseUrl, server.dataDir);
const count = Number(process.env.COUNT ?? 10);
const id = await pageWithDocument(server.baseUrl, member.token, longDocument(count));
const browser = await chromium.launch({ args: LAUNCH_ARGS, executablePath: '/usr/bin/chromium' });
const context = await signedInContext(browser, server.baseUrl, member);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(`${server.baseUrl}/landing-page/build/${id}`);
await page.waitForFunction(() => window.__lpbReady !== undefined, null, { timeout: 120_000 });
const title = page.locator('.lpb-module[data-module-type="title-text"] .lpb-module__body').first();
await title.click();
const field = page.locator('.lpb-settings').getByLabel('Content', { exact: true });
await field.waitFor({ timeout: 60_000 });
await field.focus();
await page.keyboard.press('End');
await page.waitForTimeout(1000);
const samples: number[] = [];
for (let i = 0; i < 5; i++) {
  await page.evaluate(() => window.__lpbNextPaint('keydown'));
  await page.keyboard.press('x');
  samples.push(await page.evaluate(() => window.__lpbPending ?? Promise.resolve(Number.NaN)));
  await page.waitForTimeout(300);
}
console.log('next paint ms', samples.map((s) => s.toFixed(1)).join(' '));
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
for (let i = 0; i < 3; i++) {
  await page.keyboard.press('y');
  await page.waitForTimeout(400);
}
const trace = await browser.stopTracing();
writeFileSync('/tmp/s7/key-trace.json', trace);
await browser.close();
await server.stop();
