import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Wrong old passwords on "change password", counted per member in fixed 15-minute windows
 * (pk USER#{id}, sk PWFAIL#{window}): after five, changes pause until the window ends, so a
 * stolen session cannot be used to guess the password.
 */
export const PASSWORD_ATTEMPT_WINDOW_MS = 15 * 60_000;
export const PASSWORD_ATTEMPT_LIMIT = 5;

const windowOf = (nowMs: number) => Math.floor(nowMs / PASSWORD_ATTEMPT_WINDOW_MS);
const attemptKey = (userId: string, nowMs: number) => ({
  pk: `USER#${userId}`,
  sk: `PWFAIL#${windowOf(nowMs)}`,
});
const table = () => env().TABLE_NAME;

/** Minutes until changes may resume, or 0 when the member may try now. */
export async function passwordPauseMinutes(userId: string, nowMs: number): Promise<number> {
  const answer = await documentClient().send(
    new GetCommand({ TableName: table(), Key: attemptKey(userId, nowMs), ConsistentRead: true }),
  );
  if (Number(answer.Item?.count ?? 0) < PASSWORD_ATTEMPT_LIMIT) return 0;
  const windowEnd = (windowOf(nowMs) + 1) * PASSWORD_ATTEMPT_WINDOW_MS;
  return Math.max(1, Math.ceil((windowEnd - nowMs) / 60_000));
}

export async function recordWrongPassword(userId: string, nowMs: number): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: attemptKey(userId, nowMs),
      UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':expires': (windowOf(nowMs) + 1) * PASSWORD_ATTEMPT_WINDOW_MS,
      },
    }),
  );
}
