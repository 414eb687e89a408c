import type { SendCounter, StoredCode } from '#functions/codes/code-rules.ts';
import type { ItemKey } from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import {
  ConditionalCheckFailedException,
  conditionally,
  DeleteCommand,
  GetCommand,
  PutCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Verification codes and their send counters (keys.code, keys.codeRate, keys.codeIpRate). The
 * rules that decide a send or a check are pure (functions/codes/code-rules.ts); functions/codes/
 * codes.ts runs them against these items.
 */
const table = () => env().TABLE_NAME;
const DAY_MS = 24 * 3_600_000;

export type StoredCounter = SendCounter & { version: number };

export async function readSendCounter(key: ItemKey): Promise<StoredCounter | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }),
  );
  return (answer.Item as StoredCounter | undefined) ?? null;
}

/** Writes a counter if nobody changed it since `seen` was read; false when someone did. */
export async function writeSendCounter(
  key: ItemKey,
  seen: StoredCounter | null,
  next: SendCounter,
): Promise<boolean> {
  return conditionally(
    tableClient().send(
      new PutCommand({
        TableName: table(),
        // A day's counter is read for that day only: deleted (TTL) two days after its last send.
        Item: {
          ...key,
          ...next,
          version: (seen?.version ?? 0) + 1,
          [TTL_ATTRIBUTE]: ttlSeconds(next.lastSentAt + 2 * DAY_MS),
        },
        ConditionExpression: seen ? 'version = :version' : 'attribute_not_exists(pk)',
        ...(seen ? { ExpressionAttributeValues: { ':version': seen.version } } : {}),
      }),
    ),
  );
}

/** Stores a new code, replacing the previous one of the same target and event. */
export async function putCode(key: ItemKey, stored: StoredCode & { createdAt: number }): Promise<void> {
  // Kept a day past its expiry (a late check still reads as expired, not unknown), then deleted.
  const item = { ...key, ...stored, [TTL_ATTRIBUTE]: ttlSeconds(stored.expiresAt + DAY_MS) };
  await tableClient().send(new PutCommand({ TableName: table(), Item: item }));
}

export async function deleteCode(key: ItemKey): Promise<void> {
  await tableClient().send(new DeleteCommand({ TableName: table(), Key: key }));
}

export async function readCode(key: ItemKey): Promise<StoredCode | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }),
  );
  return (answer.Item as StoredCode | undefined) ?? null;
}

/**
 * Records a check of the code `seen`: a wrong one counts an attempt, a right one with `consume`
 * marks it used. False when the code was used, replaced or locked meanwhile (conditional on the
 * same code still being there, unused and not locked).
 */
export async function recordCodeCheck(
  key: ItemKey,
  seen: StoredCode,
  outcome: { right: false } | { right: true; consume: boolean; nowMs: number },
  maxAttempts: number,
): Promise<boolean> {
  const condition = '#hash = :hash AND #used = :false AND attempts < :max';
  const names = { '#hash': 'hash', '#used': 'used' };
  const values = { ':hash': seen.hash, ':false': false, ':max': maxAttempts };
  try {
    if (!outcome.right) {
      await tableClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: 'SET attempts = attempts + :one',
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':one': 1 },
        }),
      );
    } else if (outcome.consume) {
      await tableClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: key,
          UpdateExpression: 'SET #used = :true, usedAt = :now',
          ConditionExpression: condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: { ...values, ':true': true, ':now': outcome.nowMs },
        }),
      );
    }
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
