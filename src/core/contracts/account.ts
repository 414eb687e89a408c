import * as z from 'zod/mini';
import {
  ACCOUNT_MESSAGES,
  BIND_TICKET_TTL_MS,
  BIND_TYPES,
  type BindType,
  SEVEN_DAYS,
  toSeconds,
} from '#core/contracts/account-values.ts';
import { anyMobileSchema, codeSchema } from '#core/contracts/codes.ts';
import { amountSchema } from '#core/contracts/ledger-log.ts';
import { isCommonUrl, MESSAGES, rules } from '#core/validation/rules.ts';

/**
 * Contracts of the member centre (/client/account/*), shared by the browser forms and the
 * handlers, on `zod/mini`: a group with no classic schema left bundles the smaller part of zod's
 * core in the chunk every route of the group loads (issue 16, BENCHMARKS row 8). Amounts travel
 * as strings with two decimals ("12.50") and are integer cents inside; times travel as seconds
 * since the epoch (10 digits), as the spec's user info has them.
 */

export { centsToAmount } from '#core/contracts/amounts.ts';
// The logs' contracts (GET /client/account/balance and /client/account/integral) and the amount text.
export {
  amountSchema,
  type BalanceLogEntry,
  type BalanceLogPage,
  balanceLogEntrySchema,
  balanceLogPageSchema,
  LEDGER_PAGE_LIMIT,
  type LedgerQuery,
  ledgerQuerySchema,
  type ScoreLogEntry,
  type ScoreLogPage,
  scoreLogEntrySchema,
  scoreLogPageSchema,
} from '#core/contracts/ledger-log.ts';
export { ACCOUNT_MESSAGES, BIND_TICKET_TTL_MS, BIND_TYPES, type BindType, SEVEN_DAYS, toSeconds };

/**
 * `data` of some refusals (code 0), so the browser can react beyond the message:
 * `conflict` — changed elsewhere, reload; `ticket` — the bind verification must be done again.
 */
export const accountFailureSchema = z.object({ reason: z.enum(['conflict', 'ticket']) });
export type AccountFailure = z.infer<typeof accountFailureSchema>;

// ---------------------------------------------------------------------------------------------
// GET /client/account/overview

export const overviewQuerySchema = z.object({
  /**
   * The browser's offset from UTC in minutes as `Date.prototype.getTimezoneOffset()` gives it
   * (UTC+8 is -480), so the 7-day figures follow the member's calendar days. Default UTC.
   */
  tz_offset: z._default(z.coerce.number().check(z.int(), z.minimum(-840), z.maximum(840)), 0),
});
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

/** One calendar day of the 7-day figures: the sums of that day's ledger entries. */
export const dayFiguresSchema = z.object({
  /** YYYY-MM-DD in the member's time zone. */
  date: z.string(),
  /** Net balance change of the day. */
  balance: amountSchema,
  /** Net score change of the day. */
  score: z.number().check(z.int()),
});
export type DayFigures = z.infer<typeof dayFiguresSchema>;

export const overviewDataSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /** Spendable balance (the member's balance in cents). */
  balance: amountSchema,
  /**
   * Money that belongs to the member but cannot be spent yet: frozen or in transit (a recharge
   * paid but not yet confirmed, a refund under way). "0.00" until the pay centre exists.
   */
  balance_money: amountSchema,
  /** Total money: balance plus balance_money (spec section 3). */
  money: amountSchema,
  score: z.number().check(z.int()),
  /** Seconds; 0 when the member never logged in. */
  last_login_time: z.number().check(z.int()),
  last_login_ip: z.string(),
  /** Seconds. */
  join_time: z.number().check(z.int()),
  /** The last 7 calendar days, oldest first, today last; zeros on days without entries. */
  seven_days: z.array(dayFiguresSchema).check(z.length(SEVEN_DAYS)),
});
export type OverviewData = z.infer<typeof overviewDataSchema>;

// ---------------------------------------------------------------------------------------------
// GET / POST /client/account/profile

export const GENDERS = [0, 1, 2] as const;
export const genderSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const profileDataSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  /** Bound email, '' when none. */
  email: z.string(),
  /** Bound mobile, '' when none. */
  mobile: z.string(),
  /** 0 unknown, 1 male, 2 female. */
  gender: genderSchema,
  /** YYYY-MM-DD or ''. */
  birthday: z.string(),
  motto: z.string(),
  /** The version the form was loaded at; a save sends it back (optimistic locking). */
  version: z.number().check(z.int()),
});
export type ProfileData = z.infer<typeof profileDataSchema>;

