import * as z from 'zod';
import { registerMessages } from '#core/validation/parse.ts';
import { compactPhone } from '#core/validation/phone.ts';
import { MESSAGES, rules } from '#core/validation/rules.ts';

/**
 * Why a code is sent: the `event` of POST /client/Ems/send and the `template_code` of
 * POST /client/Sms/send. Every send needs a passed click captcha (`captchaId`, `captchaInfo`,
 * consumed by the send) and passes the daily caps per target, per client address and, for SMS,
 * per country calling code. No answer says whether a member holds the email or mobile.
 * - register: to any email/mobile (sign-up; "already registered" shows only after the code).
 * - retrieve_password: to any email/mobile (forgotten password; "no account" only after the code).
 * - verify_current: login required; to the member's current email/mobile (before changing it).
 * - bind_new: login required; to any new email/mobile ("taken" only after the code).
 */
export const CODE_EVENTS = ['register', 'retrieve_password', 'verify_current', 'bind_new'] as const;
export const codeEventSchema = z.enum(CODE_EVENTS);
export type CodeEvent = (typeof CODE_EVENTS)[number];

export const CODE_MESSAGES = {
  format: { en: 'Please enter the 6-digit verification code', 'zh-cn': '请输入 6 位数字验证码' },
} as const;
registerMessages(Object.values(CODE_MESSAGES));

/** A code as a member types it: exactly six digits. */
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: CODE_MESSAGES.format.en });

/** A mobile number, national (11 digits) or international (+E.164), answered without separators. */
export const anyMobileSchema = z
  .string()
  .transform(compactPhone)
  .refine((value) => rules.mobile().safeParse(value).success || rules.intlMobile().safeParse(value).success, {
    error: MESSAGES.mobile.en,
  });

/** Free-form extras of the spec's calls; accepted and not used. */
const extrasSchema = z.unknown().optional();

/**
 * The click captcha the browser's dialog passed before sending (its first check carried the proof
 * of work); the send consumes it. Missing answers CaptchaRequired, wrong or used CaptchaFailed.
 */
const sendCaptchaFields = {
  captchaId: z.string().trim().max(100).default(''),
  captchaInfo: z.string().max(4000).default(''),
};

/** POST /client/Ems/send */
export const emsSendBodySchema = z.object({
  email: rules.email(),
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
