/**
 * The plans: ids, monthly prices in integer cents (DESIGN.md point 6) and what each includes.
 * One home for the pricing page (src/components/site/plans.ts), the purchase on the server
 * (functions/pay/spend.ts), the app's quote (src/app/pay/plan-quote.ts) and the contracts.
 */
export const PLAN_IDS = ['free', 'pro', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Plans bought from the balance. */
export const PAID_PLAN_IDS = ['pro', 'business'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export type SupportLevel = 'email' | 'priority' | 'chat';

export type Plan = {
  id: PlanId;
  /** The monthly price in cents (fen). */
  monthlyCents: number;
  /** Pages that may be published at the same time. */
  pages: number;
  /** Custom domains; each is served over HTTPS with the member's certificate. */
  domains: number;
  pixels: boolean;
  /** Whether the platform badge is removed from published pages. */
  removeBranding: boolean;
  support: SupportLevel;
  /** Highlighted as the most popular plan. */
  featured: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    monthlyCents: 0,
    pages: 1,
    domains: 0,
    pixels: false,
    removeBranding: false,
    support: 'email',
    featured: false,
  },
  {
    id: 'pro',
    monthlyCents: 9900,
    pages: 20,
    domains: 3,
    pixels: true,
    removeBranding: true,
    support: 'priority',
    featured: true,
  },
  {
    id: 'business',
    monthlyCents: 29900,
    pages: 200,
    domains: 20,
    pixels: true,
    removeBranding: true,
    support: 'chat',
    featured: false,
  },
];

/** Whether a value (e.g. from the pricing page's link) is a plan that can be bought. */
export function isPaidPlan(value: string | undefined): value is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(value ?? '');
}

/** What `months` of a paid plan cost, in cents. */
export function planPriceCents(plan: PaidPlanId, months: number): number {
  const found = PLANS.find((entry) => entry.id === plan);
  if (!found) throw new Error(`Unknown plan ${plan}`);
  return found.monthlyCents * months;
}
