// SCRATCH (uncommitted): trace key presses in the builder at 4x CPU.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { LAUNCH_ARGS, signedInContext } from './builder.ts';
import { PROBE_SCRIPT } from './builder-probe.ts';
import { longDocument, pageWithDocument, signUpMember } from './member.ts';
import { startLocalServer } from './server.ts';

const COUNT = Number(process.env.COUNT ?? 1000);
const KEYS = Number(process.env.KEYS ?? 10);
const MODE = process.env.MODE ?? 'edit';
const OUT = process.env.OUT ?? '/tmp/edit-scratch/trace.json';

// React commit hook: counts the components that rendered (PerformedWork) per commit.
const HOOK = `(() => {
  const commits = [];
  window.__commits = commits;
  const nameOf = (f) => {
    const t = f.type;
    if (!t) return null;
    if (typeof t === 'function') return t.displayName || t.name || 'anon';
    if (typeof t === 'object') {
      const inner = t.type || t.render;
      if (inner) return (t.displayName || inner.displayName || inner.name || 'anonMemo') + (t.type ? '[memo]' : '[fwd]');
    }
    return null;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(id, root) {
      const counts = {};
      const walk = (f, mounted) => {
        while (f) {
          const name = nameOf(f);
          const fresh = mounted || f.alternate === null;
          // tag 0 function, 1 class, 11 forwardRef, 14 memo, 15 simple memo
          if (name && (fresh || (f.flags & 1) === 1) && [0, 1, 11, 14, 15].includes(f.tag)) counts[name + (fresh ? '+' : '')] = (counts[name + (fresh ? '+' : '')] || 0) + 1;
          if (f.child && (fresh || f.child !== f.alternate.child)) walk(f.child, fresh);
          f = f.sibling;
        }
      };
      walk(root.current.child, false);
      commits.push({ at: performance.now(), counts });
    },
  };
})();`;

const MARKS = `(() => {
  addEventListener('keydown', () => {
    performance.mark('key');
    requestAnimationFrame(() => {
      const c = new MessageChannel();
      c.port1.onmessage = () => performance.mark('painted');
      c.port2.postMessage(null);
    });
  }, { capture: true });
})();`;

const server = await startLocalServer(Number(process.env.BENCH_PORT ?? 4741));
try {
  const member = await signUpMember(server.baseUrl, server.dataDir);
  const id = await pageWithDocument(server.baseUrl, member.token, longDocument(COUNT));
  const browser = await chromium.launch({ args: LAUNCH_ARGS, executablePath: '/usr/bin/chromium' });
  const context = await signedInContext(browser, server.baseUrl, member, [PROBE_SCRIPT, HOOK, MARKS]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
  await page.goto(`${server.baseUrl}/landing-page/build/${id}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__lpbReady !== undefined, null, { timeout: 120_000 });
  await page.waitForTimeout(3000);
  const title = page.locator('.lpb-module[data-module-type="title-text"] .lpb-module__body').first();
  await title.click();
  const field = page.locator('.lpb-settings').getByLabel('Content', { exact: true });
  await field.waitFor({ timeout: 60_000 });
  await field.focus();
  await page.keyboard.press('End');
  // warm-up keys
  for (let i = 0; i < 2; i++) {
    await page.keyboard.press('x');
    await page.waitForTimeout(300);
  }
  if (MODE === 'reorder') await title.focus();
  await page.waitForTimeout(1500);
  await page.evaluate(() => {
    (window as unknown as { __commits: unknown[] }).__commits.length = 0;
  });
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.frame',
        'v8.execute',
        'blink.user_timing',
        ...(process.env.PROFILE === '0' ? [] : ['disabled-by-default-v8.cpu_profiler']),
        'latencyInfo',
        'toplevel',
        'blink',
        'scheduler',
      ],
    },
  });
  const samples: number[] = [];
  for (let i = 0; i < KEYS; i++) {
    await page.evaluate(() => window.__lpbNextPaint('keydown'));
    if (MODE === 'reorder') await page.keyboard.press(i % 2 === 0 ? 'Alt+ArrowDown' : 'Alt+ArrowUp');
    else await page.keyboard.press('x');
    samples.push(await page.evaluate(() => window.__lpbPending ?? Promise.resolve(Number.NaN)));
    await page.waitForTimeout(400);
  }
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  const commits = await page.evaluate(() => (window as unknown as { __commits: unknown[] }).__commits);
  writeFileSync(OUT, JSON.stringify({ traceEvents: events }));
  writeFileSync(OUT.replace('.json', '.commits.json'), JSON.stringify(commits, null, 1));
  console.log('samples', samples.map((s) => s.toFixed(1)).join(' '));
  await browser.close();
} finally {
  await server.stop();
}
