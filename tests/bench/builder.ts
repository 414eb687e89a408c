import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { brotliSizeOf, isEditorChunk, PROBE_SCRIPT } from './builder-probe.ts';
import {
  CdpBrowser,
  type CdpContext,
  type CdpCookie,
  contextCookies,
  type Device,
  evaluate,
  openTab,
  waitForPageNumber,
} from './cdp-tab.ts';
import { type BenchMember, longDocument, pageWithDocument, signUpMember } from './member.ts';
import { type BenchRow, median } from './report.ts';
import type { LocalServer } from './server.ts';

/**
 * Rows 9, 10 and 11: the builder opened on a 1,000-module page in Chromium with the CPU
 * throttled 4x (DevTools protocol Emulation.setCPUThrottlingRate), desktop viewport, cold cache.
 * The reference in the same run is the same measurement on a 10-module page. Rows 9 and 11 open
 * the builder over the bare DevTools protocol (cdp-tab.ts: the tab runs what a visitor's browser
 * runs); row 10 presses keys in tabs Playwright drives, opened after row 9's. Row 10's edit also
 * has a floor in the same run: a key in a page holding only a bare `<textarea>`, timed the same
 * way between the two builders' runs (what any text control costs this browser at 4x; the
 * builder's excess over it is ours). Definitions of "ready" and "next paint": builder-probe.ts.
 */

const LARGE = 1000;
const SMALL = 10;
const CPU_THROTTLING = 4;

export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

type Open = {
  /** ms from navigation start to ready. */
  ready: number;
  /** ms of long tasks (their part above 50 ms) in the 2 s after ready. */
  blockingAfter: number;
  /** Same-origin scripts whose download started before the modules were shown (URL paths). */
  scripts: string[];
};

/** Opens the builder on `pageId` in a fresh tab of `context` (over the bare protocol), throttled; answers its figures. */
async function openBuilder(
  context: CdpContext,
  device: Device,
  baseUrl: string,
  pageId: string,
): Promise<Open> {
  const tab = await openTab(context, device, `${baseUrl}/landing-page/build/${pageId}`, CPU_THROTTLING);
  try {
    const ready = await waitForPageNumber(tab.send, 'window.__lpbReady');
    const scripts = (await evaluate(tab.send, 'window.__lpbInitialScripts()')) as string[];
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const blockingAfter = (await evaluate(
      tab.send,
      `window.__lpbLongTasks
        .filter((task) => task.start + task.duration > ${ready})
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)`,
    )) as number;
    return { ready, blockingAfter, scripts };
  } finally {
    await tab.close();
  }
}

/** Opens the builder on `pageId` in a fresh Playwright tab of `context`, throttled, for row 10's keys. */
async function openBuilderPage(context: BrowserContext, baseUrl: string, pageId: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await page.goto(`${baseUrl}/landing-page/build/${pageId}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__lpbReady !== undefined, undefined, { timeout: 120_000 });
  return page;
}

/**
 * Milliseconds from a key press to the next paint, `times` times (each `act` presses once); with
 * `keyOf`, from the keydown of that key (not of a modifier pressed before it).
 */
async function nextPaints(
  page: Page,
  times: number,
  act: (i: number) => Promise<void>,
  keyOf?: (i: number) => string,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    await page.evaluate((key) => window.__lpbNextPaint('keydown', key), keyOf?.(i));
    await act(i);
    samples.push(await page.evaluate(() => window.__lpbPending ?? Promise.resolve(Number.NaN)));
    await page.waitForTimeout(150);
  }
  return samples;
}

type Interaction = { edit: number[]; reorder: number[] };

/** Where the floor's page is served: the builder's origin, so the context's cookies and init scripts apply alike. */
const FLOOR_PATH = '/__bench/bare-textarea';

/** The floor of row 10's edit: a document holding one bare `<textarea>` with a title's text, nothing else. */
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Floor</title></head><body><textarea aria-label="Content">Title text</textarea></body></html>';

/**
 * The floor's key presses: the bare page opened in a fresh tab of the same context, throttled as
 * the builder is, the caret at the end of its text, then `times` keys timed by the same probe.
 */
async function floorEdits(context: BrowserContext, baseUrl: string, times: number): Promise<number[]> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.route(`${baseUrl}${FLOOR_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FLOOR_HTML }),
    );
    await page.goto(`${baseUrl}${FLOOR_PATH}`);
    const field = page.getByLabel('Content', { exact: true });
    await field.focus();
    await page.keyboard.press('End');
    return await nextPaints(page, times, () => page.keyboard.press('x'));
  } finally {
    await page.close();
  }
}

