import * as z from 'zod/mini';
import { PAID_PLAN_IDS } from '#core/plans.ts';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import { keys, OPEN_WORK_PK, openWorkSk } from '#functions/data/keys.ts';
import {
  ConditionalCheckFailedException,
  conditionally,
  GetCommand,
  PutCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Plan purchases (pk USER#{id}, sk PURCHASE#{request_id}): the idempotency key and coordinator of
 * a purchase (functions/pay/spend.ts). A pending one is open work (gsi1 PAY#OPEN) until closed.
 */
export const purchaseSchema = onFirstUse(() =>
  z.object({
    userId: z.string(),
    requestId: z.string(),
    plan: z.enum(PAID_PLAN_IDS),
    months: z.number().check(z.int()),
    amountCents: z.number().check(z.int()),
    at: z.number().check(z.int()),
    /** refused: the balance was short; void: not applied within the window (never applies later). */
    state: z.enum(['pending', 'done', 'refused', 'void']),
    planExpiresAt: z._default(z.number().check(z.int()), 0),
    balanceAfter: z._default(z.number().check(z.int()), 0),
  }),
);
export type Purchase = z.infer<ReturnType<typeof purchaseSchema>>;

const table = () => env().TABLE_NAME;

/** Writes a new pending purchase; false when its request id was used before. */
export async function putPendingPurchase(purchase: Purchase): Promise<boolean> {
  return conditionally(
    tableClient().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...keys.purchase(purchase.userId, purchase.requestId),
          ...purchase,
          gsi1pk: OPEN_WORK_PK,
          gsi1sk: openWorkSk(purchase.at, 'PURCHASE', purchase.userId, purchase.requestId),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
}

export async function readPurchase(userId: string, requestId: string): Promise<Purchase | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: keys.purchase(userId, requestId), ConsistentRead: true }),
  );
  return answer.Item ? purchaseSchema().parse(answer.Item) : null;
}

/** Closes a pending purchase (no longer open work); a concurrent finisher closing it first is the same outcome. */
export async function closePurchase(
  purchase: Purchase,
  state: 'done' | 'refused' | 'void',
  fields: { planExpiresAt: number; balanceAfter: number },
): Promise<void> {
  await tableClient()
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.purchase(purchase.userId, purchase.requestId),
        UpdateExpression:
          'SET #state = :state, planExpiresAt = :end, balanceAfter = :balance REMOVE gsi1pk, gsi1sk',
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':state': state,
          ':end': fields.planExpiresAt,
          ':balance': fields.balanceAfter,
          ':pending': 'pending',
        },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}
