import type { OrderState, PayChannel } from '#core/contracts/pay.ts';

/**
 * The recharge order's state machine, pure. Every stored change of an order is one conditional
 * write "state = from → to", so two writers racing over the same order cannot both win.
 *
 *   created ──gateway_paid──▶ paid ──credited──▶ credited
 *   created ──submit──▶ awaiting_review ──confirm──▶ paid          (manual channel)
 *   created|awaiting_review ──reject──▶ failed                     (manual channel, operator)
 *   created ──gateway_failed──▶ failed                            (the gateway refused the order)
 *   created ──expire──▶ expired ──gateway_paid──▶ paid              (a late payment still counts)
 */
export const ORDER_EVENTS = [
  'submit',
  'gateway_paid',
  'gateway_failed',
  'confirm',
  'reject',
  'expire',
  'credited',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

type Rule = { from: readonly OrderState[]; to: OrderState; channels: 'gateway' | 'manual' | 'any' };

const RULES: Record<OrderEvent, Rule> = {
  submit: { from: ['created'], to: 'awaiting_review', channels: 'manual' },
  gateway_paid: { from: ['created', 'expired'], to: 'paid', channels: 'gateway' },
  /** The gateway refused to create the order: nothing can pay it. */
  gateway_failed: { from: ['created'], to: 'failed', channels: 'gateway' },
  confirm: { from: ['created', 'awaiting_review'], to: 'paid', channels: 'manual' },
  reject: { from: ['created', 'awaiting_review'], to: 'failed', channels: 'manual' },
  // A manual order under review waits for the operator instead of expiring.
  expire: { from: ['created'], to: 'expired', channels: 'any' },
  credited: { from: ['paid'], to: 'credited', channels: 'any' },
};

/** The states an event may start from, for the conditional write. */
export function sourceStates(event: OrderEvent): readonly OrderState[] {
  return RULES[event].from;
}

/** The state an event leads to from `state` on `channel`, or null when the event does not apply. */
export function nextState(state: OrderState, event: OrderEvent, channel: PayChannel): OrderState | null {
  const rule = RULES[event];
  if (rule.channels === 'gateway' && channel === 'manual') return null;
  if (rule.channels === 'manual' && channel !== 'manual') return null;
  return rule.from.includes(state) ? rule.to : null;
}

/** An unpaid order past its expiry time. */
export function isOverdue(order: { state: OrderState; expiresAt: number }, nowMs: number): boolean {
  return order.state === 'created' && nowMs >= order.expiresAt;
}
