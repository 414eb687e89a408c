import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { chromium } from '@playwright/test';
import { publishedIdKey } from '#functions/publish/keys.ts';
import { renderPublishedPage } from '#functions/publish/render-page.ts';
import { FIXTURES } from '../fixtures/published-pages.ts';
import { hydrateEveryIsland, scriptMeter, THIRD_PARTY_STUBS } from '../fixtures/published-visit.ts';
import { lighthouseRuns } from './lighthouse.ts';
import type { BenchRow } from './report.ts';
import type { LocalServer } from './server.ts';

/**
 * Rows 1-5: the published page on the three fixtures (tests/fixtures/published-pages.ts). Each
 * fixture is rendered by renderPublishedPage and written where the publisher writes it, so the
 * real local server serves it at /{id}. Sizes are exact; Lighthouse runs several times.
 */

const SITE_BUCKET = process.env.SITE_BUCKET ?? 'lp-site';

async function writeFixtures(server: LocalServer): Promise<Map<string, string>> {
  const { s3Endpoint } = JSON.parse(await readFile(join(server.dataDir, 'endpoints.json'), 'utf8')) as {
    s3Endpoint: string;
  };
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const html = new Map<string, string>();
  try {
    for (const item of FIXTURES) {
      const page = await renderPublishedPage({
        page: item.page,
        doc: item.doc,
        liveUrl: `${server.baseUrl}/${item.page.id}`,
      });
      html.set(item.name, page);
      await s3.send(
        new PutObjectCommand({
          Bucket: SITE_BUCKET,
          Key: publishedIdKey(item.page.id),
          Body: page,
          ContentType: 'text/html; charset=utf-8',
        }),
      );
    }
  } finally {
    s3.destroy();
  }
  return html;
}

/** Rows 3-4 on the all-modules fixture: script bytes before any interaction, then with every island live. */
async function measureScripts(url: string): Promise<{ before: number; after: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const own = new URL(url).origin;
    await context.route(
      (target) => target.origin !== own,
      async (route) => {
        const target = new URL(route.request().url());
        const stub = THIRD_PARTY_STUBS.find(
          ([key]) => key === target.origin + target.pathname || key === target.origin,
        );
        if (stub) await route.fulfill({ status: 200, contentType: stub[1].contentType, body: stub[1].body });
        else await route.abort('blockedbyclient');
      },
    );
    const page = await context.newPage();
    const bytes = scriptMeter(page);
    await page.goto(url, { waitUntil: 'load' });
    // Pixels load once the page is idle; give them time, as a visitor reading the page would.
    await page.waitForTimeout(4000);
    const before = bytes();
    await hydrateEveryIsland(page);
    await page.waitForTimeout(1000);
    return { before, after: bytes() };
  } finally {
    await browser.close();
  }
}

export async function benchPublishedPages(
  server: LocalServer,
  wanted: (id: number) => boolean,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const html = await writeFixtures(server);
  if (wanted(1)) {
    for (const item of FIXTURES) {
      const size = brotliCompressSync(html.get(item.name) ?? '').length;
      rows.push({
        id: 1,
        metric: `Published HTML, brotli (${item.name})`,
        unit: 'B',
        samples: [size],
        target: '≤ 13312',
        pass: size <= 13 * 1024,
      });
    }
  }
  if (wanted(2)) {
    const minimal = html.get('minimal') ?? '';
    const scripts = [...minimal.matchAll(/<script[\s\S]*?<\/script>/gi)].reduce(
      (sum, match) => sum + match[0].length,
      0,
    );
    rows.push({
      id: 2,
      metric: 'JS on a page whose modules need no behavior (minimal)',
      unit: 'B',
      samples: [scripts],
      target: '0',
      pass: scripts === 0,
    });
  }
  if (wanted(3) || wanted(4)) {
    const all = FIXTURES.find((item) => item.name === 'all-modules');
    if (!all) throw new Error('no all-modules fixture');
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await measureScripts(`${server.baseUrl}/${all.page.id}`));
    if (wanted(3)) {
      const samples = runs.map((run) => run.before);
      rows.push({
        id: 3,
        metric: 'JS before first interaction, all-modules (Chromium, third parties stubbed)',
        unit: 'B brotli',
        samples,
        target: '≤ 30720',
        pass: Math.max(...samples) <= 30 * 1024,
      });
    }
    if (wanted(4)) {
      const samples = runs.map((run) => run.after);
      rows.push({
        id: 4,
        metric: 'JS after every island hydrated, all-modules',
        unit: 'B brotli',
        samples,
        target: '≤ 102400',
        pass: Math.max(...samples) <= 100 * 1024,
      });
    }
  }
  if (wanted(5)) {
    for (const item of FIXTURES) {
      const runs = await lighthouseRuns(`${server.baseUrl}/${item.page.id}`, 3);
      const scores = runs.map((run) => run.score);
      const worst = (pick: (run: (typeof runs)[number]) => number) => Math.max(...runs.map(pick));
      rows.push({
        id: 5,
        metric: `Published page (${item.name}), Lighthouse mobile performance`,
        unit: 'score',
        samples: scores,
        target: '100; CLS 0; TBT ≤ 50 ms',
        pass: Math.min(...scores) === 100 && worst((run) => run.cls) === 0 && worst((run) => run.tbt) <= 50,
        notes: `worst CLS ${worst((run) => run.cls).toFixed(3)}, worst TBT ${worst((run) => run.tbt).toFixed(0)} ms, worst FCP ${worst((run) => run.fcp).toFixed(0)} ms, worst LCP ${worst((run) => run.lcp).toFixed(0)} ms`,
      });
    }
  }
  return rows;
}
