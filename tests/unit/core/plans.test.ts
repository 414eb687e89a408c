import { describe, expect, it } from 'vitest';
import { planRefusalText } from '#core/i18n/plan-texts.ts';
import {
  addRefusal,
  effectivePlanId,
  PLAN_MONTH_MS,
  PLANS,
  pageRefusal,
  planBuyLink,
  planEnd,
  planOf,
  planUnlocking,
  switchCreditMs,
} from '#core/plans.ts';

const DAY = 86_400_000;
const now = 1_800_000_000_000;

describe('the plan in force', () => {
  it('is the bought plan until its end, free from the end on', () => {
    expect(effectivePlanId({ planId: 'pro', planExpiresAt: now + 1 }, now)).toBe('pro');
    expect(effectivePlanId({ planId: 'pro', planExpiresAt: now }, now)).toBe('free');
    expect(effectivePlanId({ planId: 'free', planExpiresAt: now + DAY }, now)).toBe('free');
  });

  it('is free once the daily job recorded the term as lapsed, even before the clock reaches its end', () => {
    const holding = { planId: 'pro' as const, planExpiresAt: now + DAY, planLapsedFor: now + DAY };
    expect(effectivePlanId(holding, now)).toBe('free');
    // A renewal moves the end: the marker names the old end, so the new term is in force.
    expect(effectivePlanId({ ...holding, planExpiresAt: now + 31 * DAY }, now)).toBe('pro');
  });
});

describe('the term bought', () => {
  it('renewing early adds the months to the end: nothing of the running term is lost', () => {
    expect(planEnd({ planId: 'pro', planExpiresAt: now + 10 * DAY }, 'pro', 1, now)).toBe(
      now + 10 * DAY + PLAN_MONTH_MS,
    );
  });

  it('after the end the term starts at the purchase', () => {
    expect(planEnd({ planId: 'pro', planExpiresAt: now - DAY }, 'pro', 2, now)).toBe(now + 2 * PLAN_MONTH_MS);
  });

  it('switching plans credits the time left at its value: time left × old price ÷ new price', () => {
    // 15 days of Pro (¥99/month) left are worth 15 × 9900 / 29900 days of Business (¥299/month).
    const left = 15 * DAY;
    const credit = Math.floor((left * 9900) / 29900);
    expect(switchCreditMs({ planId: 'pro', planExpiresAt: now + left }, 'business', now)).toBe(credit);
    expect(planEnd({ planId: 'pro', planExpiresAt: now + left }, 'business', 1, now)).toBe(
      now + PLAN_MONTH_MS + credit,
    );
    // And the other way: 10 days of Business are worth 10 × 29900 / 9900 days of Pro.
    expect(switchCreditMs({ planId: 'business', planExpiresAt: now + 10 * DAY }, 'pro', now)).toBe(
      Math.floor((10 * DAY * 29900) / 9900),
    );
  });

  it('a lapsed or free plan credits nothing', () => {
    expect(switchCreditMs({ planId: 'pro', planExpiresAt: now - 1 }, 'business', now)).toBe(0);
    expect(switchCreditMs({ planId: 'free', planExpiresAt: 0 }, 'business', now)).toBe(0);
  });
});

describe('what a plan covers', () => {
  const free = planOf('free');
  const pro = planOf('pro');
  const pages = [
    { id: 'a', createdAt: 1 },
    { id: 'b', createdAt: 2 },
    { id: 'c', createdAt: 3 },
  ];
  const domains = [
    { id: 'd1', createdAt: 1 },
    { id: 'd2', createdAt: 2 },
  ];
  const page = (
    id: string,
    fields: { domainId?: string; needs?: ('pixels' | 'serverConversions')[] } = {},
  ) => ({
    id,
    createdAt: pages.find((p) => p.id === id)?.createdAt ?? 0,
    domainId: fields.domainId ?? '',
    needs: fields.needs ?? [],
  });

  it('refuses pixels on Free and names Pro, the cheapest plan with them, and its link', () => {
    expect(pageRefusal(free, page('a', { needs: ['pixels'] }), pages, domains)).toEqual({
      reason: 'plan_required',
      entitlement: 'pixels',
      plan: 'pro',
      link: '/console?buy=pro',
    });
    expect(pageRefusal(pro, page('a', { needs: ['pixels'] }), pages, domains)).toBeNull();
  });

  it('server-side conversions are Business only', () => {
    expect(pageRefusal(pro, page('a', { needs: ['serverConversions'] }), pages, domains)?.plan).toBe(
      'business',
    );
    expect(planUnlocking('serverConversions')).toBe('business');
  });

  it('covers the oldest pages up to the count: the newer ones are refused', () => {
    expect(pageRefusal(free, page('a'), pages, domains)).toBeNull();
    expect(pageRefusal(free, page('b'), pages, domains)?.entitlement).toBe('pages');
    expect(pageRefusal(free, page('c'), pages, domains)?.plan).toBe('pro');
  });

  it('covers the oldest domains up to the count; Free covers none', () => {
    expect(pageRefusal(free, page('a', { domainId: 'd1' }), pages, domains)?.entitlement).toBe('domains');
    const oneDomain = { ...pro, domains: 1 };
    expect(pageRefusal(oneDomain, page('a', { domainId: 'd1' }), pages, domains)).toBeNull();
    expect(pageRefusal(oneDomain, page('a', { domainId: 'd2' }), pages, domains)?.entitlement).toBe(
      'domains',
    );
  });

  it('adds up to the count and refuses one more, naming a plan with room', () => {
    expect(addRefusal(free, 'pages', 0)).toBeNull();
    expect(addRefusal(free, 'pages', 1)?.plan).toBe('pro');
    expect(addRefusal(pro, 'pages', 20)?.plan).toBe('business');
    expect(addRefusal(free, 'domains', 0)?.plan).toBe('pro');
    expect(addRefusal(pro, 'domains', 2)).toBeNull();
  });

  it('every paid plan can be bought at its link', () => {
    for (const plan of PLANS)
      if (plan.id !== 'free') expect(planBuyLink(plan.id)).toBe(`/console?buy=${plan.id}`);
  });
});

describe('refusal sentences', () => {
  it('name the plan that unlocks the action, in both languages', () => {
    const pixels = pageRefusal(
      planOf('free'),
      { id: 'a', createdAt: 1, domainId: '', needs: ['pixels'] },
      [],
      [],
    );
    if (!pixels) throw new Error('expected a refusal');
    expect(planRefusalText(pixels, 'free', 'en')).toBe(
      'Ad pixels need the Pro plan: buy Pro to publish this page with its pixels.',
    );
    expect(planRefusalText(pixels, 'free', 'zh-cn')).toBe(
      '广告像素需要专业版：购买专业版后即可连同像素发布此页面。',
    );
    const domain = addRefusal(planOf('free'), 'domains', 0);
    if (!domain) throw new Error('expected a refusal');
    expect(planRefusalText(domain, 'free', 'en')).toContain('Custom domains need the Pro plan');
    const pages = addRefusal(planOf('free'), 'pages', 1);
    if (!pages) throw new Error('expected a refusal');
    expect(planRefusalText(pages, 'free', 'zh-cn')).toBe(
      '当前套餐可用 1 个页面，专业版可用 20 个：购买专业版即可添加或发布更多页面。',
    );
  });
});
