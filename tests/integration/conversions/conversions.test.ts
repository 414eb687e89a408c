import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionSettingsDataSchema } from '#core/contracts/conversions.ts';
import { pageRowDataSchema } from '#core/contracts/page.ts';
import { emptyDocument, type PageDocument } from '#core/page/document.ts';
import { deliverJob, platformOrigin } from '#functions/conversions/deliver.ts';
import { type ConversionJob, conversionJobSchema } from '#functions/conversions/job.ts';
import { localConversionsQueue } from '#functions/conversions/local-consumer.ts';
import type { SandboxEvent } from '#functions/conversions/sandbox.ts';
import { handleSqsEvent } from '#functions/conversions/sqs-consumer.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { keys, memberPartition } from '#functions/data/keys.ts';
import { localInsightsQueue } from '#functions/insights/queue.ts';
import { env, resetEnvForTests } from '#functions/platform/env.ts';
import { CONVERSIONS_REGISTRY } from '#modules/conversions-registry.ts';
import type { ConversionsAdapter, ServerEvent } from '#modules/shared/conversions-kit.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';
import { awsStandIn } from '../../helpers/aws-stand-in.ts';

// Beacons here come from many visitors: their addresses arrive as CloudFront would send them.
process.env.TRUST_VIEWER_ADDRESS_HEADER = 'true';
const stack = setupApiStack({ conversionsSandbox: true });
/**
 * Amazon SQS for the delivery Lambda's test (its retries and back-offs go back to the queue):
 * AWS JSON 1.0, as the SDK speaks it; a failure unless the test queued an answer.
 */
