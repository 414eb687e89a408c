import { amountToCents, centsToAmount } from '#core/contracts/amounts.ts';
import { isPaidPlan, type PaidPlanId, planPriceCents } from '#core/plans.ts';

export { isPaidPlan, type PaidPlanId };

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
  const totalCents = planPriceCents(plan, months);
  const balanceCents = amountToCents(balance.replace(/^-/, '')) * (balance.startsWith('-') ? -1 : 1);
  const short = balanceCents < totalCents;
  return {
    total: centsToAmount(totalCents),
    after: centsToAmount(balanceCents - totalCents),
    short,
    missing: centsToAmount(Math.max(0, totalCents - balanceCents)),
  };
}