/** Our own upload paths (/uploads/...), without dot segments or odd characters. */
const UPLOAD_PATH = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9._/-]+$/;

/** An avatar: none, an upload of ours, or an http(s) address. */
export function isAvatarUrl(value: string): boolean {
  return value === '' || UPLOAD_PATH.test(value) || isCommonUrl(value);
}

/** The latest date that is "today" somewhere on Earth (UTC+14), so no member's today is refused. */
export function latestBirthday(nowMs: number): string {
  return new Date(nowMs + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** A real calendar date YYYY-MM-DD between 1900-01-01 and today. */
export function isValidBirthday(value: string, nowMs: number = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && value <= latestBirthday(nowMs);
}

export const nicknameSchema = rules
  .validName()
  .check(
    z.minLength(1, { error: ACCOUNT_MESSAGES.nicknameLength.en }),
    z.maxLength(20, { error: ACCOUNT_MESSAGES.nicknameLength.en }),
  );

/** A profile save: the fields sent are changed, the ones left out keep their value. */
export const profileUpdateSchema = z.object({
  nickname: z.optional(nicknameSchema),
  avatar: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(500, { error: ACCOUNT_MESSAGES.avatar.en }),
        z.refine(isAvatarUrl, { error: ACCOUNT_MESSAGES.avatar.en }),
      ),
  ),
  /** Numbers or their texts (form posts send text); classic zod's `preprocess` is this pipe. */
  gender: z.optional(
    z.pipe(
      z.transform((value: unknown) =>
        typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
      ),
      z.union([z.literal(0), z.literal(1), z.literal(2)], { error: ACCOUNT_MESSAGES.gender.en }),
    ),
  ),
  /** '' clears it. */
  birthday: z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isValidBirthday(value), { error: ACCOUNT_MESSAGES.birthday.en }),
    ),
  ),
  motto: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: ACCOUNT_MESSAGES.motto.en }))),
  /** The version the form was loaded at. */
  version: z.coerce.number().check(z.int(), z.minimum(1)),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

// ---------------------------------------------------------------------------------------------
// Changing the bound email or mobile: POST /client/account/verification, then changeBind

export const verificationBodySchema = z.object({
  type: z.enum(BIND_TYPES),
  /** The code sent (event `verify_current`) to the member's current email or mobile. */
  captcha: codeSchema,
});
export type VerificationBody = z.infer<typeof verificationBodySchema>;

export const verificationDataSchema = z.object({
  /** One-time ticket for changeBind, bound to this member, type and current value. */
  ticket: z.string(),
  /** Seconds until it expires. */
  expires_in: z.number().check(z.int()),
});
export type VerificationData = z.infer<typeof verificationDataSchema>;

const ticketSchema = z._default(z.string().check(z.trim(), z.maxLength(200)), '');

export const changeBindBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('email'),
    email: rules.email(),
    /** The code sent (event `bind_new`) to the new email. */
    captcha: codeSchema,
    /** From /verification; not needed when no email is bound yet. */
    ticket: ticketSchema,
  }),
  z.object({
    type: z.literal('mobile'),
    mobile: anyMobileSchema,
    captcha: codeSchema,
    ticket: ticketSchema,
  }),
]);
export type ChangeBindBody = z.infer<typeof changeBindBodySchema>;

export const changeBindDataSchema = z.object({
  email: z.string(),
  mobile: z.string(),
  version: z.number().check(z.int()),
});

// ---------------------------------------------------------------------------------------------
// POST /client/account/changePassword

export const changePasswordBodySchema = z
  .object({
    oldPassword: z
      .string({ error: MESSAGES.required.en })
      .check(z.minLength(1, { error: MESSAGES.required.en })),
    newPassword: rules.password(),
    renewPassword: z.string({ error: MESSAGES.required.en }),
  })
  .check(
    z.refine((body) => body.newPassword === body.renewPassword, {
      error: ACCOUNT_MESSAGES.passwordMismatch.en,
      path: ['renewPassword'],
    }),
    z.refine((body) => body.newPassword !== body.oldPassword, {
      error: ACCOUNT_MESSAGES.passwordUnchanged.en,
      path: ['newPassword'],
    }),
  );
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
