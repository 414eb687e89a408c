import type { core } from 'zod';
import { ApiCodeError } from '#app/api/errors.ts';
import { type AccountFailure, accountFailureSchema } from '#core/contracts/account.ts';
import { validationErrors } from '#core/contracts/envelope.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { type FieldErrors, parseLocalized } from '#core/validation/parse.ts';

/**
 * Checks a form with the endpoint's contract (the same rules the handler runs): data or field
 * messages. Takes a schema of either zod API (classic or `zod/mini`).
 */
export function checkForm<S extends core.$ZodType>(
  schema: S,
  value: unknown,
  lang: Lang,
): { ok: true; data: core.output<S> } | { ok: false; errors: FieldErrors } {
  const result = parseLocalized(schema, value, lang);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: result.errors };
}

/** The server's field messages of a refused call (code 0 with data.errors), else none. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiCodeError)) return {};
  return validationErrors(error.envelope.data) ?? {};
}

/** Props that tie an input to its message for assistive technology. */
export function fieldProps(id: string, errors: FieldErrors, field: string = id) {
  const message = errors[field];
  return {
    id,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
  } as const;
}

/** Why the server refused, when it says (changed elsewhere, bind ticket gone). */
export function failureReason(error: unknown): AccountFailure['reason'] | null {
  if (!(error instanceof ApiCodeError)) return null;
  const parsed = accountFailureSchema.safeParse(error.envelope.data);
  return parsed.success ? parsed.data.reason : null;
}
