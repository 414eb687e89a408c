import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { centsToAmount } from '#core/contracts/account.ts';
import type { BuyPlanData, PayFailure } from '#core/contracts/pay.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { applyBatch } from '#functions/pay/money.ts';
import { OPEN_WORK_PK } from '#functions/pay/orders-repo.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import { PLANS } from '../../src/components/site/plans.ts';

/**
 * Spending the balance on a plan. The purchase record (pk USER#{id}, sk PURCHASE#{request_id}) is
 * the idempotency key and the coordinator: written first (conditional put), then one money move
 * with `requireFunds` that also sets the plan and its end on the member in the same conditional
 * write, then the record is closed as done (or refused). Concurrent purchases serialise on the
 * member's moveSeq, so the balance can never go below zero; the reconciler finishes a record a
 * crash left pending.
 */
export const PLAN_MONTH_MS = 30 * 24 * 3_600_000;

const purchaseSchema = z.object({
  userId: z.string(),
  requestId: z.string(),
  plan: z.enum(['pro', 'business']),
  months: z.number().int(),
  amountCents: z.number().int(),
  at: z.number().int(),
  state: z.enum(['pending', 'done', 'refused']),
  planExpiresAt: z.number().int().default(0),
  balanceAfter: z.number().int().default(0),
});
export type Purchase = z.infer<typeof purchaseSchema>;

const table = () => env().TABLE_NAME;
const purchaseKey = (userId: string, requestId: string) => ({
  pk: `USER#${userId}`,
  sk: `PURCHASE#${requestId}`,
});

export function planPriceCents(plan: 'pro' | 'business', months: number): number {
  const found = PLANS.find((entry) => entry.id === plan);
  if (!found) throw new Error(`Unknown plan ${plan}`);
  return found.monthlyFen * months;
}

/** The new end of a plan bought at `at`: buying the same plan again extends it; another plan starts now. */
export function planEnd(
  current: { planId: string; planExpiresAt: number },
  plan: string,
  months: number,
  at: number,
): number {
  const base = current.planId === plan && current.planExpiresAt > at ? current.planExpiresAt : at;
  return base + months * PLAN_MONTH_MS;
}

async function closePurchase(
  purchase: Purchase,
  state: 'done' | 'refused',
  fields: { planExpiresAt: number; balanceAfter: number },
): Promise<void> {
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: table(),
        Key: purchaseKey(purchase.userId, purchase.requestId),
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
      // Closed by a concurrent finisher: same outcome.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
}

/** Runs (or finishes) a pending purchase; answers it closed. */
export async function completePurchase(purchase: Purchase): Promise<Purchase> {
  if (purchase.state !== 'pending') return purchase;
  const result = await applyBatch({
    userId: purchase.userId,
    at: purchase.at,
    requireFunds: true,
    moves: [
      {
        kind: 'balance',
        amount: -purchase.amountCents,
        ref: `buy-${purchase.requestId}`,
        memo: { kind: 'plan', plan: purchase.plan, months: purchase.months },
      },
    ],
    extra: (member) => ({
      planId: purchase.plan,
      planExpiresAt: planEnd(member, purchase.plan, purchase.months, purchase.at),
    }),
  });
  const state = result.status === 'insufficient' ? 'refused' : 'done';
  const fields = { planExpiresAt: result.member.planExpiresAt, balanceAfter: result.member.balanceCents };
  await closePurchase(purchase, state, fields);
  return { ...purchase, state, ...fields };
}

async function readPurchase(userId: string, requestId: string): Promise<Purchase | null> {
  const answer = await documentClient().send(
    new GetCommand({ TableName: table(), Key: purchaseKey(userId, requestId), ConsistentRead: true }),
  );
  return answer.Item ? purchaseSchema.parse(answer.Item) : null;
}

const insufficient: { reason: PayFailure['reason'] } = { reason: 'insufficient_balance' };

/**
 * Buys `months` of a plan from the balance (the pay password was checked by the caller).
 * The same request_id answers the same outcome without paying again.
 */
export async function buyPlan(input: {
  userId: string;
  plan: 'pro' | 'business';
  months: number;
  requestId: string;
  nowMs: number;
}): Promise<BuyPlanData> {
  const amountCents = planPriceCents(input.plan, input.months);
  let purchase: Purchase = {
    userId: input.userId,
    requestId: input.requestId,
    plan: input.plan,
    months: input.months,
    amountCents,
    at: input.nowMs,
    state: 'pending',
    planExpiresAt: 0,
    balanceAfter: 0,
  };
  try {
    await documentClient().send(
      new PutCommand({
        TableName: table(),
        Item: {
          ...purchaseKey(input.userId, input.requestId),
          ...purchase,
          gsi1pk: OPEN_WORK_PK,
          gsi1sk: `${String(input.nowMs).padStart(13, '0')}#PURCHASE#${input.userId}#${input.requestId}`,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await readPurchase(input.userId, input.requestId);
    if (!existing) throw error;
    if (existing.plan !== input.plan || existing.months !== input.months)
      throw new AppError('PayRequestReused');
    purchase = existing;
  }
  const closed = await completePurchase(purchase);
  if (closed.state === 'refused')
    throw new AppError('PayInsufficientBalance', {
      values: { price: centsToAmount(closed.amountCents), balance: centsToAmount(closed.balanceAfter) },
      data: insufficient,
    });
  return {
    plan: closed.plan,
    plan_expire_time: Math.floor(closed.planExpiresAt / 1000),
    amount: centsToAmount(closed.amountCents),
    balance: centsToAmount(closed.balanceAfter),
  };
}

export { purchaseSchema };
