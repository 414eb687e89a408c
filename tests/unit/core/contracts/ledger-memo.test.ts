import { describe, expect, it } from 'vitest';
import { ledgerMemoSchema, type MemoCode, memoText } from '#core/contracts/ledger-memo.ts';

describe('ledger memos', () => {
  const cases: [MemoCode, string, string][] = [
    [
      { kind: 'recharge', channel: 'alipay', outTradeNo: 'R2026112111000012345678' },
      'Recharge · Alipay · R2026112111000012345678',
      '充值 · 支付宝 · R2026112111000012345678',
    ],
    [
      { kind: 'recharge', channel: 'wechat', outTradeNo: 'R1' },
      'Recharge · WeChat Pay · R1',
      '充值 · 微信支付 · R1',
    ],
    [
      { kind: 'recharge', channel: 'manual', outTradeNo: 'R1' },
      'Recharge · Transfer · R1',
      '充值 · 转账 · R1',
    ],
    [{ kind: 'recharge_bonus', outTradeNo: 'R1' }, 'Recharge bonus · R1', '充值奖励 · R1'],
    [{ kind: 'sign_in', day: '2026-11-21' }, 'Daily sign-in · 2026-11-21', '每日签到 · 2026-11-21'],
    [{ kind: 'plan', plan: 'pro', months: 1 }, 'Plan: Pro × 1 month', '购买套餐：专业版 × 1 个月'],
    [{ kind: 'plan', plan: 'business', months: 3 }, 'Plan: Business × 3 months', '购买套餐：企业版 × 3 个月'],
  ];

  it.each(cases)('word the code %j in one language each', (code, en, zh) => {
    expect(memoText(code, 'en')).toBe(en);
    expect(memoText(code, 'zh-cn')).toBe(zh);
  });

  it('show free text (older entries, operator notes) as it is, in either language', () => {
    for (const text of ['充值 / Recharge · 微信支付 / WeChat Pay · R1', 'seen in the bank app', '']) {
      expect(memoText(text, 'en')).toBe(text);
      expect(memoText(text, 'zh-cn')).toBe(text);
    }
  });

  it('parse stored codes and free text, and refuse a malformed code', () => {
    expect(ledgerMemoSchema.parse({ kind: 'sign_in', day: '2026-11-21' })).toEqual({
      kind: 'sign_in',
      day: '2026-11-21',
    });
    expect(ledgerMemoSchema.parse('free text')).toBe('free text');
    expect(
      ledgerMemoSchema.safeParse({ kind: 'recharge', channel: 'paypal', outTradeNo: 'R1' }).success,
    ).toBe(false);
    expect(ledgerMemoSchema.safeParse({ kind: 'plan', plan: 'pro', months: 0 }).success).toBe(false);
    expect(ledgerMemoSchema.safeParse({ kind: 'refund' }).success).toBe(false);
  });
});
