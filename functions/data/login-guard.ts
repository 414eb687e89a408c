import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { FailureCounter } from '#functions/accounts/login-policy.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Failed-login counters: one item per account identifier and per client address
 * (pk LOGINGUARD#{ACCOUNT|CLIENT}#{value}, sk GUARD). Counting is a conditional atomic update;
 * a counter whose window passed is started again (expiry checked in code: dynalite has no TTL).
 */
export type GuardKind = 'ACCOUNT' | 'CLIENT';

const counterSchema = z.object({
  failures: z.number().int(),
  windowStart: z.number().int(),
  lastFailureAt: z.number().int(),
});

const guardKey = (kind: GuardKind, value: string) => ({ pk: `LOGINGUARD#${kind}#${value}`, sk: 'GUARD' });
const table = () => env().TABLE_NAME;

/** Both counters in one round trip. */
export async function readCounters(
  account: string,
  client: string,
): Promise<{ account: FailureCounter | null; client: FailureCounter | null }> {
  const keys = [guardKey('ACCOUNT', account), guardKey('CLIENT', client)];
  const answer = await documentClient().send(
    new BatchGetCommand({ RequestItems: { [table()]: { Keys: keys, ConsistentRead: true } } }),
  );
  const items = answer.Responses?.[table()] ?? [];
  const find = (key: { pk: string }) => {
    const item = items.find((candidate) => candidate.pk === key.pk);
    return item ? counterSchema.parse(item) : null;
  };
  // Unprocessed keys (throttling) read as no failures: the next failure still counts.
  return { account: find(keys[0] as { pk: string }), client: find(keys[1] as { pk: string }) };
}

/** Counts one failure and answers the counter after it. Safe under concurrent failures. */
export async function countFailure(
  kind: GuardKind,
  value: string,
  nowMs: number,
  windowMs: number,
): Promise<FailureCounter> {
  const windowFloor = nowMs - windowMs;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const answer = await documentClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: guardKey(kind, value),
          UpdateExpression: 'SET failures = failures + :one, lastFailureAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND windowStart > :floor',
          ExpressionAttributeValues: { ':one': 1, ':now': nowMs, ':floor': windowFloor },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return counterSchema.parse(answer.Attributes);
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
    // No counter, or its window passed: start a new one, unless another request just did.
    const fresh = { failures: 1, windowStart: nowMs, lastFailureAt: nowMs };
    try {
      await documentClient().send(
        new PutCommand({
          TableName: table(),
          Item: { ...guardKey(kind, value), ...fresh },
          ConditionExpression: 'attribute_not_exists(pk) OR windowStart <= :floor',
          ExpressionAttributeValues: { ':floor': windowFloor },
        }),
      );
      return fresh;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  throw new Error(`Could not count a login failure for ${kind}`);
}

/** Forgets a counter (a successful login resets its account's). */
export async function clearCounter(kind: GuardKind, value: string): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: table(), Key: guardKey(kind, value) }));
}