/** Row 10's interactions on an open builder: type into a title's content; Alt+Arrow a module. */
async function interact(page: Page, times: number): Promise<Interaction> {
  const title = page.locator('.lpb-module[data-module-type="title-text"] .lpb-module__body').first();
  await title.click();
  const field = page.locator('.lpb-settings').getByLabel('Content', { exact: true });
  await field.waitFor({ timeout: 60_000 });
  await field.focus();
  await page.keyboard.press('End');
  const edit = await nextPaints(page, times, () => page.keyboard.press('x'));
  await title.focus();
  const arrow = (i: number) => (i % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
  const reorder = await nextPaints(page, times, (i) => page.keyboard.press(`Alt+${arrow(i)}`), arrow);
  return { edit, reorder };
}

/** Viewports of row 9: a desktop, and a phone (375x812, touch). */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

/** The cookies of `user`'s session as the app keeps it (the refresh cookie), English. */
export function memberCookies(baseUrl: string, user: BenchMember): CdpCookie[] {
  return [
    { name: 'ba-lang', value: 'en', url: baseUrl },
    {
      name: 'ba-refresh',
      value: user.refresh_token,
      domain: new URL(baseUrl).hostname,
      path: '/client/user/refresh',
      httpOnly: true,
      sameSite: 'Strict',
    },
  ];
}

/**
 * What runs at every document start of a signed-in tab: the stored user put in place (the access
 * token lives in memory, restored on load), and every open starts as a cold open: the previous
 * run's edits, kept on this device when its tab closed, are not offered back (the offer's dialog
 * would stand over the canvas).
 */
export function memberScripts({ id, username, nickname, avatar }: BenchMember): string[] {
  const stored = JSON.stringify({ id, username, nickname, avatar });
  return [
    `localStorage.setItem('userInfo', ${JSON.stringify(stored)});` +
      `for (const key of Object.keys(localStorage)) if (key.startsWith('lp-builder-draft:')) localStorage.removeItem(key);`,
  ];
}

/** A Playwright browser context signed in as `user` (row 10), with `scripts` run at every document start. */
async function signedInContext(
  browser: Browser,
  baseUrl: string,
  user: BenchMember,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...VIEWPORTS.desktop });
  await context.addCookies(memberCookies(baseUrl, user));
  for (const content of [...memberScripts(user), PROBE_SCRIPT]) await context.addInitScript({ content });
  return context;
}

