import autocannon from 'autocannon';
import { type BenchRow, median } from './report.ts';
import { startBareServer } from './server.ts';

type Run = { rps: number; p99: number };

async function load(url: string, seconds: number, headers: Record<string, string>): Promise<Run> {
  const result = await autocannon({ url, connections: 10, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/**
 * Row 7: anonymous GET /client/index/index through the local server against a bare node:http
 * JSON server answering the same bytes, alternating runs so both see the same machine noise.
 */
export async function benchApi(baseUrl: string, options = { runs: 3, seconds: 5 }): Promise<BenchRow[]> {
  const headers = { server: 'true', 'think-lang': 'en' };
  const path = '/client/index/index';
  const sample = await fetch(`${baseUrl}${path}`, { headers });
  const bare = await startBareServer(await sample.text());
  const ours: Run[] = [];
  const reference: Run[] = [];
  try {
    await load(`${baseUrl}${path}`, 1, headers); // warm-up
    await load(`${bare.baseUrl}/`, 1, headers);
    for (let i = 0; i < options.runs; i++) {
      ours.push(await load(`${baseUrl}${path}`, options.seconds, headers));
      reference.push(await load(`${bare.baseUrl}/`, options.seconds, headers));
    }
  } finally {
    await bare.stop();
  }
  const ratio = median(ours.map((r) => r.rps)) / median(reference.map((r) => r.rps));
  const p99 = median(ours.map((r) => r.p99));
  return [
    {
      id: 7,
      metric: 'API throughput, GET /client/index/index (anonymous), 10 connections',
      unit: 'req/s',
      samples: ours.map((r) => r.rps),
      reference: { name: 'bare node:http JSON server', samples: reference.map((r) => r.rps) },
      target: '>= 0.25 of the bare server',
      pass: ratio >= 0.25,
      notes: `ratio ${ratio.toFixed(3)}`,
    },
    {
      id: 7,
      metric: 'API latency p99, GET /client/index/index (anonymous)',
      unit: 'ms',
      samples: ours.map((r) => r.p99),
      reference: { name: 'bare node:http JSON server p99', samples: reference.map((r) => r.p99) },
      target: '<= 20 ms',
      pass: p99 <= 20,
    },
  ];
}
