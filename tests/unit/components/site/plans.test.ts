import { describe, expect, it } from 'vitest';
import { formatCny, PLANS, planHighlights, pricingFaq } from '../../../../src/components/site/plans.ts';

describe('formatCny', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(formatCny(0)).toBe('¥0.00');
    expect(formatCny(9900)).toBe('¥99.00');
    expect(formatCny(5)).toBe('¥0.05');
    expect(formatCny(123456)).toBe('¥1,234.56');
    expect(formatCny(-250)).toBe('-¥2.50');
  });

  it('refuses fractions of a fen', () => {
    expect(() => formatCny(1.5)).toThrow(RangeError);
  });

  it('state the renewal, credit and lapse rules with the figures the server uses', () => {
    const [, change, ended] = pricingFaq('en');
    expect(change?.a).toContain('A month is 30 days');
    expect(change?.a).toContain('15 days of Pro left become 4 days 23 hours of Business');
    expect(ended?.a).toContain('every page after your oldest 1');
    expect(ended?.a).toContain('3 days before the end');
    const zh = pricingFaq('zh-cn');
    expect(zh[1]?.a).toContain('折合企业版 4 天 23 小时');
    expect(zh[2]?.a).toContain('最早的 1 个页面之外');
  });
});

describe('plans', () => {
  it('are free, pro and business, each dearer and larger than the last', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['free', 'pro', 'business']);
    for (let i = 1; i < PLANS.length; i++) {
      const [before, plan] = [PLANS[i - 1], PLANS[i]];
      expect(plan?.monthlyCents).toBeGreaterThan(before?.monthlyCents ?? Number.POSITIVE_INFINITY);
      expect(plan?.pages).toBeGreaterThan(before?.pages ?? Number.POSITIVE_INFINITY);
    }
    expect(PLANS.filter((plan) => plan.featured)).toHaveLength(1);
  });

  it('list their limits in words, marking what is not included', () => {
    const free = PLANS[0];
    const pro = PLANS[1];
    if (!free || !pro) throw new Error('plans missing');
    expect(planHighlights(free, 'en')).toEqual([
      { text: '1 page', included: true },
      { text: 'Pages on the platform address', included: true },
      { text: 'All 15 modules', included: true },
      { text: 'No ad pixels', included: false },
      { text: 'Server-side conversion events', included: false },
      { text: 'Platform badge on pages', included: false },
      { text: 'Email support', included: true },
    ]);
    expect(planHighlights(pro, 'en').map((line) => line.text)).toContain('3 custom domains with HTTPS');
    expect(planHighlights(pro, 'zh-cn')[0]?.text).toBe('20 个页面');
  });

  it('state the renewal, credit and lapse rules with the figures the server uses', () => {
    const [, change, ended] = pricingFaq('en');
    expect(change?.a).toContain('A month is 30 days');
    expect(change?.a).toContain('15 days of Pro left become 4 days 23 hours of Business');
    expect(ended?.a).toContain('every page after your oldest 1');
    expect(ended?.a).toContain('3 days before the end');
    const zh = pricingFaq('zh-cn');
    expect(zh[1]?.a).toContain('折合企业版 4 天 23 小时');
    expect(zh[2]?.a).toContain('最早的 1 个页面之外');
  });
});
