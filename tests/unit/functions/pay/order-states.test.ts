import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from '#core/contracts/pay.ts';
import { isOverdue, nextState, ORDER_EVENTS } from '#functions/pay/order-states.ts';

describe('the recharge order state machine', () => {
  it('takes gateway orders created → paid → credited', () => {
    expect(nextState('created', 'gateway_paid', 'alipay')).toBe('paid');
    expect(nextState('paid', 'credited', 'alipay')).toBe('credited');
  });

  it('takes manual orders through review', () => {
    expect(nextState('created', 'submit', 'manual')).toBe('awaiting_review');
    expect(nextState('awaiting_review', 'confirm', 'manual')).toBe('paid');
    expect(nextState('awaiting_review', 'reject', 'manual')).toBe('failed');
  });

  it('keeps gateway and manual events apart', () => {
    expect(nextState('created', 'submit', 'wechat')).toBeNull();
    expect(nextState('created', 'confirm', 'alipay')).toBeNull();
    expect(nextState('created', 'gateway_paid', 'manual')).toBeNull();
    expect(nextState('created', 'gateway_failed', 'manual')).toBeNull();
  });

  it('still credits a payment that arrives after expiry, but never pays twice', () => {
    expect(nextState('expired', 'gateway_paid', 'wechat')).toBe('paid');
    expect(nextState('paid', 'gateway_paid', 'wechat')).toBeNull();
    expect(nextState('credited', 'gateway_paid', 'wechat')).toBeNull();
  });

  it('never leaves a final state except a late gateway payment of an expired order', () => {
    for (const state of ['credited', 'failed'] as const)
      for (const event of ORDER_EVENTS)
        for (const channel of ['alipay', 'wechat', 'manual'] as const)
          expect(nextState(state, event, channel)).toBeNull();
    const fromExpired = ORDER_EVENTS.flatMap((event) =>
      (['alipay', 'wechat', 'manual'] as const).map((channel) => [
        event,
        channel,
        nextState('expired', event, channel),
      ]),
    ).filter(([, , to]) => to !== null);
    expect(fromExpired).toEqual([
      ['gateway_paid', 'alipay', 'paid'],
      ['gateway_paid', 'wechat', 'paid'],
    ]);
    expect(ORDER_STATES).toContain('awaiting_review');
  });

  it('expires only unpaid orders past their time; orders under review wait for the operator', () => {
    expect(isOverdue({ state: 'created', expiresAt: 1000 }, 1000)).toBe(true);
    expect(isOverdue({ state: 'created', expiresAt: 1000 }, 999)).toBe(false);
    expect(isOverdue({ state: 'awaiting_review', expiresAt: 1000 }, 5000)).toBe(false);
    expect(nextState('awaiting_review', 'expire', 'manual')).toBeNull();
  });
});
