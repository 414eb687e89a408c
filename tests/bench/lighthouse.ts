import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BenchRow, median } from './report.ts';

/**
 * Row 12: Lighthouse mobile (its default: simulated slow 4G and 4× CPU) on the public home page,
 * several runs in one Chromium, each a fresh page load with cleared storage.
 */

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium), else whatever chrome-launcher finds. */
function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : undefined;
}

export type Run = { score: number; cls: number; tbt: number; lcp: number; fcp: number; bytes: number };

/** `runs` Lighthouse mobile runs of one address in one Chromium (also rows 5, tests/bench/published.ts). */
export async function lighthouseRuns(url: string, count: number): Promise<Run[]> {
  const path = chromiumPath();
  const chrome = await launch({
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    ...(path ? { chromePath: path } : {}),
  });
  const runs: Run[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no report for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        cls: audit('cumulative-layout-shift'),
        tbt: audit('total-blocking-time'),
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        bytes: audit('total-byte-weight'),
      });
    }
  } finally {
    chrome.kill();
  }
  return runs;
}

export async function benchHomeLighthouse(baseUrl: string, options = { runs: 3 }): Promise<BenchRow[]> {
  const runs = await lighthouseRuns(`${baseUrl}/`, options.runs);
  const med = (pick: (run: Run) => number) => median(runs.map(pick));
  const score = med((run) => run.score);
  return [
    {
      id: 12,
      metric: 'Home page (public), Lighthouse mobile performance',
      unit: 'score',
      samples: runs.map((run) => run.score),
      target: '100',
      pass: score === 100,
      notes:
        `median CLS ${med((run) => run.cls).toFixed(3)}, TBT ${med((run) => run.tbt).toFixed(0)} ms, ` +
        `FCP ${med((run) => run.fcp).toFixed(0)} ms, LCP ${med((run) => run.lcp).toFixed(0)} ms, ` +
        `${med((run) => run.bytes)} B transferred`,
    },
  ];
}
