import { describe, expect, it } from 'vitest';
import { PLAN_MONTH_MS, planEnd, planPriceCents } from '#core/plans.ts';

describe('plan purchases', () => {
  it('cost the monthly price of plans.ts times the months', () => {
    expect(planPriceCents('pro', 1)).toBe(9900);
    expect(planPriceCents('business', 3)).toBe(89700);
  });

  it('extend a running plan of the same kind and start other plans now', () => {
    const now = 1_000_000;
    expect(planEnd({ planId: 'free', planExpiresAt: 0 }, 'pro', 1, now)).toBe(now + PLAN_MONTH_MS);
    expect(planEnd({ planId: 'pro', planExpiresAt: now + 5 }, 'pro', 2, now)).toBe(
      now + 5 + 2 * PLAN_MONTH_MS,
    );
    expect(planEnd({ planId: 'pro', planExpiresAt: now - 5 }, 'pro', 1, now)).toBe(now + PLAN_MONTH_MS);
    // Switching: the 5 ms left of Pro are worth floor(5 × 9900 / 29900) = 1 ms of Business.
    expect(planEnd({ planId: 'pro', planExpiresAt: now + 5 }, 'business', 1, now)).toBe(
      now + PLAN_MONTH_MS + 1,
    );
  });
});
