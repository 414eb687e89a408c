import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { applyBatch } from '#functions/pay/money.ts';
import { OPEN_WORK_PK } from '#functions/pay/orders-repo.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Score grants by events. Daily sign-in: a claim item per member and UTC day (pk USER#{id},
 * sk SIGNIN#{YYYY-MM-DD}) written with attribute_not_exists decides the one grant of the day;
 * the points then move through the same money protocol (ref signin-{day}) and the claim closes.
 * (The recharge bonus is part of the recharge's own batch, functions/pay/recharge.ts.)
 */
export const signInClaimSchema = z.object({
  userId: z.string(),
  day: z.string(),
  points: z.number().int(),
  at: z.number().int(),
  state: z.enum(['pending', 'done']),
});
export type SignInClaim = z.infer<typeof signInClaimSchema>;

const table = () => env().TABLE_NAME;
const claimKey = (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `SIGNIN#${day}` });
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export async function signedInOn(userId: string, day: string): Promise<boolean> {
  const answer = await documentClient().send(
    new GetCommand({
      TableName: table(),
      Key: claimKey(userId, day),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return Boolean(answer.Item);
}

/** Credits a claim's points (idempotent) and closes it. */
export async function completeSignIn(claim: SignInClaim): Promise<void> {
  if (claim.state === 'done') return;
  await applyBatch({
    userId: claim.userId,
    at: claim.at,
    moves: [
      {
        kind: 'score',
        amount: claim.points,
        ref: `signin-${claim.day}`,
        memo: { kind: 'sign_in', day: claim.day },
      },
    ],
  });
  await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: claimKey(claim.userId, claim.day),
      UpdateExpression: 'SET #state = :done REMOVE gsi1pk, gsi1sk',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':done': 'done' },
    }),
  );
}

/** Today's sign-in grant: answers the points this call granted (0 when today's were taken). */
export async function signIn(userId: string, points: number, nowMs: number): Promise<number> {
  if (points <= 0) return 0;
  const day = utcDay(nowMs);
  const claim: SignInClaim = { userId, day, points, at: nowMs, state: 'pending' };
  try {
    await documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...claimKey(userId, day),
          ...claim,
          gsi1pk: OPEN_WORK_PK,
          gsi1sk: `${String(nowMs).padStart(13, '0')}#SIGNIN#${userId}#${day}`,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Someone (another tab) claimed today first; make sure their grant is finished, grant nothing.
    const answer = await documentClient().send(
      new GetCommand({ TableName: table(), Key: claimKey(userId, day), ConsistentRead: true }),
    );
    const existing = signInClaimSchema.safeParse(answer.Item);
    if (existing.success) await completeSignIn(existing.data);
    return 0;
  }
  await completeSignIn(claim);
  return points;
}
