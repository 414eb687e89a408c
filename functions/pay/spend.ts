import { centsToAmount } from '#core/contracts/amounts.ts';
import type { BuyPlanData, PayFailure } from '#core/contracts/pay.ts';
import { type PaidPlanId, planEnd, planPriceCents } from '#core/plans.ts';
import { applyBatch, ContentionError, clearOldVoids, voidBatch } from '#functions/data/money-repo.ts';
import {
  closePurchase,
  type Purchase,
  purchaseSchema,
  putPendingPurchase,
  readPurchase,
} from '#functions/data/purchases-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { step } from '#functions/platform/faults.ts';

/**
 * Spending the balance on a plan. The purchase record (pk USER#{id}, sk PURCHASE#{request_id}) is
 * the idempotency key and the coordinator: written first (conditional put), then one voidable
 * money move with `requireFunds` that also sets the plan and its end on the member in the same
 * conditional write, then the record is closed as done (or refused). Concurrent purchases
 * serialise on the member's moveSeq, so the balance can never go below zero.
 *
 * Every answer is final or says "pending": a purchase that could not be applied within
 * PURCHASE_WINDOW_MS of its creation (a crash, a member contended for the whole request) is
 * voided, never applied later, whoever retries it (the member with the same request_id, or the
 * reconciler). While it is younger, a retry with the same request_id tries again: that is how
 * the client follows a "pending" answer to its end.
 */
/** How long after its creation a purchase may still apply; older and not applied, it is void. */
export const PURCHASE_WINDOW_MS = 60_000;
/** How long one request keeps trying a contended member before answering "pending". */
const PURCHASE_BUDGET_MS = 8_000;

export { type Purchase, planEnd, planPriceCents, purchaseSchema };

const purchaseRef = (purchase: Purchase) => `buy-${purchase.requestId}`;

/**
 * Runs (or finishes) a pending purchase. Answers it closed, or still pending when the member
 * stayed contended for this request's budget (nothing was written: a retry may try again).
 * Past the window, a purchase that had not applied is voided instead of applied.
 */
export async function completePurchase(purchase: Purchase, nowMs: number): Promise<Purchase> {
  if (purchase.state !== 'pending') return purchase;
  if (nowMs - purchase.at >= PURCHASE_WINDOW_MS) {
    const outcome = await voidBatch(
      purchase.userId,
      { kind: 'balance', ref: purchaseRef(purchase) },
      purchase.at,
      nowMs,
    );
    if (outcome === 'void') {
      const fields = { planExpiresAt: 0, balanceAfter: 0 };
      await closePurchase(purchase, 'void', fields);
      // Markers an hour old can go: no request still working on their purchase can be alive.
      await clearOldVoids(purchase.userId, nowMs - 3_600_000);
      return { ...purchase, state: 'void', ...fields };
    }
    // It had applied: fall through, and applyBatch answers "already" with the member as it is.
  }
  let result: Awaited<ReturnType<typeof applyBatch>>;
  try {
    result = await applyBatch({
      userId: purchase.userId,
      at: purchase.at,
      requireFunds: true,
      voidable: true,
      budgetMs: PURCHASE_BUDGET_MS,
      moves: [
        {
          kind: 'balance',
          amount: -purchase.amountCents,
          ref: purchaseRef(purchase),
          memo: { kind: 'plan', plan: purchase.plan, months: purchase.months },
        },
      ],
      extra: (member) => ({
        planId: purchase.plan,
        planExpiresAt: planEnd(member, purchase.plan, purchase.months, purchase.at),
      }),
    });
  } catch (error) {
    if (error instanceof ContentionError) return purchase;
    throw error;
  }
  const state = result.status === 'insufficient' ? 'refused' : result.status === 'void' ? 'void' : 'done';
  const fields = { planExpiresAt: result.member.planExpiresAt, balanceAfter: result.member.balanceCents };
  await closePurchase(purchase, state, fields);
  // The same request sent twice at once closes once: every answer is the one the record kept.
  return (await readPurchase(purchase.userId, purchase.requestId)) ?? { ...purchase, state, ...fields };
}

const insufficient: { reason: PayFailure['reason'] } = { reason: 'insufficient_balance' };

/**
 * Buys `months` of a plan from the balance (the pay password was checked by the caller).
 * The same request_id answers the same outcome without paying again.
 */
export async function buyPlan(input: {
  userId: string;
  plan: PaidPlanId;
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
  if (await putPendingPurchase(purchase)) {
    step('purchase-recorded');
  } else {
    const existing = await readPurchase(input.userId, input.requestId);
    if (!existing) throw new Error(`Purchase ${input.requestId} refused but not found`);
    if (existing.plan !== input.plan || existing.months !== input.months)
      throw new AppError('PayRequestReused');
    purchase = existing;
  }
  const closed = await completePurchase(purchase, input.nowMs);
  if (closed.state === 'pending')
    throw new AppError('PayPurchasePending', {
      data: { reason: 'purchase_pending', request_id: closed.requestId },
    });
  if (closed.state === 'void') throw new AppError('PayPurchaseVoid', { data: { reason: 'purchase_void' } });
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
