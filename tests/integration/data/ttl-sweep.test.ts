import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '#functions/data/dynamo-client.ts';
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