export async function benchBuilder(
  server: LocalServer,
  options = { runs: Number(process.env.BENCH_RUNS ?? 5), interactions: 10 },
  wanted: (id: number) => boolean = () => true,
): Promise<BenchRow[]> {
  const { baseUrl } = server;
  const member = await signUpMember(baseUrl, server.dataDir);
  const largeId = await pageWithDocument(baseUrl, member.token, longDocument(LARGE));
  const smallId = await pageWithDocument(baseUrl, member.token, longDocument(SMALL));
  const large: Open[] = [];
  const small: Open[] = [];
  const phoneLarge: Open[] = [];
  const phoneSmall: Open[] = [];
  const largeActs: Interaction = { edit: [], reorder: [] };
  const smallActs: Interaction = { edit: [], reorder: [] };
  const floor: number[] = [];
  // Every open rotates the refresh token: each driver starts from the latest one (an older one is
  // refused as reused, and would end the session).
  let refreshToken = member.refresh_token;
  if (wanted(9) || wanted(11)) {
    const raw = await CdpBrowser.launch(LAUNCH_ARGS);
    try {
      const context = await raw.newContext(memberCookies(baseUrl, member), [
        ...memberScripts(member),
        PROBE_SCRIPT,
      ]);
      // Warm-up: the server's first detail call and the browser's first start are not measured.
      await openBuilder(context, VIEWPORTS.desktop, baseUrl, smallId);
      for (let run = 0; run < (wanted(9) ? options.runs : 1); run++) {
        large.push(await openBuilder(context, VIEWPORTS.desktop, baseUrl, largeId));
        small.push(await openBuilder(context, VIEWPORTS.desktop, baseUrl, smallId));
      }
      // Row 9's phone variant: the same opens in a 375x812 touch viewport.
      if (wanted(9)) {
        await openBuilder(context, VIEWPORTS.phone, baseUrl, smallId);
        for (let run = 0; run < options.runs; run++) {
          phoneLarge.push(await openBuilder(context, VIEWPORTS.phone, baseUrl, largeId));
          phoneSmall.push(await openBuilder(context, VIEWPORTS.phone, baseUrl, smallId));
        }
      }
      const cookies = await contextCookies(context);
      refreshToken = cookies.find((cookie) => cookie.name === 'ba-refresh')?.value ?? refreshToken;
    } finally {
      await raw.close();
    }
  }
  if (wanted(10)) {
    const path = chromiumPath();
    const browser = await chromium.launch({ args: LAUNCH_ARGS, ...(path ? { executablePath: path } : {}) });
    try {
      const context = await signedInContext(browser, baseUrl, { ...member, refresh_token: refreshToken });
      await (await openBuilderPage(context, baseUrl, smallId)).close();
      // Two runs, each giving `interactions` samples per page; the floor's keys between the two
      // builders, so that the load falls on all alike.
      for (let run = 0; run < 2; run++) {
        for (const [id, acts] of [
          [largeId, largeActs],
          [smallId, smallActs],
        ] as const) {
          const page = await openBuilderPage(context, baseUrl, id);
          const result = await interact(page, options.interactions);
          acts.edit.push(...result.edit);
          acts.reorder.push(...result.reorder);
          await page.close();
          if (id === largeId) floor.push(...(await floorEdits(context, baseUrl, options.interactions)));
        }
      }
    } finally {
      await browser.close();
    }
  }

  const rows: BenchRow[] = [];
  const ratio = (a: number[], b: number[]) => (median(a) / median(b)).toFixed(2);
  if (wanted(9)) {
    const ready = large.map((open) => open.ready);
    const phoneReady = phoneLarge.map((open) => open.ready);
    const phoneRef = phoneSmall.map((open) => open.ready);
    rows.push({
      id: 9,
      metric: `Builder open, ${LARGE} modules, CPU 4x, desktop 1280x800, cold cache: ready`,
      unit: 'ms',
      samples: ready,
      reference: { name: `same, ${SMALL} modules`, samples: small.map((open) => open.ready) },
      target: '<= 800 ms',
      pass: median(ready) <= 800,
      notes:
        `ratio ${ratio(
          ready,
          small.map((open) => open.ready),
        )}; ` +
        `long-task blocking in the 2 s after ready: median ${median(large.map((open) => open.blockingAfter)).toFixed(0)} ms`,
    });
    rows.push({
      id: 9,
      metric: `Builder open, ${LARGE} modules, CPU 4x, phone 375x812, cold cache: ready`,
      unit: 'ms',
      samples: phoneReady,
      reference: { name: `same, ${SMALL} modules`, samples: phoneRef },
      target: '<= 800 ms',
      pass: median(phoneReady) <= 800,
      notes:
        `ratio ${ratio(phoneReady, phoneRef)}; ` +
        `long-task blocking in the 2 s after ready: median ${median(phoneLarge.map((open) => open.blockingAfter)).toFixed(0)} ms`,
    });
  }
  if (wanted(10)) {
    rows.push(
      {
        id: 10,
        metric: `Builder edit one field (type a character), ${LARGE} modules, CPU 4x: key press to next paint`,
        unit: 'ms',
        samples: largeActs.edit,
        reference: { name: `same, ${SMALL} modules`, samples: smallActs.edit },
        target: '<= 16 ms',
        pass: median(largeActs.edit) <= 16,
        notes: `ratio ${ratio(largeActs.edit, smallActs.edit)}; the floor (below) ${median(floor).toFixed(0)} ms in this run`,
      },
      {
        id: 10,
        metric:
          'Floor for the edit: a page holding only a bare <textarea> (same origin, browser, CPU 4x, probe and samples, interleaved with the builder): key press to next paint',
        unit: 'ms',
        samples: floor,
        reference: { name: `the builder's field, ${LARGE} modules`, samples: largeActs.edit },
        target: 'reference line',
        notes: `builder / floor ${ratio(largeActs.edit, floor)}; builder minus floor ${(median(largeActs.edit) - median(floor)).toFixed(0)} ms`,
      },
      {
        id: 10,
        metric: `Builder reorder one module (Alt+Arrow), ${LARGE} modules, CPU 4x: key press to next paint`,
        unit: 'ms',
        samples: largeActs.reorder,
        reference: { name: `same, ${SMALL} modules`, samples: smallActs.reorder },
        target: '<= 50 ms',
        pass: median(largeActs.reorder) <= 50,
        notes: `ratio ${ratio(largeActs.reorder, smallActs.reorder)}`,
      },
    );
  }
  if (wanted(11)) {
    const scripts = [...new Set(large[0]?.scripts ?? [])];
    const sizes = scripts.map(brotliSizeOf);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const editors = scripts.filter(isEditorChunk);
    rows.push({
      id: 11,
      metric: 'Builder initial JS: scripts started before the modules are shown (build output, brotli q11)',
      unit: 'KB',
      samples: [Number((total / 1024).toFixed(1))],
      target: '<= 150 KB; module editors load on demand',
      pass: total <= 150 * 1024 && editors.length === 0,
      notes: `${scripts.length} files (${scripts.map((path, i) => `${path.replace(/^.*\//, '')} ${sizes[i]}`).join(', ')}); editor chunks in the first load: ${editors.length === 0 ? 'none' : editors.join(', ')}`,
    });
  }
  return rows;
}
