import * as z from 'zod/mini';
import { contactRules, isAnyMobile } from '#core/validation/contact-rules.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { compactPhone } from '#core/validation/phone.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';

/**
 * Why a code is sent: the `event` of POST /client/Ems/send and the `template_code` of
 * POST /client/Sms/send. Every send needs a passed click captcha (`captchaId`, `captchaInfo`,
 * consumed by the send) and passes the daily caps per target, per client address and, for SMS,
 * per country calling code. No answer says whether a member holds the email or mobile.
 * - register: to any email/mobile (sign-up; "already registered" shows only after the code).
 * - retrieve_password: to any email/mobile (forgotten password; "no account" only after the code).
 * - verify_current: login required; to the member's current email/mobile (before changing it).
 * - bind_new: login required; to any new email/mobile ("taken" only after the code).
 *
 * On `zod/mini` (issue 16, BENCHMARKS row 8), with the email and mobile rules of
 * contact-rules.ts: a code send's first call loads no classic API. The same results and messages
 * as the classic definitions (compared over generated inputs in both languages).
 */
export const CODE_EVENTS = ['register', 'retrieve_password', 'verify_current', 'bind_new'] as const;
export const codeEventSchema = z.enum(CODE_EVENTS);
export type CodeEvent = (typeof CODE_EVENTS)[number];

export const CODE_MESSAGES = {
  format: { en: 'Please enter the 6-digit verification code', 'zh-cn': '请输入 6 位数字验证码' },
} as const;
registerMessages(Object.values(CODE_MESSAGES));

/** A code as a member types it: exactly six digits. */
export const codeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: CODE_MESSAGES.format.en }));

/** A mobile number, national (11 digits) or international (+E.164), answered without separators. */
export const anyMobileSchema = z
  .pipe(z.string(), z.transform(compactPhone))
  .check(z.refine(isAnyMobile, { error: MESSAGES.mobile.en }));

/** Free-form extras of the spec's calls; accepted and not used. */
const extrasSchema = z.optional(z.unknown());

/**
 * The click captcha the browser's dialog passed before sending (its first check carried the proof
 * of work); the send consumes it. Missing answers CaptchaRequired, wrong or used CaptchaFailed.
 */
const sendCaptchaFields = {
  captchaId: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  captchaInfo: z._default(z.string().check(z.maxLength(4000)), ''),
};

/** POST /client/Ems/send */
export const emsSendBodySchema = z.object({
  email: contactRules.email(),
  event: codeEventSchema,
  extras: extrasSchema,
  ...sendCaptchaFields,
});
export type EmsSendBody = z.input<typeof emsSendBodySchema>;

/** POST /client/Sms/send */
export const smsSendBodySchema = z.object({
  mobile: anyMobileSchema,
  template_code: codeEventSchema,
  extras: extrasSchema,
  ...sendCaptchaFields,
});
export type SmsSendBody = z.input<typeof smsSendBodySchema>;
