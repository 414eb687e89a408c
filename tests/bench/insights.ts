import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import autocannon from 'autocannon';
import { bootstrapStores } from '#functions/data/bootstrap.ts';
import { applyBatch } from '#functions/insights/aggregate.ts';
import { createLocalQueue } from '#functions/insights/local-queue.ts';
import { readPageInsights } from '#functions/insights/read.ts';
import type { InsightRecord } from '#functions/insights/record.ts';
import { pointClientsAt } from '#functions/local/stack.ts';
import { startStores } from '#functions/local/stores.ts';
import { renderPublishedPage } from '#functions/publish/render-page.ts';
import { fixture } from '../fixtures/published-pages.ts';
import { pageWithDocument, signUpMember } from './member.ts';
import { type BenchRow, median } from './report.ts';
import { type LocalServer, startBareServer } from './server.ts';

/** A port nobody listens on now (the system picks it). */
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Run = { rps: number; p99: number };

async function load(
  url: string,
  seconds: number,
  body: string,
  headers: Record<string, string>,
): Promise<Run> {
  const result = await autocannon({ url, method: 'POST', body, connections: 10, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Row 14: POST /client/insights/collect on the pages origin of the bench's local server (a
 * published page, a phone's user agent, the beacon's body) against a bare node:http server
 * answering 204, alternating runs. The bench server runs with INSIGHTS_PER_MINUTE raised (one
 * address sends everything here); the limiter itself still runs on every request.
 */
export async function benchCollect(
  server: LocalServer,
  options = { runs: 3, seconds: 5 },
): Promise<BenchRow[]> {
  const member = await signUpMember(server.baseUrl, server.dataDir);
  const id = await pageWithDocument(server.baseUrl, member.token, fixture('typical').doc);
  const published = await fetch(`${server.baseUrl}/client/page/publish`, {
    method: 'POST',
    headers: {
      server: 'true',
      'think-lang': 'en',
      'content-type': 'application/json',
      'ba-user-token': member.token,
    },
    body: JSON.stringify({ id }),
  });
  if (((await published.json()) as { code: number }).code !== 1) throw new Error('bench page not published');
  const pages = server.baseUrl.replace('127.0.0.1', 'localhost');
  const url = `${pages}/client/insights/collect`;
  const body = JSON.stringify({
    page: id,
    type: 'view',
    id: 'bench-0001-event',
    query: '?utm_source=facebook&utm_campaign=bench&fbclid=IwAR1',
  });
  const headers = { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE_UA };
  const bare = await startBareServer('', 204);
  const ours: Run[] = [];
  const reference: Run[] = [];
  try {
    await load(url, 1, body, headers);
    await load(`${bare.baseUrl}/`, 1, body, headers);
    for (let i = 0; i < options.runs; i++) {
      ours.push(await load(url, options.seconds, body, headers));
      reference.push(await load(`${bare.baseUrl}/`, options.seconds, body, headers));
    }
  } finally {
    await bare.stop();
  }
  const ratio = median(ours.map((r) => r.rps)) / median(reference.map((r) => r.rps));
  const p99 = median(ours.map((r) => r.p99));
  return [
    {
      id: 14,
      metric:
        'Collect (beacon) throughput, POST /client/insights/collect on the pages origin, 10 connections',
      unit: 'req/s',
      samples: ours.map((r) => r.rps),
      reference: { name: 'bare node:http server answering 204', samples: reference.map((r) => r.rps) },
      target: '>= 0.25 of the bare server',
      pass: ratio >= 0.25,
      notes: `ratio ${ratio.toFixed(3)}`,
    },
    {
      id: 14,
      metric: 'Collect latency p99',
      unit: 'ms',
      samples: ours.map((r) => r.p99),
      reference: { name: 'bare node:http p99', samples: reference.map((r) => r.p99) },
      target: '<= 20 ms',
      pass: p99 <= 20,
    },
  ];
}

const DAY_MS = 86_400_000;

/**
 * `count` synthetic events on one page over the last 7 days, in the order they would arrive: 70%
 * views, 30% taps, from 50,000 visitors (hashes like collect's).
 */
function* syntheticEvents(page: string, count: number, nowMs: number): Generator<InsightRecord> {
  const channels = ['whatsapp', 'telegram', 'line', 'phone', 'link'] as const;
  const sources = ['facebook', 'tiktok', 'google.com', '(direct)', 'snapchat', 'reddit'];
  const visitors = Array.from({ length: 50_000 }, (_, n) =>
    createHash('sha256').update(String(n)).digest().subarray(0, 16).toString('base64url'),
  );
  // From the start of the UTC day 6 days ago until now: the 7 days the read-out covers.
  const start = Math.floor(nowMs / DAY_MS) * DAY_MS - 6 * DAY_MS;
  for (let i = 0; i < count; i++) {
    const atMs = start + Math.floor((i * (nowMs - start)) / count);
    const click = i % 10 < 3;
    yield {
      v: 1,
      id: `e${i}`,
      page,
      owner: 'bench-owner',
      type: click ? 'click' : 'view',
      atMs,
      day: new Date(atMs).toISOString().slice(0, 10),
      hour: new Date(atMs).toISOString().slice(0, 13),
      visitor: visitors[(i * 7919) % visitors.length] ?? 'v',
      ...(click ? { channel: channels[i % channels.length], module: `m${i % 12}` } : {}),
      source: sources[i % sources.length] ?? '(direct)',
      campaign: `campaign-${i % 25}`,
      ...(i % 4 === 0 ? { ad: { platform: 'facebook', click: `fb${i}` } } : {}),
      device: i % 5 === 0 ? 'desktop' : 'mobile',
      country: ['HK', 'SG', 'MY', 'TH', 'US'][i % 5] ?? 'HK',
    };
  }
}

/**
 * Rows 15 and 17, in this process on in-memory stores: `count` synthetic events through the local
 * queue (batches of 1,000, as `npm start` runs it) into the aggregator, timed until drained (row
 * 15); then the insights read-out (the read handler's work: today, 7 and 90 days) of that page
 * against a page with 10 events, alternating, 30 reads each (row 17).
 */
export async function benchAggregation(count: number): Promise<BenchRow[]> {
  const stores = await startStores({ dataDir: null });
  try {
    pointClientsAt(stores, 'bench-secret-that-is-at-least-32-characters');
    await bootstrapStores(Date.now());
    const nowMs = Date.now();
    const queue = createLocalQueue({ consume: (batch) => applyBatch(batch) });
    const started = performance.now();
    let sent = 0;
    for (const record of syntheticEvents('BigPage001', count, nowMs)) {
      await queue.send(record);
      // Keep at most a few batches waiting: memory stays flat for a million events.
      if (++sent % 5_000 === 0) while (queue.size() > 2_000) await new Promise((r) => setTimeout(r, 5));
    }
    await queue.drain();
    const seconds = (performance.now() - started) / 1000;
    const rate = count / seconds;
    if (queue.deadLetters.length > 0) throw new Error(`${queue.deadLetters.length} events dead-lettered`);
    for (const record of syntheticEvents('SmallPage1', 10, nowMs)) await queue.send(record);
    await queue.drain();
    const big = await readPageInsights('BigPage001', '7d', 0, nowMs);
    if (big.totals.views + big.totals.clicks !== count)
      throw new Error(`counted ${big.totals.views + big.totals.clicks} of ${count}`);

    const time = async (page: string) => {
      const t0 = performance.now();
      await readPageInsights(page, 'today', 0, nowMs);
      await readPageInsights(page, '7d', 0, nowMs);
      await readPageInsights(page, '90d', 0, nowMs);
      return performance.now() - t0;
    };
    const small: number[] = [];
    const large: number[] = [];
    for (let i = 0; i < 3; i++) await time('SmallPage1');
    for (let i = 0; i < 30; i++) {
      small.push(await time('SmallPage1'));
      large.push(await time('BigPage001'));
    }
    const ratio = median(large) / median(small);
    return [
      {
        id: 15,
        metric: `Events aggregated into counters (local queue of 1,000-event batches + aggregator, ${count.toLocaleString('en')} synthetic events, 50,000 visitors, 7 days)`,
        unit: 'events/s',
        samples: [rate],
        target: '>= 5,000 events/s',
        pass: rate >= 5_000,
        notes: `${seconds.toFixed(1)} s`,
      },
      {
        id: 17,
        metric: `Insights read (today + 7 + 90 days), page with ${count.toLocaleString('en')} events`,
        unit: 'ms',
        samples: large,
        reference: { name: 'page with 10 events', samples: small },
        target: 'ratio <= 1.5',
        pass: ratio <= 1.5,
        notes: `ratio ${ratio.toFixed(2)}`,
      },
    ];
  } finally {
    await stores.stop();
  }
}

/**
 * Row 16: the insights beacon's bytes on a published page: its inline script alone, brotli; and
 * what it adds to the page's brotli HTML (the minimal fixture rendered with and without it).
 */
export async function benchBeacon(): Promise<BenchRow[]> {
  const html = await renderPublishedPage({
    page: { id: 'BenchPage1', name: 'Bench' },
    doc: fixture('minimal').doc,
    liveUrl: 'https://pages.example/BenchPage1',
  });
  const match = /<script type="module">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]?.includes('/client/insights/collect')) throw new Error('no beacon in the page');
  const alone = brotliCompressSync(Buffer.from(match[1])).length;
  const added =
    brotliCompressSync(Buffer.from(html)).length -
    brotliCompressSync(Buffer.from(html.replace(match[0], ''))).length;
  return [
    {
      id: 16,
      metric: 'Insights beacon, inline script, brotli',
      unit: 'B',
      samples: [alone],
      target: '<= 1 KB',
      pass: alone <= 1024,
      notes: `adds ${added} B to the minimal page's brotli HTML`,
    },
  ];
}

/** Row 15's event count (BENCH_INSIGHTS_EVENTS, default a million). */
export const AGGREGATION_EVENTS = Number(process.env.BENCH_INSIGHTS_EVENTS ?? 1_000_000);
