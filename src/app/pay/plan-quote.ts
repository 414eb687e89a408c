import { centsToAmount } from '#core/contracts/account.ts';
import { amountToCents, type BuyPlanBody } from '#core/contracts/pay.ts';
import { PLANS } from '../../components/site/plans.ts';

export type PaidPlanId = BuyPlanBody['plan'];

/** Whether a plan id (e.g. from the pricing page's link) is one that can be bought. */
export function isPaidPlan(value: string | undefined): value is PaidPlanId {
  return value === 'pro' || value === 'business';
}

export type PlanQuote = {
  /** What the months cost, two decimals. */
  readonly total: string;
  /** Balance after paying (when not short). */
  readonly after: string;
  /** The balance does not cover the price. */
  readonly short: boolean;
  /** How much is missing (when short). */
  readonly missing: string;
};

/** The price of `months` of a plan (the pricing page's monthly fee) against a balance, in integer cents. */
export function planQuote(plan: PaidPlanId, months: number, balance: string): PlanQuote {
  const monthly = PLANS.find((entry) => entry.id === plan)?.monthlyFen ?? 0;
  const totalCents = monthly * months;
  const balanceCents = amountToCents(balance.replace(/^-/, '')) * (balance.startsWith('-') ? -1 : 1);
  const short = balanceCents < totalCents;
  return {
    total: centsToAmount(totalCents),
    after: centsToAmount(balanceCents - totalCents),
    short,
    missing: centsToAmount(Math.max(0, totalCents - balanceCents)),
  };
}
