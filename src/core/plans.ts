/**
 * The plans (DESIGN.md point 17): ids, monthly prices in integer cents (DESIGN.md point 6), term
 * and what each includes. One home for the pricing page (src/components/site/plans.ts), the
 * console's plan card, the builder's plan badges, the purchase on the server (functions/pay/spend.ts)
 * and every server check of an entitlement (functions/plans/).
 */
export const PLAN_IDS = ['free', 'pro', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Plans bought from the balance. */
export const PAID_PLAN_IDS = ['pro', 'business'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export type SupportLevel = 'email' | 'priority' | 'chat';

/**
 * What a module may need of a plan (its folder declares it: `requires` in its schema.ts, read
 * through the schema registry): ad pixels, or server-side conversion events.
 */
export const MODULE_ENTITLEMENTS = ['pixels', 'serverConversions'] as const;
export type ModuleEntitlement = (typeof MODULE_ENTITLEMENTS)[number];

/** Every entitlement a refusal can name. */
export type Entitlement = ModuleEntitlement | 'pages' | 'domains';

/** One month of a paid plan: the term a purchase of one month buys. */
export const PLAN_TERM_DAYS = 30;
export const PLAN_MONTH_MS = PLAN_TERM_DAYS * 86_400_000;

/** Days before a paid plan ends that its member is told (email, or SMS without an email). */
export const PLAN_NOTICE_DAYS = 3;

export type Plan = {
  id: PlanId;
  /** The monthly price in cents (fen). */
  monthlyCents: number;
  /** Pages the member may have; after a lapse only the oldest this many stay online. */
  pages: number;
  /** Custom domains; each is served over HTTPS with the member's certificate. */
  domains: number;
  /** Ad pixel modules on published pages. */
  pixels: boolean;
  /** Conversion events sent from the server to the ad platforms. */
  serverConversions: boolean;
  /** Whether the platform badge is left off published pages. */
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
    serverConversions: false,
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
    serverConversions: false,
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
    serverConversions: true,
    removeBranding: true,
    support: 'chat',
    featured: false,
  },
];

export function planOf(id: PlanId): Plan {
  const found = PLANS.find((entry) => entry.id === id);
  if (!found) throw new Error(`Unknown plan ${id}`);
  return found;
}

/** Whether a value (e.g. from the pricing page's link) is a plan that can be bought. */
export function isPaidPlan(value: string | undefined): value is PaidPlanId {
  return (PAID_PLAN_IDS as readonly string[]).includes(value ?? '');
}

/** What `months` of a paid plan cost, in cents. */
export function planPriceCents(plan: PaidPlanId, months: number): number {
  return planOf(plan).monthlyCents * months;
}

/** Where a plan is bought in the app: the console's purchase dialog. */
export const planBuyLink = (plan: PaidPlanId): string => `/console?buy=${plan}`;

/** What a member's plan is stored as (functions/data/users-repo.ts). */
export type PlanHolding = {
  planId: PlanId;
  /** When the plan ends (ms); 0 for the free plan. */
  planExpiresAt: number;
  /** The end (ms) the daily job already recorded as lapsed; that term counts as over from then. */
  planLapsedFor?: number;
};

/**
 * The plan in force at `nowMs`: the bought plan until its end, free after it. A term the daily
 * job recorded as lapsed is over too (the job may run with a later clock: the ops command's --now).
 */
export function effectivePlanId(holding: PlanHolding, nowMs: number): PlanId {
  if (holding.planId === 'free') return 'free';
  if (holding.planExpiresAt <= nowMs) return 'free';
  if (holding.planLapsedFor === holding.planExpiresAt) return 'free';
  return holding.planId;
}

/** Whether the term of a paid plan is over at `nowMs` (it was bought, and has ended). */
export const planLapsed = (holding: PlanHolding, nowMs: number): boolean =>
  holding.planId !== 'free' && effectivePlanId(holding, nowMs) === 'free';

/**
 * The new end of a plan bought at `at` for `months` (the rule stated on /pricing):
 * - the same plan still running: the months are added to its end (renewing early loses nothing);
 * - another paid plan still running: the time left on it is converted at its value into time on
 *   the new plan (time left × old monthly price ÷ new monthly price, rounded down to the
 *   millisecond) and added to the new term, which starts now;
 * - otherwise the term starts now.
 */
export function planEnd(current: PlanHolding, plan: PaidPlanId, months: number, at: number): number {
  const running = paidFor(current, at);
  if (running === plan) return current.planExpiresAt + months * PLAN_MONTH_MS;
  return at + months * PLAN_MONTH_MS + switchCreditMs(current, plan, at);
}

/**
 * The plan paid for at `at`: what the money bought, by its end alone. Unlike the plan in force,
 * the daily job's lapse marker does not shorten it: a purchase made before the end extends the
 * term even if the job (with a later clock) recorded the lapse before the purchase applied.
 */
const paidFor = (current: PlanHolding, at: number): PlanId =>
  current.planId !== 'free' && current.planExpiresAt > at ? current.planId : 'free';

/** The time credited on the new plan for what is left of another running paid plan (0 if none). */
export function switchCreditMs(current: PlanHolding, plan: PaidPlanId, at: number): number {
  const running = paidFor(current, at);
  if (running === 'free' || running === plan) return 0;
  const left = current.planExpiresAt - at;
  return Math.floor((left * planOf(running).monthlyCents) / planOf(plan).monthlyCents);
}

/** The cheapest paid plan that includes a module entitlement, or has room for `count` pages/domains. */
export function planUnlocking(need: ModuleEntitlement | { pages: number } | { domains: number }): PaidPlanId {
  const fits = (plan: Plan) =>
    typeof need === 'string'
      ? plan[need]
      : 'pages' in need
        ? plan.pages >= need.pages
        : plan.domains >= need.domains;
  const found = PLANS.filter((plan) => plan.id !== 'free').find(fits);
  return (found?.id ?? 'business') as PaidPlanId;
}

/** What a refusal for want of a plan carries in `data` (code 0). */
export type PlanRefusal = {
  reason: 'plan_required';
  /** What the member's plan lacks. */
  entitlement: Entitlement;
  /** The cheapest plan that unlocks it. */
  plan: PaidPlanId;
  /** Where to buy it. */
  link: string;
};

export function planRefusal(entitlement: Entitlement, plan: PaidPlanId): PlanRefusal {
  return { reason: 'plan_required', entitlement, plan, link: planBuyLink(plan) };
}

/** A page as the plan rules see it. */
export type PageForPlan = {
  id: string;
  createdAt: number;
  /** '' on the platform host only. */
  domainId: string;
  /** The module entitlements its document uses. */
  needs: readonly ModuleEntitlement[];
};

/** A domain as the plan rules see it. */
export type DomainForPlan = { id: string; createdAt: number };

const byAge = <T extends { id: string; createdAt: number }>(a: T, b: T) =>
  a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Why `page` may not be online under `plan`, or null when it may. Counts are by age: the oldest
 * `plan.pages` pages and the oldest `plan.domains` domains are the ones the plan covers, so a
 * member over a limit after a lapse keeps the oldest online and nothing races a count.
 */
export function pageRefusal(
  plan: Plan,
  page: PageForPlan,
  pages: readonly { id: string; createdAt: number }[],
  domains: readonly DomainForPlan[],
): PlanRefusal | null {
  for (const need of page.needs) if (!plan[need]) return planRefusal(need, planUnlocking(need));
  const pageRank = [...pages].sort(byAge).findIndex((other) => other.id === page.id);
  if (pageRank >= plan.pages) return planRefusal('pages', planUnlocking({ pages: pageRank + 1 }));
  if (page.domainId) {
    const domainRank = [...domains].sort(byAge).findIndex((domain) => domain.id === page.domainId);
    if (domainRank < 0 || domainRank >= plan.domains)
      return planRefusal('domains', planUnlocking({ domains: Math.max(domainRank + 1, 1) }));
  }
  return null;
}

/** Whether one more page (`count` existing) or domain fits the plan; else the refusal. */
export function addRefusal(plan: Plan, kind: 'pages' | 'domains', count: number): PlanRefusal | null {
  if (count < plan[kind]) return null;
  return planRefusal(kind, planUnlocking(kind === 'pages' ? { pages: count + 1 } : { domains: count + 1 }));
}
