import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PayFailure } from '#core/contracts/pay.ts';
import { verifyPassword } from '#functions/accounts/passwords.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import type { Member } from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';

/**
 * The pay password: hashed with scrypt like the login password (functions/accounts/passwords.ts).
 * Wrong ones are counted per member in fixed 15-minute windows (pk USER#{id}, sk PAYPWFAIL#{window});
 * after five, spending and pay settings pause until the window ends.
 */
export const PAY_PASSWORD_WINDOW_MS = 15 * 60_000;
export const PAY_PASSWORD_LIMIT = 5;

const windowOf = (nowMs: number) => Math.floor(nowMs / PAY_PASSWORD_WINDOW_MS);
const attemptKey = (userId: string, nowMs: number) => ({
  pk: `USER#${userId}`,
  sk: `PAYPWFAIL#${windowOf(nowMs)}`,
});
const table = () => env().TABLE_NAME;

/** Minutes until the member may try again, or 0. */
export async function payPasswordPauseMinutes(userId: string, nowMs: number): Promise<number> {
  const answer = await documentClient().send(
    new GetCommand({ TableName: table(), Key: attemptKey(userId, nowMs), ConsistentRead: true }),
  );
  if (Number(answer.Item?.count ?? 0) < PAY_PASSWORD_LIMIT) return 0;
  const windowEnd = (windowOf(nowMs) + 1) * PAY_PASSWORD_WINDOW_MS;
  return Math.max(1, Math.ceil((windowEnd - nowMs) / 60_000));
}

async function recordWrongPayPassword(userId: string, nowMs: number): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: attemptKey(userId, nowMs),
      UpdateExpression: 'ADD #count :one SET expiresAt = :expires',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': 1, ':expires': (windowOf(nowMs) + 1) * PAY_PASSWORD_WINDOW_MS },
    }),
  );
}

const failure = (reason: PayFailure['reason']): { data: PayFailure } => ({ data: { reason } });

/**
 * Checks the pay password of a spend or a settings change; throws the matching AppError.
 * `allowQuickPay`: spending skips the check when the member turned quick pay on.
 */
export async function checkPayPassword(
  member: Member,
  typed: string,
  nowMs: number,
  options: { allowQuickPay: boolean },
): Promise<void> {
  if (!member.payPasswordHash) throw new AppError('PayPasswordNotSet', failure('pay_password_not_set'));
  if (options.allowQuickPay && member.quickPay) return;
  if (!typed) throw new AppError('PayPasswordRequired', failure('pay_password_required'));
  const pause = await payPasswordPauseMinutes(member.id, nowMs);
  if (pause > 0) throw new AppError('PayPasswordAttempts', { values: { minutes: pause } });
  if (!(await verifyPassword(typed, member.payPasswordHash))) {
    await recordWrongPayPassword(member.id, nowMs);
    throw new AppError('PayPasswordWrong', failure('pay_password_required'));
  }
}

/** Counts a wrong identity proof when setting the pay password (same window as spending). */
export const recordWrongPayIdentity = recordWrongPayPassword;
