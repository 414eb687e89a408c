import { SK_PREFIX } from '#functions/data/keys.ts';
import { auditIsClean, auditMember, type LedgerAudit } from '#functions/data/money-repo.ts';
import { listOpenWork, storedOrderSchema } from '#functions/data/orders-repo.ts';
import { allMemberIds } from '#functions/data/users-repo.ts';
import { isOverdue } from '#functions/pay/order-states.ts';
import { creditOrder, expireIfOverdue } from '#functions/pay/recharge.ts';
import { completeSignIn, signInClaimSchema } from '#functions/pay/score.ts';
import { completePurchase, PURCHASE_WINDOW_MS, purchaseSchema } from '#functions/pay/spend.ts';
import type { Logger } from '#functions/platform/log.ts';
import { BUSINESS_METRICS, countMetric, secondsMetric } from '#functions/platform/metrics.ts';

/**
 * The reconciler: walks the pay centre's open work (gsi1 PAY#OPEN: orders not final, purchases
 * and sign-in claims not closed) and completes what a crash or a lost request left between
 * steps: overdue unpaid orders expire, paid orders are credited, pending purchases finish if
 * they applied and are voided if not (never charged late), sign-in grants finish (each step
 * idempotent, see functions/data/money-repo.ts). Orders waiting for an operator are
 * reported. Items younger than `graceMs` are left to the request still working on them.
 * Run by `npm run ops -- pay reconcile` and on AWS by a schedule. Each run records the problems it
 * found, the orders awaiting review and how long the oldest has waited (functions/platform/metrics.ts;
 * the alarms are in cdk/lib/monitoring.ts).
 */
export type ReconcileReport = {
  expired: string[];
  credited: string[];
  purchases: string[];
  signIns: string[];
  awaitingReview: string[];
  problems: string[];
};

export async function reconcile(options: {
  nowMs: number;
  graceMs: number;
  log: Logger;
}): Promise<ReconcileReport> {
  const report: ReconcileReport = {
    expired: [],
    credited: [],
    purchases: [],
    signIns: [],
    awaitingReview: [],
    problems: [],
  };
  let oldestReviewWaitMs = 0;
  for (const item of await listOpenWork()) {
    const sk = String(item.sk ?? '');
    try {
      if (sk === 'ORDER') {
        const order = storedOrderSchema().parse(item);
        if (order.state === 'awaiting_review') {
          report.awaitingReview.push(order.outTradeNo);
          oldestReviewWaitMs = Math.max(oldestReviewWaitMs, options.nowMs - order.updatedAt);
          continue;
        }
        if (options.nowMs - order.updatedAt < options.graceMs) continue;
        if (order.state === 'paid') {
          const done = await creditOrder(order, options.nowMs);
          if (done.state === 'credited') report.credited.push(order.outTradeNo);
          else report.problems.push(`${order.outTradeNo}: still ${done.state} after crediting`);
        } else if (isOverdue(order, options.nowMs)) {
          const done = await expireIfOverdue(order, options.nowMs);
          if (done.state === 'expired') report.expired.push(order.outTradeNo);
        }
      } else if (sk.startsWith(SK_PREFIX.purchase)) {
        const purchase = purchaseSchema().parse(item);
        if (options.nowMs - purchase.at < options.graceMs) continue;
        // The reconciler never applies a purchase: it finishes one that applied, or voids it
        // (as if its window had passed), so nothing is charged long after the member was answered.
        const done = await completePurchase(
          purchase,
          Math.max(options.nowMs, purchase.at + PURCHASE_WINDOW_MS),
        );
        report.purchases.push(`${purchase.userId}/${purchase.requestId}: ${done.state}`);
      } else if (sk.startsWith(SK_PREFIX.signIn)) {
        const claim = signInClaimSchema().parse(item);
        if (options.nowMs - claim.at < options.graceMs) continue;
        await completeSignIn(claim);
        report.signIns.push(`${claim.userId}/${claim.day}`);
      }
    } catch (error) {
      options.log.error('reconcile step failed', { sk, pk: item.pk, error: String(error) });
      report.problems.push(`${String(item.pk)} ${sk}: ${String(error)}`);
    }
  }
  countMetric(BUSINESS_METRICS.reconcileProblems, report.problems.length);
  countMetric(BUSINESS_METRICS.ordersAwaitingReview, report.awaitingReview.length);
  secondsMetric(BUSINESS_METRICS.oldestReviewWaitSeconds, Math.floor(oldestReviewWaitMs / 1000));
  return report;
}

/**
 * Orders the gateway paid that are not credited yet and older than `graceMs` (a request may still
 * be crediting a younger one): after a reconcile there should be none.
 */
export async function ordersPaidNotCredited(nowMs: number, graceMs: number): Promise<string[]> {
  const found: string[] = [];
  for (const item of await listOpenWork()) {
    if (item.sk !== 'ORDER') continue;
    const order = storedOrderSchema().parse(item);
    if (order.state === 'paid' && nowMs - order.updatedAt >= graceMs) found.push(order.outTradeNo);
  }
  return found;
}

/** Every member whose balance or score differs from its ledger, or who holds pending moves (a scan). */
export async function auditAllMembers(): Promise<{ checked: number; dirty: LedgerAudit[] }> {
  const dirty: LedgerAudit[] = [];
  let checked = 0;
  for await (const id of allMemberIds()) {
    const audit = await auditMember(id);
    checked++;
    if (audit && !auditIsClean(audit)) dirty.push(audit);
  }
  return { checked, dirty };
}