const sqs = awsStandIn(
  { status: 500, body: '{"__type":"com.amazonaws.sqs#InternalError","message":"stand-in"}' },
  'application/x-amz-json-1.0',
);
const sqsEnvironment = {
  AWS_ENDPOINT_URL_SQS: undefined as string | undefined,
  AWS_REGION: process.env.AWS_REGION,
};
beforeAll(() => {
  sqsEnvironment.AWS_ENDPOINT_URL_SQS = process.env.AWS_ENDPOINT_URL_SQS;
  process.env.AWS_ENDPOINT_URL_SQS = sqs.endpoint;
  process.env.AWS_REGION ??= 'us-east-1';
});
afterAll(() => {
  for (const [name, value] of Object.entries(sqsEnvironment)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** Every line the process logs while this file runs (the token must never be among them). */
const logged: string[] = [];
const writes = {
  out: process.stdout.write.bind(process.stdout),
  err: process.stderr.write.bind(process.stderr),
};
beforeAll(() => {
  process.env.LOG_LEVEL = 'debug';
  resetEnvForTests();
  const capture =
    (original: typeof process.stdout.write) =>
    (chunk: unknown, ...rest: unknown[]): boolean => {
      logged.push(String(chunk));
      return (original as (c: unknown, ...r: unknown[]) => boolean)(chunk, ...rest);
    };
  process.stdout.write = capture(writes.out) as typeof process.stdout.write;
  process.stderr.write = capture(writes.err) as typeof process.stderr.write;
});
afterAll(() => {
  process.stdout.write = writes.out;
  process.stderr.write = writes.err;
});

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const FB_PIXEL = '123456789012345';
const TT_PIXEL = 'C4ABCDEFGH1234567890';
/** Every answer text of this file, to look for the tokens in. */
const answers: string[] = [];

async function member(plan: 'business' | 'pro' | null = 'business') {
  const id = `cv-${unique()}`;
  await putMember({ id, username: `c${unique()}`.slice(0, 15), ...(plan ? { plan } : {}) });
  return { id, token: tokenFor(id) };
}

const post = async (path: string, token: string, body: unknown, lang = 'en') => {
  const answer = await stack.call(path, { method: 'POST', token, body, lang });
  answers.push(JSON.stringify(answer.body));
  return answer;
};
const get = async (path: string, token: string, query: string) => {
  const answer = await stack.call(path, { token, query });
  answers.push(JSON.stringify(answer.body));
  return answer;
};

const SNAP_PIXEL = '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
const REDDIT_PIXEL = 'a2_e2eabc123';
const META_AND_TIKTOK: PageDocument['modules'] = [
  { id: 'fbpx01', type: 'facebook-pixel', version: 1, props: { pixelIds: FB_PIXEL } },
  { id: 'ttpx01', type: 'tiktok-pixel', version: 1, props: { pixelId: TT_PIXEL } },
];

/** A published page of the member with pixel modules (a Facebook and a TikTok one unless told). */
async function pixelPage(owner: { token: string }, modules = META_AND_TIKTOK) {
  const added = await post('/client/page/add', owner.token, { name: 'Ads', route: '/' });
  const { page } = pageRowDataSchema.parse(added.body.data);
  const doc: PageDocument = { ...emptyDocument(), modules };
  const saved = await post('/client/page/save', owner.token, { id: page.id, version: page.doc_version, doc });
  expect(saved.body.code, JSON.stringify(saved.body)).toBe(1);
  const published = await post('/client/page/publish', owner.token, { id: page.id });
  expect(published.body.code, published.body.msg).toBe(1);
  return page.id;
}

async function setToken(
  owner: { token: string },
  page: string,
  module: string,
  pixel: string,
  token: string | null,
) {
  return post('/client/conversions/token', owner.token, { page, module, pixel, token });
}

async function beacon(body: Record<string, unknown>, cookie = '') {
  const response = await fetch(`${stack.baseUrl}/client/insights/collect`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': UA,
      'cloudfront-viewer-address': '198.51.100.7:443',
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
  await localInsightsQueue().drain();
  await localConversionsQueue().drain();
}

const received = (pixel: string): SandboxEvent[] =>
  (stack.conversions?.events ?? []).filter((e) => e.pixel === pixel);
const eventId = () => `e-${unique()}-${Math.random().toString(36).slice(2, 10)}`;

/** A job for the page's Meta pixel as collect makes it for a tracked click; `fields` set what a case needs. */
const metaClickJob = (
  owner: { id: string },
  page: string,
  id: string,
  fields: Partial<ConversionJob> = {},
): ConversionJob =>
  conversionJobSchema.parse({
    v: 1,
    id,
    page,
    owner: owner.id,
    kind: { type: 'click', event: 'Lead' },
    atMs: Date.now(),
    url: 'http://localhost/x',
    ip: '198.51.100.7',
    userAgent: UA,
    clicks: {},
    cookies: {},
    targets: [{ module: 'fbpx01', pixel: FB_PIXEL }],
    attempt: 1,
    notBeforeMs: 0,
    ...fields,
  });

async function settings(owner: { token: string }, page: string, module: string) {
  const answer = await get('/client/conversions/settings', owner.token, `page=${page}&module=${module}`);
  expect(answer.body.code, answer.body.msg).toBe(1);
  return conversionSettingsDataSchema.parse(answer.body.data);
}

describe('server-side conversion events', () => {
  it('sends a tracked click to Meta and TikTok with the beacon’s event id, fbc from fbclid and ttclid', async () => {
    const owner = await member();
    const page = await pixelPage(owner);
    const fbToken = `sbx_meta_${unique()}`;
    const ttToken = `sbx_tiktok_${unique()}`;
    expect((await setToken(owner, page, 'fbpx01', FB_PIXEL, fbToken)).body.code).toBe(1);
    expect((await setToken(owner, page, 'ttpx01', TT_PIXEL, ttToken)).body.code).toBe(1);
    const id = eventId();
    await beacon(
      {
        page,
        type: 'click',
        id,
        query: '?fbclid=IwAR0abc&ttclid=E.C.P.tt1',
        module: 'chat',
        link: 'https://wa.me',
        event: 'Contact',
      },
      '_fbp=fb.1.1700000000000.42; _ttp=ttp-cookie',
    );
    const [meta] = received(FB_PIXEL).filter((e) => e.eventId === id);
    expect(meta).toMatchObject({ accepted: true, event: 'Contact', status: 200 });
    const metaEvent = (meta?.body as { data?: { user_data: { fbc?: string } }[] } | undefined)?.data?.[0];
    expect(metaEvent).toMatchObject({
      event_name: 'Contact',
      event_id: id,
      action_source: 'website',
      user_data: { client_ip_address: '198.51.100.7', client_user_agent: UA, fbp: 'fb.1.1700000000000.42' },
    });
    expect(String(metaEvent?.user_data.fbc)).toMatch(/^fb\.1\.\d{13}\.IwAR0abc$/);
    expect(metaEvent).toHaveProperty('event_source_url', expect.stringMatching(/\?fbclid=IwAR0abc&ttclid=/));
    const [tiktok] = received(TT_PIXEL).filter((e) => e.eventId === id);
    expect(tiktok).toMatchObject({ accepted: true, event: 'Contact' });
    expect((tiktok?.body as { data?: { user: unknown }[] } | undefined)?.data?.[0]?.user).toEqual({
      ip: '198.51.100.7',
      user_agent: UA,
      ttclid: 'E.C.P.tt1',
      ttp: 'ttp-cookie',
    });
    const panel = await settings(owner, page, 'fbpx01');
    expect(panel).toMatchObject({ platform: 'facebook', entitled: true });
    expect(panel.targets[0]).toMatchObject({ pixel: FB_PIXEL, tokenSet: true });
    expect(panel.targets[0]?.deliveries[0]).toMatchObject({
      eventId: id,
      event: 'Contact',
      status: 'accepted',
      httpStatus: 200,
    });
  });

  it('sends nothing for page views unless asked, nor for clicks without an event', async () => {
    const owner = await member();
    const page = await pixelPage(owner);
    await setToken(owner, page, 'fbpx01', FB_PIXEL, `sbx_${unique()}`);
    const before = received(FB_PIXEL).length;
    await beacon({ page, type: 'view', id: eventId() });
    await beacon({ page, type: 'click', id: eventId(), module: 'x', link: 'https://wa.me' });
    expect(received(FB_PIXEL)).toHaveLength(before);
    const options = await post('/client/conversions/options', owner.token, {
      page,
      module: 'fbpx01',
      pixel: FB_PIXEL,
      test_event_code: 'TEST4242',
      page_views: true,
    });
    expect(options.body.code, options.body.msg).toBe(1);
    const view = eventId();
    await beacon({ page, type: 'view', id: view });
    expect(received(FB_PIXEL).find((e) => e.eventId === view)).toMatchObject({
      event: 'PageView',
      accepted: true,
      testEventCode: 'TEST4242',
    });
  });

  it('sends a tracked click to Snapchat (CAPI v3) and Reddit (CAPI v3) with ScCid, rdt_cid and their cookies', async () => {
    const owner = await member();
    const page = await pixelPage(owner, [
      { id: 'scpx01', type: 'snapchat-pixel', version: 1, props: { pixelId: SNAP_PIXEL } },
      { id: 'rdpx01', type: 'reddit-pixel', version: 1, props: { advertiserId: REDDIT_PIXEL } },
    ]);
    expect((await setToken(owner, page, 'scpx01', SNAP_PIXEL, `sbx_snap_${unique()}`)).body.code).toBe(1);
    expect((await setToken(owner, page, 'rdpx01', REDDIT_PIXEL, `sbx_reddit_${unique()}`)).body.code).toBe(1);
    const options = await post('/client/conversions/options', owner.token, {
      page,
      module: 'rdpx01',
      pixel: REDDIT_PIXEL,
      test_event_code: 't2_eventtest',
      page_views: false,
    });
    expect(options.body.code, options.body.msg).toBe(1);
    const id = eventId();
    const uuid = '1700000000000.b8f7eb7d-b357-437b-8bd3-e1c8166c7132';
    await beacon(
      {
        page,
        type: 'click',
        id,
        query: '?ScCid=sc-click-1&rdt_cid=3184742045291813272',
        module: 'chat',
        link: 'https://wa.me',
        event: 'Contact',
      },
      `_scid=scid-cookie; _rdt_uuid=${uuid}`,
    );
    const [snap] = received(SNAP_PIXEL).filter((e) => e.eventId === id);
    expect(snap).toMatchObject({ accepted: true, status: 200, event: 'CUSTOM_EVENT_1' });
    expect((snap?.body as { data?: unknown[] } | undefined)?.data?.[0]).toMatchObject({
      event_id: id,
      action_source: 'WEB',
      user_data: { client_ip_address: '198.51.100.7', sc_click_id: 'sc-click-1', sc_cookie1: 'scid-cookie' },
    });
    const [reddit] = received(REDDIT_PIXEL).filter((e) => e.eventId === id);
    expect(reddit).toMatchObject({
      accepted: true,
      status: 200,
      event: 'LEAD',
      testEventCode: 't2_eventtest',
    });
    const sent = (reddit?.body as { data?: { events?: Record<string, unknown>[] } } | undefined)?.data
      ?.events?.[0];
    expect(sent).toMatchObject({
      action_source: 'WEBSITE',
      type: { tracking_type: 'LEAD' },
      click_id: '3184742045291813272',
      metadata: { conversion_id: id },
      user: { user_agent: UA, uuid },
    });
    expect(sent?.event_at).toBeTypeOf('number');
    expect(String(sent?.event_at)).toMatch(/^\d{13}$/);
    expect((sent?.user as { ip_address?: string } | undefined)?.ip_address).toMatch(/^[0-9a-f]{64}$/);
    for (const [module, pixel, event] of [
      ['scpx01', SNAP_PIXEL, 'CUSTOM_EVENT_1'],
      ['rdpx01', REDDIT_PIXEL, 'LEAD'],
    ] as const) {
      expect((await settings(owner, page, module)).targets[0]).toMatchObject({ pixel, tokenSet: true });
      expect((await settings(owner, page, module)).targets[0]?.deliveries[0]).toMatchObject({
        eventId: id,
        event,
        status: 'accepted',
        httpStatus: 200,
      });
    }
  });

  it('each adapter’s request passes its sandbox; the sandbox’s refusals read back as the platform’s message', async () => {
    const pixels: Record<string, string> = {
      facebook: FB_PIXEL,
      tiktok: TT_PIXEL,
      snapchat: SNAP_PIXEL,
      reddit: REDDIT_PIXEL,
    };
    const base: ServerEvent = {
      id: eventId(),
      kind: { type: 'standard', event: 'Contact' },
      atMs: Date.now(),
      url: 'https://pages.example/x?a=1',
      ip: '198.51.100.7',
      userAgent: UA,
    };
    const send = async (adapter: ConversionsAdapter, event: ServerEvent, token: string) => {
      const request = await adapter.request(
        event,
        { pixelId: pixels[adapter.platform] ?? '', token, testEventCode: '' },
        platformOrigin(adapter.platform),
      );
      const response = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
      });
      return adapter.answer(response.status, await response.text());
    };
    const outcomes: Record<string, unknown> = {};
    for (const { adapter } of Object.values(CONVERSIONS_REGISTRY)) {
      const tooOld = { ...base, id: eventId(), atMs: Date.now() - adapter.maxAgeMs - 86_400_000 };
      outcomes[adapter.platform] = {
        fresh: await send(adapter, { ...base, id: eventId() }, `sbx_${unique()}`),
        old: await send(adapter, tooOld, `sbx_${unique()}`),
        wrongToken: await send(adapter, { ...base, id: eventId() }, `wrong_${unique()}`),
      };
    }
    expect(outcomes).toEqual({
      facebook: {
        fresh: { ok: true },
        old: {
          ok: false,
          retry: false,
          message:
            "Invalid parameter: The parameter $['data'][0]['event_time'] is too far in the past (more than 7 days).",
        },
        wrongToken: {
          ok: false,
          retry: false,
          message: 'Invalid OAuth access token - Cannot parse access token',
        },
      },
      tiktok: {
        fresh: { ok: true },
        old: { ok: false, retry: false, message: '40002: data.event_time: more than 28 days ago' },
        wrongToken: {
          ok: false,
          retry: false,
          message: '40105: Access token is incorrect or has been revoked.',
        },
      },
      snapchat: {
        fresh: { ok: true },
        old: { ok: false, retry: false, message: 'event_time is older than 37 days' },
        wrongToken: { ok: false, retry: false, message: 'Invalid access token for this asset' },
      },
      reddit: {
        fresh: { ok: true },
        old: {
          ok: false,
          retry: false,
          message:
            'There were 1 invalid conversion events. None were processed. event_at timestamp must be less than 168h0m0s old',
        },
        wrongToken: {
          ok: false,
          retry: false,
          message:
            'This server could not verify that you are authorized to access the document you requested.',
        },
      },
    });
  });

  it('a platform answering 500 then 200 receives the event once, and a redelivered job sends nothing', async () => {
    const owner = await member();
    const page = await pixelPage(owner);
    await setToken(owner, page, 'fbpx01', FB_PIXEL, `sbx_${unique()}`);
    await fetch(`${stack.baseUrl}/sandbox/conversions/fail`, {
      method: 'POST',
      body: JSON.stringify({ platform: 'facebook', status: 500, times: 1 }),
    });
    const id = eventId();
    await beacon({ page, type: 'click', id, module: 'm', link: 'tel:', event: 'Lead' });
    const requests = received(FB_PIXEL).filter((e) => e.eventId === id);
    expect(requests.map((e) => [e.status, e.accepted])).toEqual([
      [200, true],
      [500, false],
    ]);
    const history = (await settings(owner, page, 'fbpx01')).targets[0]?.deliveries ?? [];
    expect(history.map((d) => [d.status, d.attempt, d.httpStatus])).toEqual([
      ['accepted', 2, 200],
      ['retrying', 1, 500],
    ]);
    // The queue delivers the first job again (SQS may): nothing is sent twice.
    const job = metaClickJob(owner, page, id);
    await deliverJob(job, { queue: localConversionsQueue(), now: Date.now, fetch });
    await localConversionsQueue().drain();
    expect(received(FB_PIXEL).filter((e) => e.eventId === id)).toHaveLength(2);
  });

  it('drops an event older than the platform accepts, with the reason recorded', async () => {
    const owner = await member();
    const page = await pixelPage(owner);
    await setToken(owner, page, 'fbpx01', FB_PIXEL, `sbx_${unique()}`);
    const id = eventId();
    const eightDaysAgo = Date.now() - 8 * 86_400_000;
    await deliverJob(
      metaClickJob(owner, page, id, { kind: { type: 'click', event: 'Contact' }, atMs: eightDaysAgo }),
      { queue: localConversionsQueue(), now: Date.now, fetch },
    );
    expect(received(FB_PIXEL).filter((e) => e.eventId === id)).toEqual([]);
    expect((await settings(owner, page, 'fbpx01')).targets[0]?.deliveries[0]).toMatchObject({
      eventId: id,
      status: 'dropped',
      message: 'Older than the 7 days the platform accepts',
    });
  });

  it('a wrong token is refused by the platform once, with its message, and not retried', async () => {
    const owner = await member();
    const page = await pixelPage(owner);
    await setToken(owner, page, 'fbpx01', FB_PIXEL, `wrong_${unique()}`);
    const id = eventId();
    await beacon({ page, type: 'click', id, module: 'm', link: 'tel:', event: 'Contact' });
    expect(received(FB_PIXEL).filter((e) => e.eventId === id)).toHaveLength(1);
    expect((await settings(owner, page, 'fbpx01')).targets[0]?.deliveries[0]).toMatchObject({
      status: 'failed',
      httpStatus: 400,
      message: 'Invalid OAuth access token - Cannot parse access token',
    });
  });

  it('stores tokens sealed and never answers one; removing one leaves it not set', async () => {
    const owner = await member();
    const page = await pixelPage(owner);
    const token = `sbx_sealed_${unique()}`;
    const set = await setToken(owner, page, 'fbpx01', FB_PIXEL, token);
    expect(JSON.stringify(set.body)).not.toContain(token);
    const item = await documentClient().send(
      new GetCommand({
        TableName: env().TABLE_NAME,
        Key: keys.conversionSettings(owner.id, page, 'fbpx01', FB_PIXEL),
      }),
    );
    expect(String(item.Item?.token)).toMatch(/^v1\./);
    expect(JSON.stringify(item.Item)).not.toContain(token);
    const removed = await setToken(owner, page, 'fbpx01', FB_PIXEL, null);
    expect(conversionSettingsDataSchema.parse(removed.body.data).targets[0]).toMatchObject({
      tokenSet: false,
    });
  });

  it('refuses a token without the Business plan (plan_required), and a malformed one with a sentence', async () => {
    const owner = await member('pro');
    const page = await pixelPage(owner);
    const refused = await setToken(owner, page, 'fbpx01', FB_PIXEL, `sbx_${unique()}`);
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'Server-side conversion events need the Business plan: buy Business to publish this page with them.',
      data: { reason: 'plan_required', entitlement: 'serverConversions', plan: 'business' },
    });
    const business = await member();
    const page2 = await pixelPage(business);
    const bad = await setToken(business, page2, 'fbpx01', FB_PIXEL, 'has spaces in it');
    expect(bad.body.code).toBe(0);
    expect(bad.body.msg).toContain('access token');
    const zh = await post(
      '/client/conversions/token',
      business.token,
      { page: page2, module: 'fbpx01', pixel: FB_PIXEL, token: 'x' },
      'zh-cn',
    );
    expect(zh.body.msg).toContain('访问令牌');
    const unknownPixel = await setToken(business, page2, 'fbpx01', '999999999999999', `sbx_${unique()}`);
    expect(unknownPixel.body).toMatchObject({ code: 0 });
  });

  it('a member cannot read or change another member’s settings and diagnostics', async () => {
    const owner = await member();
    const page = await pixelPage(owner);
    await setToken(owner, page, 'fbpx01', FB_PIXEL, `sbx_${unique()}`);
    const other = await member();
    const read = await get('/client/conversions/settings', other.token, `page=${page}&module=fbpx01`);
    expect(read.body).toMatchObject({ code: 0, msg: 'The page does not exist or has been deleted' });
    const removal = await setToken(other, page, 'fbpx01', FB_PIXEL, null);
    expect(removal.body.code).toBe(0);
    expect((await settings(owner, page, 'fbpx01')).targets[0]).toMatchObject({ tokenSet: true });
    const stored = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': memberPartition(other.id), ':sk': 'CONV' },
      }),
    );
    expect(stored.Items ?? []).toEqual([]);
  });

  it('deleting the page deletes its tokens and delivery histories', async () => {
    const owner = await member();
    const page = await pixelPage(owner);
    await setToken(owner, page, 'fbpx01', FB_PIXEL, `sbx_${unique()}`);
    await beacon({ page, type: 'click', id: eventId(), module: 'm', link: 'tel:', event: 'Contact' });
    const items = async () =>
      (
        await documentClient().send(
          new QueryCommand({
            TableName: env().TABLE_NAME,
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
            ExpressionAttributeValues: { ':pk': memberPartition(owner.id), ':sk': 'CONV' },
          }),
        )
      ).Items ?? [];
    expect((await items()).map((item) => String(item.sk).split('#')[0]).sort()).toEqual(['CONV', 'CONVLOG']);
    expect((await post('/client/page/del', owner.token, { id: page })).body.code).toBe(1);
    expect(await items()).toEqual([]);
  });

  it('as the delivery Lambda (an SQS batch): delivers a job, drops an unreadable one, sends a waiting one back with its delay, reports one it could not', async () => {
    const owner = await member();
    const page = await pixelPage(owner);
    await setToken(owner, page, 'fbpx01', FB_PIXEL, `sbx_${unique()}`);
    const job = (id: string, notBeforeMs: number) =>
      metaClickJob(owner, page, id, {
        url: 'http://localhost/x?fbclid=IwAR9',
        clicks: { fbclid: 'IwAR9' },
        attempt: 2,
        notBeforeMs,
      });
    const now = job(eventId(), 0);
    const waiting = job(eventId(), Date.now() + 120_000);
    const unsendable = job(eventId(), Date.now() + 120_000);
    // SQS takes the waiting job (its answer carries the body's MD5, which the SDK checks), then
    // refuses the next one for good.
    sqs.answers.push(
      {
        status: 200,
        body: JSON.stringify({
          MessageId: 'm-sent-back',
          MD5OfMessageBody: createHash('md5').update(JSON.stringify(waiting)).digest('hex'),
        }),
      },
      {
        status: 400,
        headers: { 'x-amzn-query-error': 'AWS.SimpleQueueService.NonExistentQueue;Sender' },
        body: '{"__type":"com.amazonaws.sqs#QueueDoesNotExist","message":"The specified queue does not exist."}',
      },
    );
    const queueUrl = `${sqs.endpoint}/123456789012/conversions`;
    const message = (messageId: string, body: string) =>
      ({ messageId, receiptHandle: `r-${messageId}`, body }) as SQSRecord;
    const outcome = await handleSqsEvent(
      {
        Records: [
          message('m-now', JSON.stringify(now)),
          message('m-garbled', '{"v":1,"id":'),
          message('m-waiting', JSON.stringify(waiting)),
          message('m-unsendable', JSON.stringify(unsendable)),
        ],
      },
      queueUrl,
    );
    // Only the job that could not go back to the queue is delivered again by SQS.
    expect(outcome).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-unsendable' }] });
    expect(
      received(FB_PIXEL)
        .filter((e) => e.eventId === now.id)
        .map((e) => e.accepted),
    ).toEqual([true]);
    expect(received(FB_PIXEL).filter((e) => e.eventId === waiting.id || e.eventId === unsendable.id)).toEqual(
      [],
    );
    const history = (await settings(owner, page, 'fbpx01')).targets[0]?.deliveries ?? [];
    expect(history.filter((d) => d.eventId === now.id).map((d) => [d.status, d.attempt])).toEqual([
      ['accepted', 2],
    ]);
    // The waiting job went back as SQS's SendMessage, signed, with its delay (2 minutes).
    const sent = sqs.seen.filter((request) => request.headers['x-amz-target'] === 'AmazonSQS.SendMessage');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/[a-z0-9-]+\/sqs\/aws4_request/,
    );
    const first = JSON.parse(sent[0]?.body ?? '{}') as {
      QueueUrl: string;
      MessageBody: string;
      DelaySeconds: number;
    };
    expect(first.QueueUrl).toBe(queueUrl);
    expect(conversionJobSchema.parse(JSON.parse(first.MessageBody))).toEqual(waiting);
    expect(first.DelaySeconds).toBeGreaterThan(100);
    expect(first.DelaySeconds).toBeLessThanOrEqual(120);
  });

  it('no token appears in any answer or any log line of this file', () => {
    const tokens = /(?:sbx|wrong)_[a-z0-9_]+/g;
    expect(answers.join('\n').match(tokens)).toBeNull();
    expect(logged.join('').match(tokens)).toBeNull();
    expect(logged.length).toBeGreaterThan(0);
  });
});
