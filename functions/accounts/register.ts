import type { RegisterBody } from '#core/contracts/user.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { CHECK_IN_SETTINGS } from '#functions/accounts/check-in-settings.ts';
import { loginStamp, updateMemberFields } from '#functions/accounts/member-updates.ts';
import { refuseWeakPassword } from '#functions/accounts/password-rule.ts';
import { hashPassword } from '#functions/accounts/passwords.ts';
import { type IssuedTokens, startSession } from '#functions/accounts/sessions.ts';
import { checkClickCaptcha } from '#functions/captcha/click-captcha.ts';
import { verifyCode } from '#functions/codes/codes.ts';
import { createMember, lookupUnique, type StoredMember } from '#functions/data/users-repo.ts';
import { AppError, type ErrorName } from '#functions/platform/errors.ts';
import { BUSINESS_METRICS, countMetric } from '#functions/platform/metrics.ts';

const TAKEN: Record<'username' | 'email' | 'mobile', ErrorName> = {
  username: 'UsernameTaken',
  email: 'EmailTaken',
  mobile: 'MobileTaken',
};

export type RegisterRequest = {
  body: RegisterBody;
  openRegister: boolean;
  nowMs: number;
  ip: string;
  userAgent: string;
  /** The request's language, for the password rule's sentence. */
  lang: Lang;
};

/**
 * Sign-up: username, password, and an email or mobile proven by a code. A taken account name and a
 * common password are refused before the captcha and the code are used up, so the member can fix
 * them and keep them; an email or mobile already registered is said only after its code is proved
 * (no registration oracle); the unique claims of createMember settle any race (exactly one of concurrent sign-ups wins).
 */
export async function register(
  request: RegisterRequest,
): Promise<{ member: StoredMember; pair: IssuedTokens }> {
  const { body, nowMs, ip } = request;
  if (!request.openRegister) throw new AppError('RegisterClosed');
  const contact = body.registerType === 'email' ? body.email : body.mobile;
  if (await lookupUnique('USERNAME', body.username, nowMs)) throw new AppError('UsernameTaken');
  await refuseWeakPassword({
    password: body.password,
    username: body.username,
    field: 'password',
    lang: request.lang,
  });

  if (CHECK_IN_SETTINGS.captcha.register) {
    const data = { captcha: true, retry_after: 0 };
    if (!body.captchaId || !body.captchaInfo) throw new AppError('CaptchaRequired', { data });
    if (!(await checkClickCaptcha(body.captchaId, body.captchaInfo, { consume: true, nowMs }))) {
      throw new AppError('CaptchaFailed', { data });
    }
  }
  const codeOk = await verifyCode({
    channel: body.registerType === 'email' ? 'email' : 'sms',
    target: contact,
    event: 'register',
    code: body.code,
    nowMs,
    consume: true,
  });
  if (!codeOk) throw new AppError('CodeInvalid');
  // Only now, with the code proved, may the answer say the email or mobile is already registered:
  // without access to it nobody learns whether it holds an account (issue 11 §2).
  const contactKind = body.registerType === 'email' ? 'EMAIL' : 'MOBILE';
  if (await lookupUnique(contactKind, contact, nowMs)) throw new AppError(TAKEN[body.registerType]);

  const created = await createMember({
    username: body.username,
    email: body.email,
    mobile: body.mobile,
    passwordHash: () => hashPassword(body.password),
    nowMs,
    ip,
  });
  if (!created.ok) throw new AppError(TAKEN[created.taken]);
  countMetric(BUSINESS_METRICS.signUps);
  const member =
    (await updateMemberFields(created.member, loginStamp(created.member, nowMs, ip))) ?? created.member;
  const pair = await startSession(member, { keep: false, nowMs, ip, userAgent: request.userAgent });
  return { member, pair };
}
