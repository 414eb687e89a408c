import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { build } from 'esbuild';
import { bootstrapStores } from '#functions/data/bootstrap.ts';
import { resetDynamoClients } from '#functions/data/dynamo-client.ts';
import { resetS3Client } from '#functions/data/s3-client.ts';
import { pointClientsAt } from '#functions/local/stack.ts';
import { startStores } from '#functions/local/stores.ts';
import { env, resetEnvForTests } from '#functions/platform/env.ts';
import { resetSecretsForTests } from '#functions/platform/secrets.ts';
import { ROUTE_GROUPS, ROUTES, type RouteDef } from '#functions/routes.ts';
import { bundleFunctions, LAMBDA_BUILD_OPTIONS } from '../../cdk/bundle.ts';
import { type BenchRow, median } from './report.ts';

const run = promisify(execFile);

const SIZE_BUDGET_KB = 300;
const COLD_BUDGET_MS = 100;
const JWT_SECRET = 'bench-secret-that-is-at-least-32-characters-long';

/**
 * What a fresh child process does: import the bundle and call its handler once, timing both from
 * inside (Node's own start-up is the runtime's, on Lambda as here). Prints one JSON line.
 */
const CHILD_SCRIPT = `
const [bundleUrl, eventJson] = process.argv.slice(1);
const cpuAtStart = process.threadCpuUsage();
const started = performance.now();
const { handler } = await import(bundleUrl);
const imported = performance.now();
const result = await handler(JSON.parse(eventJson), { awsRequestId: 'bench', functionName: 'bench' });
const done = performance.now();
const cpu = process.threadCpuUsage(cpuAtStart);
process.stdout.write(JSON.stringify({ importMs: imported - started, totalMs: done - started, cpuMs: (cpu.user + cpu.system) / 1000, status: result?.statusCode }));
`;

/**
 * `cpuMs` is the main thread's CPU time over the same span as `totalMs` (process.threadCpuUsage):
 * on a busy machine the wall time also counts waiting for a core, the CPU time does not.
 */
type ChildRun = {
  importMs: number;
  totalMs: number;
  cpuMs: number;
  status: number | undefined;
  wallMs: number;
};

async function coldRun(bundleFile: string, event: APIGatewayProxyEventV2, childEnv: NodeJS.ProcessEnv) {
  const started = performance.now();
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '-e', CHILD_SCRIPT, pathToFileURL(bundleFile).href, JSON.stringify(event)],
    { env: childEnv },
  );
  const wallMs = performance.now() - started;
  return { ...(JSON.parse(stdout) as Omit<ChildRun, 'wallMs'>), wallMs } satisfies ChildRun;
}

/** The API Gateway HTTP API (payload 2.0) event of an anonymous browser call to `route`. */
function apiEvent(route: RouteDef): APIGatewayProxyEventV2 {
  const routeKey = `${route.method} ${route.path}`;
  const rawPath = route.path.replace(/\{[^}]+\}/g, 'bench');
  const now = Date.now();
  const headers = { host: 'bench.local', server: 'true', 'think-lang': 'en', 'user-agent': 'bench' };
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: headers.host,
      domainPrefix: 'bench',
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'bench',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    isBase64Encoded: false,
  };
}

/** A handler that does nothing, bundled like the real ones: the same-run reference. */
async function referenceBundle(dir: string): Promise<string> {
  const file = path.join(dir, 'reference.mjs');
  await build({
    ...LAMBDA_BUILD_OPTIONS,
    stdin: {
      contents: 'export const handler = async () => ({ statusCode: 200, body: "{}" });',
      loader: 'js',
    },
    outfile: file,
  });
  return file;
}

/**
 * Row 8 of BENCHMARKS.md, per route group: the minified bundle size (esbuild metafile) and the
 * cold import + first call of its first GET route in a fresh `node` process against in-memory
 * dynalite and s3rver, alternating with a trivial bundle measured the same way.
 */
export async function benchLambda(options = { runs: 5 }): Promise<BenchRow[]> {
  const bundles = await bundleFunctions();
  const scratch = await mkdtemp(path.join(tmpdir(), 'lp-bench-lambda-'));
  const stores = await startStores({ dataDir: null });
  const saved = { ...process.env };
  try {
    pointClientsAt(stores, JWT_SECRET);
    await bootstrapStores(Date.now());
    const { TABLE_NAME, SITE_BUCKET, UPLOADS_BUCKET } = env();
    const childEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: stores.dynamoEndpoint,
      S3_ENDPOINT: stores.s3Endpoint,
      TABLE_NAME,
      SITE_BUCKET,
      UPLOADS_BUCKET,
      JWT_SECRET,
      LOG_LEVEL: 'silent',
    };
    const reference = await referenceBundle(scratch);

    const rows: BenchRow[] = [];
    for (const group of ROUTE_GROUPS) {
      const bundle = bundles[group];
      if (!bundle) throw new Error(`No bundle for route group "${group}"`);
      const routes = ROUTES.filter((r) => r.group === group);
      const route = routes.find((r) => r.method === 'GET') ?? routes[0];
      if (!route) throw new Error(`Route group "${group}" has no routes`);
      const event = apiEvent(route);

      const measured: ChildRun[] = [];
      const trivial: ChildRun[] = [];
      for (let i = 0; i < options.runs; i++) {
        measured.push(await coldRun(bundle.file, event, childEnv));
        trivial.push(await coldRun(reference, event, childEnv));
      }
      const statuses = [...new Set(measured.map((r) => r.status))];
      const kb = bundle.bytes / 1024;
      const totals = measured.map((r) => r.totalMs);
      rows.push(
        {
          id: 8,
          metric: `Lambda bundle, group "${group}", minified`,
          unit: 'KB',
          samples: [kb],
          target: `<= ${SIZE_BUDGET_KB} KB`,
          pass: kb <= SIZE_BUDGET_KB,
        },
        {
          id: 8,
          metric: `Lambda cold import + first call, group "${group}" (${route.method} ${route.path})`,
          unit: 'ms',
          samples: totals,
          reference: { name: 'trivial bundle, same measurement', samples: trivial.map((r) => r.totalMs) },
          target: `<= ${COLD_BUDGET_MS} ms`,
          pass: median(totals) <= COLD_BUDGET_MS && statuses.length === 1 && statuses[0] === 200,
          notes:
            `import ${median(measured.map((r) => r.importMs)).toFixed(1)} ms of it; main-thread CPU ` +
            `${median(measured.map((r) => r.cpuMs)).toFixed(1)} ms vs trivial ${median(trivial.map((r) => r.cpuMs)).toFixed(1)} ms; ` +
            `load average ${loadavg()[0]?.toFixed(1)}; HTTP ${statuses.join('/')}; ` +
            `whole child process ${median(measured.map((r) => r.wallMs)).toFixed(0)} ms vs trivial ` +
            `${median(trivial.map((r) => r.wallMs)).toFixed(0)} ms`,
        },
      );
    }
    return rows;
  } finally {
    await stores.stop();
    await rm(scratch, { recursive: true, force: true });
    for (const key of ['DYNAMODB_ENDPOINT', 'S3_ENDPOINT', 'JWT_SECRET'] as const) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvForTests();
    resetDynamoClients();
    resetS3Client();
    resetSecretsForTests();
  }
}
