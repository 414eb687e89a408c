import { toSeconds } from '#core/contracts/account-values.ts';
import { centsToAmount } from '#core/contracts/amounts.ts';
import type { OrderView, PayAccountData } from '#core/contracts/pay.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { effectivePlanId } from '#core/plans.ts';
import type { StoredOrder } from '#functions/data/orders-repo.ts';
import type { Member } from '#functions/data/users-repo.ts';

const FAIL_REASONS: Record<string, Record<Lang, string>> = {
  rejected: {
    en: 'The payment could not be found; contact support with your transaction serial number',
    'zh-cn': '未查到这笔付款，请凭交易流水号联系客服',
  },
  gateway: { en: 'The payment service refused the order', 'zh-cn': '支付服务拒绝了该订单' },
};

/** An order as the payment screen shows it. */
export function orderView(order: StoredOrder, lang: Lang): OrderView {
  return {
    out_trade_no: order.outTradeNo,
    channel: order.channel,
    amount: centsToAmount(order.amountCents),
    state: order.state,
    qr_code: order.qrCode,
    trade_no: order.tradeNo,
    account: order.username,
    score_bonus: order.scoreBonus,
    create_time: toSeconds(order.createdAt),
    expire_time: toSeconds(order.expiresAt),
    pay_time: toSeconds(order.paidAt),
    fail_reason: order.failReason ? (FAIL_REASONS[order.failReason]?.[lang] ?? '') : '',
  };
}

/** The member's plan now: the one bought while it runs, 'free' otherwise (#core/plans.ts). */
export function currentPlan(member: Member, nowMs: number): { plan: Member['planId']; expiresAt: number } {
  const plan = effectivePlanId(member, nowMs);
  return plan === 'free' ? { plan, expiresAt: 0 } : { plan, expiresAt: member.planExpiresAt };
}

export function payAccount(
  member: Member,
  nowMs: number,
  signedInToday: boolean,
  /** The member's orders in state `paid`: money that arrived but is not in the balance yet (between their two steps). */
  paidOrders: readonly StoredOrder[],
): PayAccountData {
  const inTransit = paidOrders.reduce((sum, order) => sum + order.amountCents, 0);
  const plan = currentPlan(member, nowMs);
  return {
    balance: centsToAmount(member.balanceCents),
    balance_money: centsToAmount(inTransit),
    money: centsToAmount(member.balanceCents + inTransit),
    score: member.score,
    is_set_pay: member.payPasswordHash !== '',
    quick_pay: member.quickPay,
    plan: plan.plan,
    plan_expire_time: toSeconds(plan.expiresAt),
    ended_plan: member.planId !== 'free' && plan.plan === 'free' ? member.planId : '',
    ended_time: member.planId !== 'free' && plan.plan === 'free' ? toSeconds(member.planExpiresAt) : 0,
    signed_in_today: signedInToday,
  };
}
