import { centsToAmount } from '#core/contracts/amounts.ts';
import {
  type GatewayChannel,
  isGatewayChannel,
  type PayChannel,
  type PaySettings,
} from '#core/contracts/pay.ts';
import { applyBatch, type Move } from '#functions/data/money-repo.ts';
import {
  getOrder,
  newOutTradeNo,
  putNewOrder,
  putOrderAudit,
  type StoredOrder,
  setOrderQr,
  transitionOrder,
} from '#functions/data/orders-repo.ts';
import type { Member } from '#functions/data/users-repo.ts';
import { type GatewayAck, GatewayError, type NotifyRequest } from '#functions/pay/gateway.ts';
import { gatewayFor, notifyUrl } from '#functions/pay/gateways.ts';
import { isOverdue, nextState } from '#functions/pay/order-states.ts';
import { AppError } from '#functions/platform/errors.ts';
import { step } from '#functions/platform/faults.ts';
import type { Logger } from '#functions/platform/log.ts';
import { BUSINESS_METRICS, countMetric } from '#functions/platform/metrics.ts';

/**
 * Recharges: an order moves created → paid → credited (DESIGN.md point 6). "paid" is written
 * first, by exactly one winner of a conditional write (the gateway's notification, or an
 * operator's confirmation); crediting is then an idempotent money move keyed by the order number
 * (functions/data/money-repo.ts), and "credited" closes the order. A crash anywhere leaves the order
 * in "paid", which the reconciler (or a later duplicate notification) finishes.
 */

/** A paid order stuck this long is finished by whoever sees it next (a duplicate notification). */
export const STALLED_PAID_MS = 30_000;

export function scoreBonusFor(amountCents: number, settings: PaySettings): number {
  return Math.floor(amountCents / 100) * settings.recharge_score_per_yuan;
}

/** Whether a channel can take orders now: switched on in the site config and (gateways) configured. */
export async function channelAvailable(channel: PayChannel, settings: PaySettings): Promise<boolean> {
  if (!settings.channels.includes(channel)) return false;
  if (!isGatewayChannel(channel)) return true;
  return Boolean((await gatewayFor(channel)) && (await notifyUrl(channel)));
}

/** Creates a recharge order; for Alipay and WeChat Pay also at the gateway, answering its QR content. */
export async function createRecharge(input: {
  member: Member;
  amountCents: number;
  channel: PayChannel;
  settings: PaySettings;
  nowMs: number;
  log: Logger;
}): Promise<StoredOrder> {
  const { member, amountCents, channel, settings, nowMs } = input;
  if (amountCents < settings.min_cents || amountCents > settings.max_cents)
    throw new AppError('PayAmountOutOfRange', {
      values: { min: centsToAmount(settings.min_cents), max: centsToAmount(settings.max_cents) },
    });
  if (!(await channelAvailable(channel, settings))) throw new AppError('PayChannelUnavailable');
  const order: StoredOrder = {
    outTradeNo: newOutTradeNo(nowMs),
    userId: member.id,
    username: member.username,
    channel,
    amountCents,
    scoreBonus: scoreBonusFor(amountCents, settings),
    state: 'created',
    qrCode: '',
    tradeNo: '',
    createdAt: nowMs,
    expiresAt: nowMs + settings.order_ttl_minutes * 60_000,
    paidAt: 0,
    creditAt: 0,
    creditedAt: 0,
    failReason: '',
    updatedAt: nowMs,
  };
  // The order exists before the gateway hears of it, so its notification always finds it.
  await putNewOrder(order);
  if (!isGatewayChannel(channel)) return order;
  const gateway = await gatewayFor(channel);
  const url = await notifyUrl(channel);
  if (!gateway || !url) throw new AppError('PayChannelUnavailable');
  try {
    const qrCode = await gateway.createQr({
      outTradeNo: order.outTradeNo,
      amountCents,
      subject: `Recharge ${centsToAmount(amountCents)}`,
      notifyUrl: url,
      expiresAtMs: order.expiresAt,
    });
    await setOrderQr(order.outTradeNo, qrCode, Date.now());
    return { ...order, qrCode };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    input.log.warn('gateway refused the order', {
      outTradeNo: order.outTradeNo,
      channel,
      cause: error.message,
    });
    await transitionOrder(order.outTradeNo, 'gateway_failed', 'failed', Date.now(), {
      failReason: 'gateway',
    });
    throw new AppError('PayGatewayFailed');
  }
}

/** Credits a paid order (idempotent) and closes it. Answers the order as it ends. */
export async function creditOrder(order: StoredOrder, nowMs: number): Promise<StoredOrder> {
  if (order.state !== 'paid') return order;
  const moves: Move[] = [
    {
      kind: 'balance',
      amount: order.amountCents,
      ref: `recharge-${order.outTradeNo}`,
      memo: { kind: 'recharge', channel: order.channel, outTradeNo: order.outTradeNo },
    },
  ];
  if (order.scoreBonus > 0)
    moves.push({
      kind: 'score',
      amount: order.scoreBonus,
      ref: `bonus-${order.outTradeNo}`,
      memo: { kind: 'recharge_bonus', outTradeNo: order.outTradeNo },
    });
  await applyBatch({ userId: order.userId, at: order.creditAt, moves });
  const closed = await transitionOrder(order.outTradeNo, 'credited', 'credited', nowMs, {
    creditedAt: nowMs,
  });
  // Only the call that closed the order counts it (a repeat finds it credited already).
  if (closed) countMetric(BUSINESS_METRICS.rechargesCredited);
  return closed ?? (await getOrder(order.outTradeNo)) ?? order;
}

