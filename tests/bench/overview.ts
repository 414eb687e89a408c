import { LAUNCH_ARGS, memberCookies, memberScripts, VIEWPORTS } from './builder.ts';
import { CdpBrowser, type CdpContext, type Device, openTab, waitForPageNumber } from './cdp-tab.ts';
import { signUpMember } from './member.ts';
import { type BenchRow, median, summary } from './report.ts';
import type { LocalServer } from './server.ts';

/**
 * Row 13: the member centre's overview against the public home page, both opened cold in the
 * same Chromium with the CPU throttled 4x, alternating. The figure is the time from navigation
 * start to the first frame painted with the page's heading: the overview's greeting
 * (`.mc-greeting`, which the app shell draws from the name kept on the browser; the overview then
 * draws it in the same place) and the home page's `<h1>`. The notes also give the overview's
 * figures painted (its balance, shown once the session refresh and the overview call answered). Measured as the builder's "shown" (builder-probe.ts): a requestAnimationFrame loop
 * finds the element with its text, and a task posted from the next frame (after that paint)
 * takes the time. The browser is driven over the bare DevTools protocol (cdp-tab.ts), so that the
 * tab runs what a visitor's browser runs: no script of Playwright's, no DevTools Runtime domain.
 */

const CPU_THROTTLING = 4;

const spread = (values: readonly number[]) => {
  const { min, median: middle, max } = summary(values);
  return [min, middle, max].map((value) => Math.round(value).toLocaleString('en')).join('/');
};
const OVERVIEW = '/user/account/overview';

export const paintProbe = (selector: string) => `(() => {
  const check = () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    if (element && element.textContent.trim()) {
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { window.__lpPainted = performance.now(); };
        channel.port2.postMessage(null);
      });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** The same probe for a second element, whose time it leaves in `window.__lpFigures`. */
const figuresProbe = (selector: string) => paintProbe(selector).replace('__lpPainted', '__lpFigures');

/**
 * Opens `url` in a fresh throttled tab, cold cache; answers ms from navigation start to the
 * painted heading, and to the second probe's element when `figures` (the tab's scripts hold it).
 */
export async function painted(
  context: CdpContext,
  url: string,
  device: Device = VIEWPORTS.desktop,
  figures: number[] | null = null,
): Promise<number> {
  const tab = await openTab(context, device, url, CPU_THROTTLING);
  try {
    const heading = await waitForPageNumber(tab.send, 'window.__lpPainted');
    figures?.push(await waitForPageNumber(tab.send, 'window.__lpFigures'));
    return heading;
  } finally {
    await tab.close();
  }
}

export async function benchOverview(
  server: LocalServer,
  options = { runs: Number(process.env.BENCH_RUNS ?? 5) },
): Promise<BenchRow[]> {
  const { baseUrl } = server;
  const member = await signUpMember(baseUrl, server.dataDir);
  const browser = await CdpBrowser.launch(LAUNCH_ARGS);
  const overview: number[] = [];
  const figures: number[] = [];
  const home: number[] = [];
  try {
    const signedIn = await browser.newContext(memberCookies(baseUrl, member), [
      ...memberScripts(member),
      paintProbe('.mc-greeting'),
      figuresProbe('[data-testid="overview-balance"]'),
    ]);
    const visitor = await browser.newContext(
      [{ name: 'ba-lang', value: 'en', url: baseUrl }],
      [paintProbe('h1')],
    );
    // Warm-up: the server's first calls and the browser's first start are not measured.
    await painted(signedIn, `${baseUrl}${OVERVIEW}`, VIEWPORTS.desktop, []);
    await painted(visitor, `${baseUrl}/`);
    for (let run = 0; run < options.runs; run++) {
      overview.push(await painted(signedIn, `${baseUrl}${OVERVIEW}`, VIEWPORTS.desktop, figures));
      home.push(await painted(visitor, `${baseUrl}/`));
    }
  } finally {
    await browser.close();
  }
  const ratio = median(overview) / median(home);
  return [
    {
      id: 13,
      metric: 'Member overview, CPU 4x, desktop 1280x800, cold cache: navigation to the greeting painted',
      unit: 'ms',
      samples: overview,
      reference: { name: 'home page, navigation to its heading painted', samples: home },
      target: 'ratio <= 1.5',
      pass: ratio <= 1.5,
      notes: `ratio ${ratio.toFixed(2)}; the figures painted ${spread(figures)} ms (min/median/max)`,
    },
  ];
}
