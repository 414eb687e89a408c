import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROJECT_ROOT, SERVER_ENTRY, STATIC_DIR } from '#functions/local/paths.ts';
import { benchApi } from './api.ts';
import { benchBuilder } from './builder.ts';
import { benchCompression } from './compression.ts';
import { benchFloor } from './floor.ts';
import { AGGREGATION_EVENTS, benchAggregation, benchBeacon, benchCollect } from './insights.ts';
import { benchLambda } from './lambda.ts';
import { benchHomeLighthouse } from './lighthouse.ts';
import { benchOverview } from './overview.ts';
import { benchPublish } from './publish.ts';
import { benchPublishedPages } from './published.ts';
import { type BenchRow, summary } from './report.ts';
import { startLocalServer } from './server.ts';

/**
 * `npm run bench`: the rows of BENCHMARKS.md that exist so far. Writes bench-results/report.json
 * and report.md, and prints the table (`npm run bench -- 9 10` runs rows 9 and 10). Every server
 * listens on a port the system finds free (BENCH_PORT pins the main one). Times come with a
 * same-run reference; sizes are exact.
 */
async function main(): Promise<void> {
  if (!existsSync(STATIC_DIR) || !existsSync(SERVER_ENTRY)) throw new Error('Run `npm run build` first.');
  const only = new Set(process.argv.slice(2).map(Number).filter(Number.isInteger));
  const wanted = (id: number) => only.size === 0 || only.has(id);
  const rows: BenchRow[] = [];
  const server = await startLocalServer(process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined);
  try {
    if ([1, 2, 3, 4, 5].some(wanted)) rows.push(...(await benchPublishedPages(server, wanted)));
    if (wanted(7)) rows.push(...(await benchApi(server.baseUrl)));
    if (wanted(9) || wanted(10) || wanted(11)) rows.push(...(await benchBuilder(server, undefined, wanted)));
    if (wanted(9)) rows.push(...(await benchFloor()));
    if (wanted(12)) rows.push(...(await benchHomeLighthouse(server.baseUrl)));
    if (wanted(13)) rows.push(...(await benchOverview(server)));
    if (wanted(18)) rows.push(...(await benchCompression(server)));
  } finally {
    await server.stop();
  }
  if (wanted(6)) {
    // One server per platform size, with its own stores: the seeded pages weigh on nothing else.
    const servers = await Promise.all([0, 1, 2].map(() => startLocalServer()));
    try {
      rows.push(...(await benchPublish(servers)));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  if (wanted(8)) rows.push(...(await benchLambda()));
  if (wanted(14)) {
    // One address sends every beacon here: its limit is raised (the limiter still runs per request).
    process.env.INSIGHTS_PER_MINUTE = '100000000';
    const collect = await startLocalServer();
    try {
      rows.push(...(await benchCollect(collect)));
    } finally {
      await collect.stop();
    }
  }
  if (wanted(15) || wanted(17)) rows.push(...(await benchAggregation(AGGREGATION_EVENTS)));
  if (wanted(16)) rows.push(...(await benchBeacon()));

  const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
  const lines = [
    '| # | metric | unit | min | median | max | reference (median) | target | pass |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const s = summary(row.samples);
      const ref = row.reference
        ? `${fmt(summary(row.reference.samples).median)} (${row.reference.name})`
        : '';
      const metric = row.notes ? `${row.metric} — ${row.notes}` : row.metric;
      return `| ${row.id} | ${metric} | ${row.unit} | ${fmt(s.min)} | ${fmt(s.median)} | ${fmt(s.max)} | ${ref} | ${row.target} | ${row.pass === undefined ? '—' : row.pass ? 'yes' : 'NO'} |`;
    }),
  ];
  const outDir = join(PROJECT_ROOT, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const report = { at: new Date().toISOString(), node: process.version, rows };
  await writeFile(join(outDir, 'report.json'), JSON.stringify(report, null, 2));
  await writeFile(join(outDir, 'report.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n\nWritten to bench-results/report.json and report.md\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
