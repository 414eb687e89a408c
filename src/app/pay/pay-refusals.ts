import { ApiCodeError } from '#app/api/errors.ts';
import { serverFieldErrors } from '#app/member-center/form.ts';
import { type PayFailure, payFailureSchema } from '#core/contracts/pay.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

/** What the pay forms make of a refused pay call (apart from ./pay-api.ts, which loads no Zod). */

/**
 * Field messages of a refused pay call: the server's own per-field messages, else its message
 * beside `field` (a wrong pay password is about that field, although the server names none).
 */
export function refusalErrors(error: unknown, field: string): FieldErrors {
  const errors = serverFieldErrors(error);
  if (Object.keys(errors).length > 0 || !(error instanceof ApiCodeError) || !error.envelope.msg)
    return errors;
  return { [field]: error.envelope.msg };
}

/** Why the server refused a payment, when it says (pay password needed, balance too low…). */
export function payFailure(error: unknown): PayFailure['reason'] | null {
  if (!(error instanceof ApiCodeError)) return null;
  const parsed = payFailureSchema.safeParse(error.envelope.data);
  return parsed.success ? parsed.data.reason : null;
}
