import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { build } from 'esbuild';
import { encodeClickInfo } from '#core/contracts/captcha-values.ts';
import { CODE } from '#core/contracts/envelope.ts';
import { checkClickCaptcha } from '#functions/captcha/click-captcha.ts';
import { createClickCaptcha } from '#functions/captcha/new-captcha.ts';
import { bootstrapStores } from '#functions/data/bootstrap.ts';
import { readCaptcha } from '#functions/data/captcha-repo.ts';
import { documentClient, resetDynamoClients } from '#functions/data/dynamo-client.ts';
import { createPage, getPage, savePageDocument } from '#functions/data/pages-repo.ts';
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
import { fixture } from '../fixtures/published-pages.ts';
import { solvePow } from '../helpers/pow.ts';
import { type BenchRow, median } from './report.ts';

const run = promisify(execFile);

const SIZE_BUDGET_KB = 300;
const COLD_BUDGET_MS = 100;
const JWT_SECRET = 'bench-secret-that-is-at-least-32-characters-long';

/**
 * A stand-in Secrets Manager holding the platform's secrets by ARN, as the functions read them on
 * AWS (cdk/lib/route-function.ts binds JWT_SECRET_ARN, CODE_HMAC_SECRET_ARN, DOMAIN_KEY_SECRET_ARN):
 * so a signed-in first call pays the secret's signed GetSecretValue as it does there, not a key
 * handed over in the environment. It answers only a signed GetSecretValue of a secret it holds.
 */
