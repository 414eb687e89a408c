import { describe, expect, it } from 'vitest';
import {
  amountInputSchema,
  amountToCents,
  buyPlanBodySchema,
  paySettingsSchema,
  rechargeBodySchema,
  setPayPasswordBodySchema,
  submitBodySchema,
} from '#core/contracts/pay.ts';
import { parseLocalized } from '#core/validation/parse.ts';

describe('typed amounts', () => {
  it('become integer cents without floating point', () => {
    expect(amountToCents('12.5')).toBe(1250);
    expect(amountToCents('0.07')).toBe(7);
    expect(amountInputSchema.parse('50')).toBe(5000);
    expect(amountInputSchema.parse(' 19.99 ')).toBe(1999);
    expect(amountInputSchema.parse(0.1 + 0.2)).toBe(30);
  });

  it('refuse three decimals, signs and words in both languages', () => {
    for (const bad of ['1.005', '-5', 'ten', '', '1e3']) {
      const en = parseLocalized(rechargeBodySchema, { amount: bad, channel: 'alipay' }, 'en');
      const zh = parseLocalized(rechargeBodySchema, { amount: bad, channel: 'alipay' }, 'zh-cn');
      expect(en.success).toBe(false);
      expect(zh.success).toBe(false);
      if (!en.success && !zh.success) {
        expect(en.errors.amount).toMatch(/two decimals/);
        expect(zh.errors.amount).toMatch(/两位小数/);
      }
    }
  });
});

describe('pay contracts', () => {
  it('need a known channel', () => {
    const result = parseLocalized(rechargeBodySchema, { amount: '10', channel: 'paypal' }, 'zh-cn');
    expect(result.success).toBe(false);
    if (!result.success) expect(result.errors.channel).toBe('请选择支付渠道');
  });

  it('check order numbers and serial numbers', () => {
    expect(
      submitBodySchema.safeParse({ out_trade_no: 'R2026112109300012345678', trade_no: 'ABC123' }).success,
    ).toBe(true);
    expect(submitBodySchema.safeParse({ out_trade_no: 'R1', trade_no: 'ABC123' }).success).toBe(false);
    expect(
      submitBodySchema.safeParse({ out_trade_no: 'R2026112109300012345678', trade_no: 'a b' }).success,
    ).toBe(false);
  });

  it('want six-digit pay passwords typed twice the same', () => {
    const ok = setPayPasswordBodySchema.safeParse({ pay_password: '123456', repay_password: '123456' });
    expect(ok.success).toBe(true);
    const mismatch = parseLocalized(
      setPayPasswordBodySchema,
      { pay_password: '123456', repay_password: '123457' },
      'en',
    );
    expect(mismatch.success).toBe(false);
    if (!mismatch.success)
      expect(mismatch.errors.repay_password).toBe('The two pay passwords are not the same');
    expect(
      setPayPasswordBodySchema.safeParse({ pay_password: '12345a', repay_password: '12345a' }).success,
    ).toBe(false);
  });

  it('buy only paid plans for 1-12 months with a request id', () => {
    const body = buyPlanBodySchema.parse({ plan: 'pro', request_id: 'abcdefgh12' });
    expect(body.months).toBe(1);
    expect(body.pay_password).toBe('');
    expect(buyPlanBodySchema.safeParse({ plan: 'free', request_id: 'abcdefgh12' }).success).toBe(false);
    expect(buyPlanBodySchema.safeParse({ plan: 'pro', months: 13, request_id: 'abcdefgh12' }).success).toBe(
      false,
    );
    expect(buyPlanBodySchema.safeParse({ plan: 'pro', request_id: 'short' }).success).toBe(false);
  });

  it('default the settings and keep min below max', () => {
    const settings = paySettingsSchema.parse({});
    expect(settings.channels).toEqual(['alipay', 'wechat']);
    expect(settings.min_cents).toBeLessThanOrEqual(settings.max_cents);
    expect(paySettingsSchema.safeParse({ min_cents: 500, max_cents: 100 }).success).toBe(false);
  });
});
