import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { insightsDataSchema, insightsSummaryDataSchema } from '#core/contracts/insights.ts';
import { pageRowDataSchema } from '#core/contracts/page.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { addToCounter, readCounterStates } from '#functions/data/insights-repo.ts';
import { pageKey } from '#functions/data/pages-repo.ts';
import { type AggregatorStore, applyBatch } from '#functions/insights/aggregate.ts';
import { handleKinesisEvent } from '#functions/insights/kinesis-queue.ts';
import { localInsightsQueue } from '#functions/insights/queue.ts';
import type { InsightBatch, InsightRecord } from '#functions/insights/record.ts';
import { startAggregatorThread } from '#functions/local/aggregator.ts';
import { env } from '#functions/platform/env.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';

// Beacons here come from many visitors: their addresses arrive as CloudFront would send them.
process.env.TRUST_VIEWER_ADDRESS_HEADER = 'true';
const stack = setupApiStack();

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function member() {
  const id = `ins-${unique()}`;
  await putMember({ id, username: `i${unique()}`.slice(0, 15), plan: 'business' });
  return { id, token: tokenFor(id) };
}

/** A page of the member, marked live as the publisher does (the counters need a published page). */
async function publishedPage(owner: { id: string; token: string }, live = true) {
  const { body } = await stack.call('/client/page/add', {
    method: 'POST',
    token: owner.token,
    body: { name: 'Sale', route: '/' },
  });
  const { page } = pageRowDataSchema.parse(body.data);
  if (live)
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: pageKey(owner.id, page.id),
        UpdateExpression: 'SET publishedVersion = :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  return page.id;
}