async function secretsManagerStandIn(
  secrets: Record<string, string>,
): Promise<{ endpoint: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const id = (() => {
        try {
          return String((JSON.parse(body) as { SecretId?: unknown }).SecretId);
        } catch {
          return '';
        }
      })();
      const signed = /^AWS4-HMAC-SHA256 Credential=\S+\/secretsmanager\/aws4_request/.test(
        String(req.headers.authorization),
      );
      const secret = secrets[id];
      if (
        req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue' ||
        !signed ||
        secret === undefined
      ) {
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(
          '{"__type":"ResourceNotFoundException","message":"Secrets Manager can\'t find the specified secret."}',
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify({
          ARN: id,
          Name: id.split(':').pop(),
          SecretString: secret,
          VersionStages: ['AWSCURRENT'],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`, server };
}

const arnOf = (name: string) => `arn:aws:secretsmanager:us-east-1:123456789012:secret:${name}-AbCdEf`;

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
let code, msg;
try { ({ code, msg } = JSON.parse(result?.body ?? '{}')); } catch {}
process.stdout.write(JSON.stringify({ importMs: imported - started, totalMs: done - started, cpuMs: (cpu.user + cpu.system) / 1000, status: result?.statusCode, code, msg }));
`;

/** One measured call: its label, the envelope code it must answer, its event (made before each run). */
type Call = { name: string; expect: number; event: () => Promise<APIGatewayProxyEventV2> };

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
  /** The envelope's `msg`: why a call was refused. */
  msg: string | undefined;
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

/** What the browser sends beside the route: its query string and its body (text or binary). */
type MemberRequest = {
  query?: string;
  body?: { contentType: string; text: string } | { contentType: string; bytes: Uint8Array };
  /** The caller's address (the codes' daily cap per address counts it). */
  sourceIp?: string;
};

/**
 * The API Gateway HTTP API (payload 2.0) event of a browser call to `route`: anonymous, or with a
 * member's access token; a binary body is base64 as API Gateway sends it (functions/local/event.ts).
 */
function apiEvent(route: RouteDef, token?: string, request: MemberRequest = {}): APIGatewayProxyEventV2 {
  const routeKey = `${route.method} ${route.path}`;
  const rawPath = route.path.replace(/\{[^}]+\}/g, 'bench');
  const now = Date.now();
  const { body } = request;
  const headers: Record<string, string> = {
    host: 'bench.local',
    server: 'true',
    'think-lang': 'en',
    'user-agent': 'bench',
    ...(token ? { 'ba-user-token': token } : {}),
    ...(body ? { 'content-type': body.contentType } : {}),
  };
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString: request.query ?? '',
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
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: 'bench',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    isBase64Encoded: body !== undefined && 'bytes' in body,
  };
  if (request.query) event.queryStringParameters = Object.fromEntries(new URLSearchParams(request.query));
  if (body) event.body = 'bytes' in body ? Buffer.from(body.bytes).toString('base64') : body.text;
  return event;
}

const json = (value: unknown) => ({ contentType: 'application/json', text: JSON.stringify(value) });

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

/** The bench member's page: the typical published-page fixture's document, saved once. */
const BENCH_PAGE = { id: 'benchpage1', name: 'Spring sale', route: '/spring-sale' };
const BENCH_DOC = fixture('typical').doc;
const BENCH_PIXEL_MODULE = 'fbpixel1';

async function benchPage(): Promise<void> {
  const nowMs = Date.now();
  const created = await createPage({
    userId: BENCH_MEMBER_ID,
    ...BENCH_PAGE,
    domainId: '',
    domainName: '',
    nowMs,
  });
  if (!created.ok) throw new Error(`bench page not created: ${created.reason}`);
  const saved = await savePageDocument(BENCH_MEMBER_ID, BENCH_PAGE.id, 1, BENCH_DOC, nowMs);
  if (!saved.ok) throw new Error(`bench page document not saved: ${saved.reason}`);
}

/** A 1x1 PNG, sent as the builder's image field sends a file (multipart, field "file"). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadForm(): Promise<NonNullable<MemberRequest['body']>> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'bench.png');
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error('multipart form without a content type');
  return { contentType, bytes: new Uint8Array(await encoded.arrayBuffer()) };
}

/**
 * A click captcha passed as the dialog passes it before a code is sent (drawn, its proof of work
 * solved, the box centres clicked and checked without consuming): the send consumes it.
 */
async function passedCaptcha(): Promise<{ captchaId: string; captchaInfo: string }> {
  const captchaId = randomUUID();
  const drawn = await createClickCaptcha(captchaId, Date.now());
  const stored = await readCaptcha(captchaId);
  if (!stored) throw new Error('captcha not stored');
  const captchaInfo = encodeClickInfo({
    points: stored.boxes.map(([x1, y1, x2, y2]) => ({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 })),
    displayWidth: stored.width,
    displayHeight: stored.height,
  });
  const pow = await solvePow(drawn.pow);
  if (!(await checkClickCaptcha(captchaId, captchaInfo, { consume: false, nowMs: Date.now(), pow })))
    throw new Error('captcha not passed');
  return { captchaId, captchaInfo };
}

let sends = 0;

/**
 * The request a member's browser makes on a group's measured route, made again before each run
 * (a save sends the version it was based on; a code send consumes its captcha). A route not listed
 * needs nothing beyond the call itself.
 */
const REQUESTS: Partial<Record<string, () => Promise<MemberRequest>>> = {
  'GET /client/common/clickCaptcha': async () => ({ query: `id=${randomUUID()}` }),
  'GET /client/page/detail': async () => ({ query: `id=${BENCH_PAGE.id}` }),
  'POST /client/page/edit': async () => ({
    body: json({ id: BENCH_PAGE.id, name: BENCH_PAGE.name, route: BENCH_PAGE.route, domain_id: '' }),
  }),
  'POST /client/page/save': async () => {
    const page = await getPage(BENCH_MEMBER_ID, BENCH_PAGE.id);
    if (!page) throw new Error('bench page missing');
    return { body: json({ id: page.id, version: page.docVersion, doc: BENCH_DOC }) };
  },
  'POST /client/ajax/upload': async () => ({ body: await uploadForm() }),
  'GET /client/insights/page': async () => ({ query: `id=${BENCH_PAGE.id}&range=7d&tz_offset=-480` }),
  'GET /client/conversions/settings': async () => ({
    query: `page=${BENCH_PAGE.id}&module=${BENCH_PIXEL_MODULE}`,
  }),
  'POST /client/Ems/send': async () => {
    // A new address each time, from its own client address: the daily caps are not what is measured.
    sends += 1;
    return {
      body: json({ email: `bench${sends}@example.com`, event: 'register', ...(await passedCaptcha()) }),
      sourceIp: `10.0.${Math.floor(sends / 250)}.${sends % 250}`,
    };
  },
};

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
 * against in-memory dynalite and s3rver, alternating with a trivial bundle measured the same way.
 * The call is the request a member's browser makes on that route (REQUESTS: the bench member's
 * page, a saved document's version, a PNG, a passed captcha) and must succeed; a route that needs a
 * login is called signed in (a bench member's token) and, labelled as a refusal, anonymously. Each
 * answer is checked: one that is not the expected envelope code marks its row NO with the reason
 * and sets a failing exit code.
 */
export async function benchLambda(options = { runs: 5 }): Promise<BenchRow[]> {
  const bundles = await bundleFunctions();
  const scratch = await mkdtemp(path.join(tmpdir(), 'lp-bench-lambda-'));
  const stores = await startStores({ dataDir: null });
  const saved = { ...process.env };
  let secrets: { endpoint: string; server: Server } | undefined;
  try {
    pointClientsAt(stores, JWT_SECRET);
    await bootstrapStores(Date.now());
    const { TABLE_NAME, SITE_BUCKET, UPLOADS_BUCKET } = env();
    // The captcha's proof of work and the codes are keyed with the code secret (pointClientsAt
    // derives it); every secret is read by its ARN, as on AWS.
    secrets = await secretsManagerStandIn({
      [arnOf('jwt')]: JWT_SECRET,
      [arnOf('code-hmac')]: String(process.env.CODE_HMAC_SECRET),
      [arnOf('domain-key')]: String(process.env.DOMAIN_KEY_SECRET),
    });
    const childEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: stores.dynamoEndpoint,
      S3_ENDPOINT: stores.s3Endpoint,
      TABLE_NAME,
      SITE_BUCKET,
      UPLOADS_BUCKET,
      JWT_SECRET_ARN: arnOf('jwt'),
      CODE_HMAC_SECRET_ARN: arnOf('code-hmac'),
      DOMAIN_KEY_SECRET_ARN: arnOf('domain-key'),
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
      // Lambda's role credentials are in its environment; any key signs for the stand-in.
      AWS_ACCESS_KEY_ID: 'AKIDBENCH',
      AWS_SECRET_ACCESS_KEY: 'bench',
      LOG_LEVEL: 'silent',
      // Codes sent by the codes group's call land here (the local outbox), not in .data.
      OUTBOX_DIR: path.join(scratch, 'outbox'),
    };
    const reference = await referenceBundle(scratch);
    await benchMember();
    await benchPage();

    const rows: BenchRow[] = [];
    const failures: string[] = [];
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
      // The member's request on the route, anonymous unless it needs a login. A route that needs
      // one is also called anonymously, as before: a refusal, measured and labelled as one.
      const request = REQUESTS[`${route.method} ${route.path}`] ?? (async () => ({}));
      const calls: Call[] =
        route.auth === 'user'
          ? [
              {
                name: 'first call, refused: not signed in',
                expect: CODE.needLogin,
                event: async () => apiEvent(route, undefined, await request()),
              },
              {
                name: 'signed-in first call',
                expect: CODE.success,
                event: async () => apiEvent(route, benchMemberToken(), await request()),
              },
            ]
          : [
              {
                name: 'first call',
                expect: CODE.success,
                event: async () => apiEvent(route, undefined, await request()),
              },
            ];
      for (const call of calls) {
        const measured: ChildRun[] = [];
        const trivial: ChildRun[] = [];
        for (let i = 0; i < options.runs; i++) {
          const event = await call.event();
          measured.push(await coldRun(bundle.file, event, childEnv));
          trivial.push(await coldRun(reference, event, childEnv));
        }
        const statuses = [...new Set(measured.map((r) => r.status))];
        const codes = [...new Set(measured.map((r) => r.code))];
        const answered = measured.every((r) => r.status === 200 && r.code === call.expect);
        const why = [...new Set(measured.filter((r) => r.code !== call.expect).map((r) => r.msg))].join(
          ' / ',
        );
        const totals = measured.map((r) => r.totalMs);
        rows.push({
          id: 8,
          metric: `Lambda cold import + ${call.name}, group "${group}" (${route.method} ${route.path})`,
          unit: 'ms',
          samples: totals,
          reference: { name: 'trivial bundle, same measurement', samples: trivial.map((r) => r.totalMs) },
          target: `<= ${COLD_BUDGET_MS} ms`,
          pass: median(totals) <= COLD_BUDGET_MS && answered,
          notes:
            (answered ? '' : `NOT THE EXPECTED ANSWER (HTTP 200, code ${call.expect}; "${why}"): `) +
            `HTTP ${statuses.join('/')}, code ${codes.join('/')}; ` +
            `import ${median(measured.map((r) => r.importMs)).toFixed(1)} ms of it; main-thread CPU ` +
            `${median(measured.map((r) => r.cpuMs)).toFixed(1)} ms vs trivial ${median(trivial.map((r) => r.cpuMs)).toFixed(1)} ms; ` +
            `load average ${loadavg()[0]?.toFixed(1)}; ` +
            `whole child process ${median(measured.map((r) => r.wallMs)).toFixed(0)} ms vs trivial ` +
            `${median(trivial.map((r) => r.wallMs)).toFixed(0)} ms`,
        });
        if (!answered)
          failures.push(
            `group "${group}", ${call.name}: HTTP ${statuses.join('/')}, code ${codes.join('/')} ("${why}")`,
          );
      }
    }
    // Every row is reported first; then a call that did not answer as meant fails the bench.
    if (failures.length) {
      console.error(`Row 8: calls that did not answer as meant:\n  ${failures.join('\n  ')}`);
      process.exitCode = 1;
    }
    return rows;
  } finally {
    secrets?.server.close();
    await stores.stop();
    await rm(scratch, { recursive: true, force: true });
    for (const key of [
      'DYNAMODB_ENDPOINT',
      'S3_ENDPOINT',
      'JWT_SECRET',
      'CODE_HMAC_SECRET',
      'DOMAIN_KEY_SECRET',
    ] as const) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
    resetEnvForTests();
    resetDynamoClients();
    resetS3Client();
    resetSecretsForTests();
  }
}