/** Marks an order expired when it is overdue; answers the order as it is now. */
export async function expireIfOverdue(order: StoredOrder, nowMs: number): Promise<StoredOrder> {
  if (!isOverdue(order, nowMs)) return order;
  return (
    (await transitionOrder(order.outTradeNo, 'expire', 'expired', nowMs)) ??
    (await getOrder(order.outTradeNo)) ??
    order
  );
}

export type NotifyOutcome = { ack: GatewayAck; credited: boolean; reason: string };

/**
 * A gateway's asynchronous notification. Checks, in order: the channel is configured, the
 * signature and merchant/app ids (the adapter), the order exists on this channel, the amount
 * equals the order's, the trade state says paid. Only then one conditional write moves the
 * order to paid; the winner credits it. Duplicates are acknowledged without crediting again.
 */
export async function handleNotification(
  channel: GatewayChannel,
  request: NotifyRequest,
  nowMs: number,
  log: Logger,
): Promise<NotifyOutcome> {
  const gateway = await gatewayFor(channel);
  if (!gateway) {
    log.warn('notification for an unconfigured channel', { channel });
    return {
      ack: { status: 404, contentType: 'text/plain', body: 'fail' },
      credited: false,
      reason: 'unconfigured',
    };
  }
  const refuse = (reason: string): NotifyOutcome => {
    log.warn('notification refused', { channel, reason });
    return { ack: gateway.ack(false), credited: false, reason };
  };
  const check = gateway.verifyNotification(request, nowMs);
  if (!check.ok) return refuse(check.reason);
  const note = check.notification;
  const order = await getOrder(note.outTradeNo);
  if (!order || order.channel !== channel) return refuse(`unknown order ${note.outTradeNo}`);
  if (note.amountCents !== order.amountCents)
    return refuse(`amount ${note.amountCents} differs from the order's ${order.amountCents}`);
  // Not (yet) paid, e.g. WAIT_BUYER_PAY or a closed trade: acknowledged, nothing to do.
  if (!note.paid) return { ack: gateway.ack(true), credited: false, reason: 'not paid' };

  if (nextState(order.state, 'gateway_paid', channel) === 'paid') {
    const paid = await transitionOrder(order.outTradeNo, 'gateway_paid', 'paid', nowMs, {
      paidAt: nowMs,
      creditAt: nowMs,
      tradeNo: note.tradeNo,
    });
    if (paid) {
      step('order-paid');
      await creditOrder(paid, nowMs);
      return { ack: gateway.ack(true), credited: true, reason: 'credited' };
    }
  }
  // Someone else moved it first. Finish it only if it looks abandoned mid-way.
  const fresh = await getOrder(order.outTradeNo);
  if (fresh?.state === 'paid' && nowMs - fresh.updatedAt > STALLED_PAID_MS) await creditOrder(fresh, nowMs);
  if (fresh?.state === 'failed') return refuse(`order ${order.outTradeNo} is closed as failed`);
  return { ack: gateway.ack(true), credited: false, reason: 'duplicate' };
}

/** POST /client/pay/submit: the payer's serial number for a manual-channel order. */
export async function submitSerial(
  member: Member,
  outTradeNo: string,
  tradeNo: string,
  nowMs: number,
): Promise<StoredOrder> {
  const order = await getOrder(outTradeNo);
  if (!order || order.userId !== member.id) throw new AppError('PayOrderNotFound');
  if (order.channel !== 'manual') throw new AppError('PayOrderNotManual');
  if (order.state === 'awaiting_review' && order.tradeNo === tradeNo) return order;
  const current = await expireIfOverdue(order, nowMs);
  if (nextState(current.state, 'submit', 'manual') !== 'awaiting_review')
    throw new AppError('PayOrderClosed');
  const moved = await transitionOrder(outTradeNo, 'submit', 'awaiting_review', nowMs, { tradeNo });
  if (!moved) throw new AppError('PayOrderClosed');
  return moved;
}

export type OperatorResult = { ok: true; order: StoredOrder } | { ok: false; error: string };

/** `npm run ops -- pay confirm|reject <no>`: an operator's decision on a manual order, audited. */
export async function operatorDecision(
  action: 'confirm' | 'reject',
  outTradeNo: string,
  operator: string,
  note: string,
  nowMs: number,
): Promise<OperatorResult> {
  const order = await getOrder(outTradeNo);
  if (!order) return { ok: false, error: `No order ${outTradeNo}` };
  const target = nextState(order.state, action, order.channel);
  if (!target) {
    const error =
      order.channel !== 'manual'
        ? `${outTradeNo} is a ${order.channel} order: its gateway confirms it`
        : `${outTradeNo} is ${order.state}; only created or awaiting_review orders can be decided`;
    await putOrderAudit(outTradeNo, { action, operator, note, at: nowMs, result: `refused: ${error}` });
    return { ok: false, error };
  }
  const moved =
    action === 'confirm'
      ? await transitionOrder(outTradeNo, 'confirm', 'paid', nowMs, { paidAt: nowMs, creditAt: nowMs })
      : await transitionOrder(outTradeNo, 'reject', 'failed', nowMs, { failReason: 'rejected' });
  if (!moved) {
    await putOrderAudit(outTradeNo, {
      action,
      operator,
      note,
      at: nowMs,
      result: 'refused: changed meanwhile',
    });
    return { ok: false, error: `${outTradeNo} changed meanwhile; look again` };
  }
  await putOrderAudit(outTradeNo, { action, operator, note, at: nowMs, result: moved.state });
  if (action === 'reject') return { ok: true, order: moved };
  step('order-paid');
  return { ok: true, order: await creditOrder(moved, nowMs) };
}
