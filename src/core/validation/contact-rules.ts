import * as z from 'zod/mini';
import { compactPhone } from '#core/validation/phone.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';

/**
 * The spec's email and mobile rules (section 5), apart from the other rules in rules.ts (which
 * answers these as `rules.email()`, `rules.mobile()`, `rules.intlMobile()`): on `zod/mini`, so the
 * code send's first call builds its body without loading zod's classic API (issue 16, BENCHMARKS
 * row 8). The same results and messages as their classic definitions before.
 */

/** Mainland China mobile number. */
const MOBILE = /^1[3-9]\d{9}$/;
/** E.164 international number: + then 7-15 digits, no leading zero. */
const INTL_MOBILE = /^\+[1-9]\d{6,14}$/;

/** Separators people type (spaces, dashes, dots, brackets) are dropped first (compactPhone). */
const phone = (pattern: RegExp, error: string) =>
  z.pipe(z.pipe(z.string(), z.transform(compactPhone)), z.string().check(z.regex(pattern, { error })));

export const contactRules = {
  email: () =>
    z.pipe(
      z.string().check(z.trim(), z.toLowerCase()),
      z.email({ error: MESSAGES.email.en }).check(z.maxLength(254)),
    ),
  mobile: () => phone(MOBILE, MESSAGES.mobile.en),
  intlMobile: () => phone(INTL_MOBILE, MESSAGES.intlMobile.en),
};

/** Whether `value` (already compacted) is a mainland or an international mobile number. */
export const isAnyMobile = (value: string): boolean => MOBILE.test(value) || INTL_MOBILE.test(value);
