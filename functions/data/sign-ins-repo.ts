import * as z from 'zod/mini';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import { keys, OPEN_WORK_PK, openWorkSk } from '#functions/data/keys.ts';
import {
  conditionally,
  GetCommand,
  PutCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Daily sign-in claims (pk USER#{id}, sk SIGNIN#{YYYY-MM-DD}): written with attribute_not_exists,
 * the claim decides the one grant of the day (functions/pay/score.ts); pending ones are open work.
 */
export const signInClaimSchema = onFirstUse(() =>
  z.object({
    userId: z.string(),
    day: z.string(),
    points: z.number().check(z.int()),
    at: z.number().check(z.int()),
    state: z.enum(['pending', 'done']),
  }),
);
export type SignInClaim = z.infer<ReturnType<typeof signInClaimSchema>>;

const table = () => env().TABLE_NAME;

export async function signedInOn(userId: string, day: string): Promise<boolean> {
  const answer = await tableClient().send(
    new GetCommand({
      TableName: table(),
      Key: keys.signIn(userId, day),
      ConsistentRead: true,
      ProjectionExpression: 'pk',
    }),
  );
  return Boolean(answer.Item);
}

export async function readSignInClaim(userId: string, day: string): Promise<SignInClaim | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: keys.signIn(userId, day), ConsistentRead: true }),
  );
  const parsed = signInClaimSchema().safeParse(answer.Item);
  return parsed.success ? parsed.data : null;
}

/** Writes today's claim; false when the day was claimed already. */
export async function putSignInClaim(claim: SignInClaim): Promise<boolean> {
  return conditionally(
    tableClient().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.signIn(claim.userId, claim.day),
          ...claim,
          gsi1pk: OPEN_WORK_PK,
          gsi1sk: openWorkSk(claim.at, 'SIGNIN', claim.userId, claim.day),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

/** Marks a claim granted (no longer open work). */
export async function closeSignInClaim(claim: SignInClaim): Promise<void> {
  await tableClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.signIn(claim.userId, claim.day),
      UpdateExpression: 'SET #state = :done REMOVE gsi1pk, gsi1sk',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':done': 'done' },
    }),
  );
}
