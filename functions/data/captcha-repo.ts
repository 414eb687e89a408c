import type { Box } from '#functions/captcha/captcha-image.ts';
import { keys } from '#functions/data/keys.ts';
import {
  conditionally,
  DeleteCommand,
  GetCommand,
  PutCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Click captchas' answers (keys.captcha): the boxes of the characters to click. Expiry is checked
 * in code (dynalite has no TTL); the `ttl` attribute lets DynamoDB's TTL sweep them on AWS.
 */
export type StoredCaptcha = {
  width: number;
  height: number;
  boxes: Box[];
  expiresAt: number;
  /** When its proof of work was accepted (functions/captcha/pow.ts); absent until then. */
  workedAt?: number;
};

const table = () => env().TABLE_NAME;

/** Stores the answer of captcha `id`, replacing any earlier one. */
export async function putCaptcha(id: string, stored: StoredCaptcha, nowMs: number): Promise<void> {
  await tableClient().send(
    new PutCommand({
      TableName: table(),
      Item: { ...keys.captcha(id), ...stored, createdAt: nowMs, ttl: Math.ceil(stored.expiresAt / 1000) },
    }),
  );
}

export async function readCaptcha(id: string): Promise<StoredCaptcha | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: keys.captcha(id), ConsistentRead: true }),
  );
  return (answer.Item as StoredCaptcha | undefined) ?? null;
}

/** Deletes a captcha; true only for the one request that deleted it. */
export async function removeCaptcha(id: string): Promise<boolean> {
  return conditionally(
    tableClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: keys.captcha(id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}

/**
 * Records that captcha `id`'s proof of work was accepted; true only for the one request that did
 * (a replayed solution finds it already worked, or the captcha gone).
 */
export async function markCaptchaWorked(id: string, nowMs: number): Promise<boolean> {
  return conditionally(
    tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.captcha(id),
        UpdateExpression: 'SET workedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(workedAt)',
        ExpressionAttributeValues: { ':now': nowMs },
      }),
    ),
  );
}
