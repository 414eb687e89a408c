import * as z from 'zod';
import { registerMessages } from '#core/validation/parse.ts';
import { compactPhone } from '#core/validation/phone.ts';
import { MESSAGES, rules } from '#core/validation/rules.ts';

/**
 * Why a code is sent: the `event` of POST /client/Ems/send and the `template_code` of
 * POST /client/Sms/send.
 * - register: to an email/mobile no member holds yet (sign-up).
 * - retrieve_password: to a bound email/mobile (forgotten password); answered alike when unbound.
 * - verify_current: login required; to the member's current email/mobile (before changing it).
 * - bind_new: login required; to a new email/mobile no member holds.
 */
export const CODE_EVENTS = ['register', 'retrieve_password', 'verify_current', 'bind_new'] as const;
export const codeEventSchema = z.enum(CODE_EVENTS);
export type CodeEvent = (typeof CODE_EVENTS)[number];

/** Length of every verification code (digits). */
export const CODE_LENGTH = 6;

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

/** POST /client/Ems/send */
export const emsSendBodySchema = z.object({
  email: rules.email(),
  event: codeEventSchema,
  extras: extrasSchema,
});
export type EmsSendBody = z.input<typeof emsSendBodySchema>;

/** POST /client/Sms/send */
export const smsSendBodySchema = z.object({
  mobile: anyMobileSchema,
  template_code: codeEventSchema,
  extras: extrasSchema,
});
export type SmsSendBody = z.input<typeof smsSendBodySchema>;

/** The success message of both calls. */
export const CODE_SENT_MESSAGE = { en: 'Verification code sent', 'zh-cn': '验证码已发送' } as const;
