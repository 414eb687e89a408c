import * as z from 'zod/mini';
import { amountSchema } from '#core/contracts/ledger-log.ts';
import { PAID_PLAN_IDS, PLAN_IDS } from '#core/plans.ts';

/**
 * What the pay centre answers about the member's account (GET /client/pay/account, the pay flags of
 * /client/pay/setPassword and /client/pay/setup, POST /client/pay/signIn), re-exported by pay.ts.
 * A module of its own on `zod/mini`: the pay screens' first call on a cold start loads these, not
 * every pay form's schema with zod's classic API (BENCHMARKS row 8; README "Lambda cold starts").
 */

export const payAccountDataSchema = z.object({
  /** Spendable balance. */
  balance: amountSchema,
  /** Money that is the member's but not spendable yet (orders paid and still being credited). */
  balance_money: amountSchema,
  /** balance + balance_money. */
  money: amountSchema,
  score: z.number().check(z.int()),
  /** Whether a pay password is set. */
  is_set_pay: z.boolean(),
  /** Spending from the balance skips the pay password. */
  quick_pay: z.boolean(),
  /** The member's plan; 'free' when none or expired. */
  plan: z.enum(PLAN_IDS),
  /** Seconds; 0 for the free plan. */
  plan_expire_time: z.number().check(z.int()),
  /** The paid plan whose term ended, while the member is on the free plan because of it; '' none. */
  ended_plan: z._default(z.enum(['', ...PAID_PLAN_IDS]), ''),
  /** Seconds: when that term ended; 0 none. */
  ended_time: z._default(z.number().check(z.int()), 0),
  /** Whether today's sign-in score was already granted (UTC day). */
  signed_in_today: z.boolean(),
});
export type PayAccountData = z.infer<typeof payAccountDataSchema>;

export const payFlagsDataSchema = z.object({ is_set_pay: z.boolean(), quick_pay: z.boolean() });
export type PayFlagsData = z.infer<typeof payFlagsDataSchema>;

export const signInDataSchema = z.object({
  /** Points granted by this call (0 when today's were already granted). */
  granted: z.number().check(z.int()),
  score: z.number().check(z.int()),
});
export type SignInData = z.infer<typeof signInDataSchema>;
