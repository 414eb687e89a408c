import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { build } from 'esbuild';
import { bootstrapStores } from '#functions/data/bootstrap.ts';
import { documentClient, resetDynamoClients } from '#functions/data/dynamo-client.ts';
import { resetS3Client } from '#functions/data/s3-client.ts';
import { sessionKey } from '#functions/data/sessions-repo.ts';
import { userKey } from '#functions/data/users-repo.ts';
import { pointClientsAt } from '#functions/local/stack.ts';
import { startStores } from '#functions/local/stores.ts';
import { env, resetEnvForTests } from '#functions/platform/env.ts';
import { resetSecretsForTests } from '#functions/platform/secrets.ts';
import { signAccessToken } from '#functions/platform/tokens.ts';
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
let code;
try { code = JSON.parse(result?.body ?? '{}').code; } catch {}
process.stdout.write(JSON.stringify({ importMs: imported - started, totalMs: done - started, cpuMs: (cpu.user + cpu.system) / 1000, status: result?.statusCode, code }));
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
  /** The envelope's `code` (1 success, 303 need login, 0 refused input…). */
  code: number | undefined;
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

/**
 * The API Gateway HTTP API (payload 2.0) event of a browser call to `route`: anonymous, or with a
 * member's access token.
 */
function apiEvent(route: RouteDef, token?: string): APIGatewayProxyEventV2 {
  const routeKey = `${route.method} ${route.path}`;
  const rawPath = route.path.replace(/\{[^}]+\}/g, 'bench');
  const now = Date.now();
  const headers: Record<string, string> = {
    host: 'bench.local',
    server: 'true',
    'think-lang': 'en',
    'user-agent': 'bench',
    ...(token ? { 'ba-user-token': token } : {}),
  };
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: 'bench',
      apiId: 'bench',
      domainName: 'bench.local',
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

const BENCH_MEMBER_ID = 'bench-member';
const BENCH_SESSION_ID = 'bench-session';

/**
 * A member with a live session in the bench's stores, as a sign-up leaves them: the first call of
 * a route that needs a login is made as a signed-in browser makes it, with an access token of that
 * session (the token checked, the member and the session read, then the handler).
 */
async function benchMember(): Promise<void> {
  const table = env().TABLE_NAME;
  await documentClient().send(
    new PutCommand({
      TableName: table,
      Item: {
        ...userKey(BENCH_MEMBER_ID),
        id: BENCH_MEMBER_ID,
        username: 'benchmember',
        nickname: '',
        avatar: '',
        status: 'enable',
      },
    }),
  );
  await documentClient().send(
    new PutCommand({
      TableName: table,
      Item: {
        ...sessionKey(BENCH_MEMBER_ID, BENCH_SESSION_ID),
        memberId: BENCH_MEMBER_ID,
        sessionId: BENCH_SESSION_ID,
        currentHash: '',
        createdAt: 0,
        expiresAt: Number.MAX_SAFE_INTEGER,
      },
    }),
  );
}

/**
 * A fresh access token of the bench member's session, signed for each group's signed-in series:
 * a token lives ACCESS_TOKEN_TTL_SECONDS (15 minutes), less than the whole bench takes on a loaded
 * machine, and an expired one is answered 409 before the handler runs.
 */
const benchMemberToken = (): string =>
  signAccessToken({ sub: BENCH_MEMBER_ID, sid: BENCH_SESSION_ID }, JWT_SECRET);

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
 * Row 8 of BENCHMARKS.md, per route group: the minified bundle size (entry and chunks, esbuild
 * metafile) and the cold import + first call of its first GET route in a fresh `node` process
 * against in-memory dynalite and s3rver, alternating with a trivial bundle measured the same way. The first call is
 * anonymous; for a route that needs a login it is also made signed in (a bench member's token),
 * since the anonymous one is refused before the handler runs.
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
    await benchMember();

    const rows: BenchRow[] = [];
    for (const group of ROUTE_GROUPS) {
      const bundle = bundles[group];
      if (!bundle) throw new Error(`No bundle for route group "${group}"`);
      const routes = ROUTES.filter((r) => r.group === group);
      const route = routes.find((r) => r.method === 'GET') ?? routes[0];
      if (!route) throw new Error(`Route group "${group}" has no routes`);
      const kb = bundle.bytes / 1024;
      rows.push({
        id: 8,
        metric: `Lambda bundle, group "${group}", minified`,
        unit: 'KB',
        samples: [kb],
        target: `<= ${SIZE_BUDGET_KB} KB`,
        pass: kb <= SIZE_BUDGET_KB,
      });
      // A route that needs a login is refused before its handler runs when called anonymously:
      // its signed-in first call is measured too.
      const calls = [{ name: 'first call', event: apiEvent(route) }];
      if (route.auth === 'user')
        calls.push({ name: 'signed-in first call', event: apiEvent(route, benchMemberToken()) });
      for (const call of calls) {
        const measured: ChildRun[] = [];
        const trivial: ChildRun[] = [];
        for (let i = 0; i < options.runs; i++) {
          measured.push(await coldRun(bundle.file, call.event, childEnv));
          trivial.push(await coldRun(reference, call.event, childEnv));
        }
        const statuses = [...new Set(measured.map((r) => r.status))];
        const codes = [...new Set(measured.map((r) => r.code))];
        const totals = measured.map((r) => r.totalMs);
        rows.push({
          id: 8,
          metric: `Lambda cold import + ${call.name}, group "${group}" (${route.method} ${route.path})`,
          unit: 'ms',
          samples: totals,
          reference: { name: 'trivial bundle, same measurement', samples: trivial.map((r) => r.totalMs) },
          target: `<= ${COLD_BUDGET_MS} ms`,
          pass: median(totals) <= COLD_BUDGET_MS && statuses.length === 1 && statuses[0] === 200,
          notes:
            `import ${median(measured.map((r) => r.importMs)).toFixed(1)} ms of it; main-thread CPU ` +
            `${median(measured.map((r) => r.cpuMs)).toFixed(1)} ms vs trivial ${median(trivial.map((r) => r.cpuMs)).toFixed(1)} ms; ` +
            `load average ${loadavg()[0]?.toFixed(1)}; HTTP ${statuses.join('/')}, code ${codes.join('/')}; ` +
            `whole child process ${median(measured.map((r) => r.wallMs)).toFixed(0)} ms vs trivial ` +
            `${median(trivial.map((r) => r.wallMs)).toFixed(0)} ms`,
        });
      }
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
