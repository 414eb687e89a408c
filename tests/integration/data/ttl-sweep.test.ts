import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { countFailure } from '#functions/data/attempts-repo.ts';
import { issueBindTicket } from '#functions/data/bind-tickets-repo.ts';
import { putCode, writeSendCounter } from '#functions/data/codes-repo.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { keys } from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import { sweepExpired } from '#functions/data/ttl-sweep.ts';
import { env } from '#functions/platform/env.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';

setupApiStack();

const get = async (sk: string) =>
  (await documentClient().send(new GetCommand({ TableName: env().TABLE_NAME, Key: { pk: 'TTLTEST', sk } })))
    .Item;

describe('the local TTL sweep (DynamoDB TTL on AWS)', () => {
  it('deletes items whose ttl has passed, and only those', async () => {
    const now = Date.now();
    const put = (sk: string, ttl?: number) =>
      documentClient().send(
        new PutCommand({
          TableName: env().TABLE_NAME,
          Item: { pk: 'TTLTEST', sk, ...(ttl === undefined ? {} : { [TTL_ATTRIBUTE]: ttl }) },
        }),
      );
    // More than one batch of 25 expired items.
    for (let i = 0; i < 30; i++) await put(`gone-${i}`, ttlSeconds(now - 1_000));
    await put('kept-future', ttlSeconds(now + 60_000));
    await put('kept-forever');
    expect(await sweepExpired(now)).toBeGreaterThanOrEqual(30);
    expect(await get('gone-0')).toBeUndefined();
    expect(await get('gone-29')).toBeUndefined();
    expect(await get('kept-future')).toBeDefined();
    expect(await get('kept-forever')).toBeDefined();
  });
});

describe('what expires carries its TTL', () => {
  it('codes, send counters, bind tickets and failure counters are written with a ttl after their expiry', async () => {
    const now = Date.now();
    const raw = async (key: { pk: string; sk: string }) =>
      (await documentClient().send(new GetCommand({ TableName: env().TABLE_NAME, Key: key }))).Item;
    const codeKey = keys.code('email', 'ttl@example.com', 'register');
    await putCode(codeKey, { hash: 'h', expiresAt: now + 600_000, attempts: 0, used: false, createdAt: now });
    const rateKey = keys.codeRate('email', 'ttl@example.com');
    await writeSendCounter(rateKey, null, { day: '2026-11-25', count: 1, lastSentAt: now });
    const ticket = await issueBindTicket('ttl-member', 'email', '', now);
    const failures = keys.payPasswordFailures('ttl-member');
    await countFailure(failures, now, 15 * 60_000);
    for (const key of [codeKey, rateKey, keys.bindTicket('ttl-member', ticket), failures]) {
      const item = await raw(key);
      expect(item?.[TTL_ATTRIBUTE], JSON.stringify(key)).toBeGreaterThan(ttlSeconds(now));
    }
  });
});
