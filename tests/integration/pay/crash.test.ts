import { afterEach, describe, expect, it } from 'vitest';
import type { OrderView } from '#core/contracts/pay.ts';
import { listLedger } from '#functions/data/ledger-repo.ts';
import { getOrder } from '#functions/data/orders-repo.ts';
import { auditAllMembers, ordersPaidNotCredited, reconcile } from '#functions/pay/reconcile.ts';
import { alipayNotification } from '#functions/pay/sandbox/gateway.ts';
import { signIn } from '#functions/pay/score.ts';
import { buyPlan } from '#functions/pay/spend.ts';
import { crashAt, disarmCrashes, MONEY_STEPS } from '#functions/platform/faults.ts';
import { createLogger } from '#functions/platform/log.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { alipayForm, expectLedgerBalanced, newMember, postNotify, recharge } from './helpers.ts';

const stack = setupApiStack({ paySandbox: true });
const log = createLogger({ test: 'crash' });

afterEach(() => disarmCrashes());

describe('a crash between any two steps of a recharge, then the reconciler', () => {
  for (const step of MONEY_STEPS) {
    it(`after "${step}": the balance ends credited once and equal to its ledger`, async () => {
      const member = await newMember();
      const order: OrderView = await recharge(stack, member.token, '15.00', 'alipay');
      if (!stack.sandboxKeys) throw new Error('no sandbox');
      const form = alipayForm(
        alipayNotification(stack.sandboxKeys, { outTradeNo: order.out_trade_no, amountCents: 1500 }),
      );

      crashAt(step);
      const crashed = await postNotify(stack, 'alipay', form);
      // The process "died": no "success", so the gateway would resend.
      expect(crashed.text).not.toBe('success');
      expect((await getOrder(order.out_trade_no))?.state).toBe('paid');
      if (step === 'order-paid')
        expect(await ordersPaidNotCredited(Date.now(), 0)).toContain(order.out_trade_no);

      const report = await reconcile({ nowMs: Date.now(), graceMs: 0, log });
      expect(report.problems).toEqual([]);
      expect(report.credited).toContain(order.out_trade_no);
      expect((await getOrder(order.out_trade_no))?.state).toBe('credited');
      expect(await ordersPaidNotCredited(Date.now(), 0)).not.toContain(order.out_trade_no);

      // The gateway's resend after the repair changes nothing.
      expect((await postNotify(stack, 'alipay', form)).text).toBe('success');
      const audit = await expectLedgerBalanced(member.id);
      expect(audit.balanceCents).toBe(1500);
      expect(audit.score).toBe(15);
      expect((await listLedger(member.id, 'balance', { limit: 10, page: 1 })).total).toBe(1);
    });
  }

  it('a crash while buying a plan or signing in is finished by the reconciler too', async () => {
    const member = await newMember();
    const order = await recharge(stack, member.token, '200.00', 'alipay');
    await stack.call('/client/pay/sandboxPay', {
      method: 'POST',
      token: member.token,
      body: { out_trade_no: order.out_trade_no },
    });
    crashAt('member-applied');
    await expect(
      buyPlan({ userId: member.id, plan: 'pro', months: 1, requestId: 'crash-buy-1', nowMs: Date.now() }),
    ).rejects.toThrow(/Injected crash/);
    crashAt('ledger-written');
    await expect(signIn(member.id, 5, Date.now())).rejects.toThrow(/Injected crash/);

    const report = await reconcile({ nowMs: Date.now(), graceMs: 0, log });
    expect(report.problems).toEqual([]);
    expect(report.purchases.some((line) => line.includes('crash-buy-1: done'))).toBe(true);
    const audit = await expectLedgerBalanced(member.id);
    expect(audit.balanceCents).toBe(20000 - 9900);
    // The purchase retried with the same request id answers the same outcome without paying again.
    const again = await buyPlan({
      userId: member.id,
      plan: 'pro',
      months: 1,
      requestId: 'crash-buy-1',
      nowMs: Date.now(),
    });
    expect(again.balance).toBe('101.00');
    expect((await expectLedgerBalanced(member.id)).balanceCents).toBe(10100);
  });

  it('every member of this run balances against its ledger', async () => {
    await reconcile({ nowMs: Date.now(), graceMs: 0, log });
    const { checked, dirty } = await auditAllMembers();
    expect(checked).toBeGreaterThan(0);
    expect(dirty).toEqual([]);
  });
});
