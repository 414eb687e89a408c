import { centsToAmount } from '#core/contracts/account.ts';
import { amountInputSchema, amountToCents } from '#core/contracts/pay.ts';

export type AmountCheck =
  | { readonly ok: true; readonly amount: string; readonly cents: number }
  | { readonly ok: false; readonly problem: 'format' | 'min' | 'max' };

/**
 * Checks the amount a member picked or typed against the format of the contract and the limits of
 * GET /client/pay/channels (two-decimal texts), in integer cents. Answers the normalised text
 * ("50" → "50.00") to send.
 */
export function checkRechargeAmount(
  input: string,
  limits: { readonly min: string; readonly max: string },
): AmountCheck {
  const parsed = amountInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, problem: 'format' };
  const cents = parsed.data;
  if (cents < amountToCents(limits.min)) return { ok: false, problem: 'min' };
  if (cents > amountToCents(limits.max)) return { ok: false, problem: 'max' };
  return { ok: true, amount: centsToAmount(cents), cents };
}