/** Posts a beacon as a browser's sendBeacon does (text/plain), from `address`. */
async function beacon(
  body: unknown,
  options: { address?: string; ua?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${stack.baseUrl}/client/insights/collect`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': options.ua ?? PHONE_UA,
      'cloudfront-viewer-address': `${options.address ?? '198.51.100.7'}:443`,
      'think-lang': 'en',
      ...options.headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { code: number; msg: string }) : null };
}

async function insightsOf(token: string, id: string, range = 'today') {
  await localInsightsQueue().drain();
  const { body } = await stack.call('/client/insights/page', { token, query: `id=${id}&range=${range}` });
  if (body.code !== 1) throw new Error(body.msg);
  return insightsDataSchema.parse(body.data);
}

/** A visitor hash as collect makes them (16 random bytes, base64url). */
const visitorHash = () => randomBytes(16).toString('base64url');

const eventId = () => `e${unique()}${Math.random().toString(36).slice(2, 10)}`;

describe('insights: beacon to counters', () => {
  it('counts a visit from an ad with its campaign, platform, device and a WhatsApp tap', async () => {
    const owner = await member();
    const page = await publishedPage(owner);
    const landing = { query: '?utm_source=Facebook&utm_campaign=spring-sale&fbclid=IwAR1&other=x' };
    expect(
      (await beacon({ page, type: 'view', id: eventId(), ...landing }, { address: '198.51.100.1' })).status,
    ).toBe(204);
    expect(
      (
        await beacon(
          {
            page,
            type: 'click',
            id: eventId(),
            module: 'chat1',
            link: 'https://wa.me',
            event: 'Contact',
            ...landing,
          },
          { address: '198.51.100.1', headers: { 'cloudfront-viewer-country': 'hk' } },
        )
      ).status,
    ).toBe(204);
    const today = await insightsOf(owner.token, page);
    expect(today.totals).toEqual({ views: 1, visitors: 1, clicks: 1, chats: 1, contacts: 1 });
    expect(today.channels).toEqual([{ key: 'whatsapp', count: 1 }]);
    expect(today.modules).toEqual([{ key: 'chat1', count: 1 }]);
    expect(today.campaigns).toEqual([{ key: 'spring-sale', count: 1 }]);
    expect(today.platforms).toEqual([{ key: 'facebook', count: 1 }]);
    expect(today.sources).toEqual([{ key: 'facebook', count: 1 }]);
    expect(today.devices).toEqual([{ key: 'mobile', count: 1 }]);
    expect(today.series.reduce((sum, point) => sum + point.views, 0)).toBe(1);
    const week = await insightsOf(owner.token, page, '7d');
    expect(week.series).toHaveLength(7);
    expect(week.totals.views).toBe(1);
    const { body } = await stack.call('/client/insights/summary', { token: owner.token });
    expect(insightsSummaryDataSchema.parse(body.data).pages).toEqual([
      { id: page, views: 1, visitors: 1, chats: 1, contacts: 1 },
    ]);
  });

  it('counts a second visitor apart and the same visitor once', async () => {
    const owner = await member();
    const page = await publishedPage(owner);
    for (const address of ['203.0.113.1', '203.0.113.1', '203.0.113.2'])
      await beacon({ page, type: 'view', id: eventId() }, { address });
    const today = await insightsOf(owner.token, page);
    expect(today.totals).toMatchObject({ views: 3, visitors: 2, clicks: 0, contacts: 0 });
    expect(today.sources).toEqual([{ key: '(direct)', count: 3 }]);
  });

  it('counts no bot, no prefetch and no request without a user agent', async () => {
    const owner = await member();
    const page = await publishedPage(owner);
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await beacon({ page, type: 'view', id: eventId() }, { ua: bot })).status).toBe(204);
    expect(
      (await beacon({ page, type: 'view', id: eventId() }, { headers: { 'sec-purpose': 'prefetch' } }))
        .status,
    ).toBe(204);
    expect(
      (await beacon({ page, type: 'view', id: eventId() }, { headers: { purpose: 'prefetch' } })).status,
    ).toBe(204);
    // No browser at all (bowser refuses an empty user agent: this once answered 500).
    expect((await beacon({ page, type: 'view', id: eventId() }, { ua: '' })).status).toBe(204);
    expect((await insightsOf(owner.token, page)).totals.views).toBe(0);
  });

  it('refuses an unknown or unpublished page, a malformed or oversized beacon, and a field naming an owner', async () => {
    const owner = await member();
    const draft = await publishedPage(owner, false);
    const live = await publishedPage(owner);
    const unknown = await beacon({ page: 'Zz9Zz9Zz9Z', type: 'view', id: eventId() });
    expect(unknown.status).toBe(400);
    expect(unknown.body?.msg).toBe('The "page" is not a published page');
    expect((await beacon({ page: draft, type: 'view', id: eventId() })).status).toBe(400);
    const bad = await beacon({ page: live, type: 'jump', id: eventId() });
    expect(bad.body?.code).toBe(0);
    expect(bad.body?.msg).toContain('type');
    expect(
      (await beacon({ page: live, type: 'view', id: eventId(), owner: 'someone-else' })).body?.code,
    ).toBe(0);
    expect((await beacon('{not json')).body?.code).toBe(0);
    const big = await beacon({ page: live, type: 'view', id: eventId(), ref: 'x'.repeat(3000) });
    expect(big.body?.code).toBe(0);
    expect((await insightsOf(owner.token, live)).totals.views).toBe(0);
    expect((await insightsOf(owner.token, draft)).totals.views).toBe(0);
  });

  it("never shows a member another member's page", async () => {
    const owner = await member();
    const other = await member();
    const page = await publishedPage(owner);
    const { body } = await stack.call('/client/insights/page', { token: other.token, query: `id=${page}` });
    expect(body.code).toBe(0);
    expect(body.data).toBeNull();
  });

  it('answers the rate limit cleanly, in the request language', async () => {
    const owner = await member();
    const page = await publishedPage(owner);
    const answers = [];
    for (let i = 0; i < env().INSIGHTS_PER_MINUTE + 2; i++)
      answers.push(await beacon({ page, type: 'view', id: eventId() }, { address: '192.0.2.99' }));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(limited[0]?.body?.msg).toBe('Too many events from this network address: try again in a minute');
    expect(answers.some((answer) => answer.status >= 500)).toBe(false);
    // Another address is not held back.
    expect((await beacon({ page, type: 'view', id: eventId() }, { address: '192.0.2.100' })).status).toBe(
      204,
    );
  });
});

describe('insights: the aggregator', () => {
  const record = (page: string, owner: string, overrides: Partial<InsightRecord> = {}): InsightRecord => {
    const now = Date.now();
    return {
      v: 1,
      id: eventId(),
      page,
      owner,
      type: 'view',
      atMs: now,
      day: new Date(now).toISOString().slice(0, 10),
      hour: new Date(now).toISOString().slice(0, 13),
      visitor: visitorHash(),
      source: '(direct)',
      device: 'mobile',
      ...overrides,
    };
  };

  it('does not count a redelivered batch twice, nor a batch grown by newer records', async () => {
    const owner = await member();
    const page = await publishedPage(owner);
    const shard = `shard-${unique()}`;
    const batch: InsightBatch = {
      shard,
      records: [
        { seq: '1001', record: record(page, owner.id) },
        { seq: '1002', record: record(page, owner.id, { type: 'click', channel: 'telegram', module: 'm1' }) },
      ],
    };
    expect(await applyBatch(batch)).toEqual({ failedFrom: null });
    expect(await applyBatch(batch)).toEqual({ failedFrom: null });
    const grown = { shard, records: [...batch.records, { seq: '1003', record: record(page, owner.id) }] };
    expect(await applyBatch(grown)).toEqual({ failedFrom: null });
    const today = await insightsOf(owner.token, page);
    expect(today.totals).toEqual({ views: 2, visitors: 3, clicks: 1, chats: 1, contacts: 1 });
  });

  it('after a partial failure, delivering again from the failed record counts each event once', async () => {
    const owner = await member();
    const page = await publishedPage(owner);
    const visitor = visitorHash();
    const shard = `shard-${unique()}`;
    const batch: InsightBatch = {
      shard,
      records: [
        { seq: '5', record: record(page, owner.id, { visitor }) },
        { seq: '6', record: record(page, owner.id, { visitor, type: 'click', channel: 'whatsapp' }) },
      ],
    };
    let failHourOnce = true;
    const flaky: AggregatorStore = {
      readCounterStates,
      async addToCounter(key, increments, sketches, write, expiresMs) {
        if (key.sk.startsWith('H#') && failHourOnce) {
          failHourOnce = false;
          throw new Error('throttled');
        }
        return addToCounter(key, increments, sketches, write, expiresMs);
      },
    };
    const first = await applyBatch(batch, flaky);
    expect(first.failedFrom).toBe('5');
    expect(await applyBatch(batch, flaky)).toEqual({ failedFrom: null });
    const today = await insightsOf(owner.token, page);
    expect(today.totals).toEqual({ views: 1, visitors: 1, clicks: 1, chats: 1, contacts: 1 });
    expect(today.series.reduce((sum, point) => sum + point.views + point.clicks, 0)).toBe(2);
    // Hours count visits and clicks; unique visitors are per day.
    expect(today.series.every((point) => point.visitors === 0)).toBe(true);
  });

  it("as the aggregator Lambda (a Kinesis event): counts a shard's records once, skips an unreadable one, and a redelivered event changes nothing", async () => {
    const owner = await member();
    const page = await publishedPage(owner);
    const shard = `shardId-${unique()}`;
    // Sequence numbers as Kinesis writes them: 56 digits, rising within the shard.
    const base = 49590338271490256608559692538361571095921575989136588800n;
    const entry = (n: number, data: string) => ({
      awsRegion: 'us-east-1',
      eventID: `${shard}:${base + BigInt(n)}`,
      eventName: 'aws:kinesis:record',
      eventSource: 'aws:kinesis',
      eventSourceARN: 'arn:aws:kinesis:us-east-1:123456789012:stream/insights',
      eventVersion: '1.0',
      invokeIdentityArn: 'arn:aws:iam::123456789012:role/aggregator',
      kinesis: {
        approximateArrivalTimestamp: Date.now() / 1000,
        data: Buffer.from(data).toString('base64'),
        kinesisSchemaVersion: '1.0',
        partitionKey: page,
        sequenceNumber: String(base + BigInt(n)),
      },
    });
    const visitor = visitorHash();
    const event = {
      Records: [
        entry(1, JSON.stringify(record(page, owner.id, { visitor }))),
        entry(2, '{"not": "an insights record"'),
        entry(3, JSON.stringify(record(page, owner.id, { visitor, type: 'click', channel: 'whatsapp' }))),
      ],
    };
    expect(await handleKinesisEvent(event)).toEqual({ batchItemFailures: [] });
    expect(await handleKinesisEvent(event)).toEqual({ batchItemFailures: [] });
    const today = await insightsOf(owner.token, page);
    expect(today.totals).toEqual({ views: 1, visitors: 1, clicks: 1, chats: 1, contacts: 1 });
  });

  it("in the local server's own thread: counts a batch, and one cut off by the thread's end is delivered again and counted once", async () => {
    const owner = await member();
    const page = await publishedPage(owner);
    const thread = startAggregatorThread();
    try {
      const first: InsightBatch = {
        shard: `shard-${unique()}`,
        records: [{ seq: '1', record: record(page, owner.id) }],
      };
      expect(await thread.consume(first)).toEqual({ failedFrom: null });
      expect((await insightsOf(owner.token, page)).totals.views).toBe(1);

      // The thread ends while the batch is out: the queue hears a failure, never a late success.
      const cut: InsightBatch = {
        shard: `shard-${unique()}`,
        records: [
          { seq: '7', record: record(page, owner.id, { type: 'click', channel: 'line', module: 'm2' }) },
        ],
      };
      const outcome = thread.consume(cut);
      await thread.stop();
      await expect(outcome).rejects.toThrow(/aggregator's thread stopped/);
      // Delivered again, as the queue does: a new thread applies it, and it counts once at most.
      expect(await thread.consume(cut)).toEqual({ failedFrom: null });
      const today = await insightsOf(owner.token, page);
      expect(today.totals).toMatchObject({ views: 1, clicks: 1, chats: 1 });
    } finally {
      await thread.stop();
    }
  });
});
