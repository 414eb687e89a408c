import type { LoginBody } from '#core/contracts/user.ts';
import { rules } from '#core/validation/rules.ts';
import { CHECK_IN_SETTINGS } from '#functions/accounts/check-in-settings.ts';
import {
  accountGuardId,
  guardVerdict,
  LOGIN_ATTEMPTS,
  LOGIN_POLICY,
  lockDelayMs,
} from '#functions/accounts/login-policy.ts';
import { loginStamp, updateMemberFields } from '#functions/accounts/member-updates.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '#functions/accounts/passwords.ts';
import { type IssuedTokens, startSession } from '#functions/accounts/sessions.ts';
import { checkClickCaptcha } from '#functions/captcha/click-captcha.ts';
import {
  clearCounter,
  countFailure,
  readCounters,
  releaseAttempt,
  takeAttempt,
} from '#functions/data/attempts-repo.ts';
import { keys } from '#functions/data/keys.ts';
import { getMember, lookupUnique, type StoredMember, type UniqueKind } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';

/** Which unique claim a login identifier names: an email has "@", a mobile is digits (with "+"). */
export function identifierKind(identifier: string): UniqueKind {
  const value = identifier.trim();
  if (value.includes('@')) return 'EMAIL';
  if (rules.mobile().safeParse(value).success || rules.intlMobile().safeParse(value).success) return 'MOBILE';
  return 'USERNAME';
}

async function findMember(identifier: string): Promise<StoredMember | null> {
  const id = await lookupUnique(identifierKind(identifier), identifier);
  return id ? getMember(id) : null;
}

const secondsUntil = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / 1000));

function lockedError(untilMs: number, nowMs: number): AppError {
  const seconds = secondsUntil(untilMs, nowMs);
  return new AppError('LoginLocked', { values: { seconds }, data: { captcha: true, retry_after: seconds } });
}

export type LoginRequest = {
  body: LoginBody;
  nowMs: number;
  ip: string;
  userAgent: string;
};

/**
 * Login with username, email or mobile and password. Refusals: locked by too many failures
 * (LoginLocked), captcha missing or wrong, wrong account or password (one message for both, and
 * the same scrypt work whether the account exists or not), disabled account.
 */
export async function login(request: LoginRequest): Promise<{ member: StoredMember; pair: IssuedTokens }> {
  const { body, nowMs, ip } = request;
  const accountId = accountGuardId(body.username);
  const accountKey = keys.loginFailures('ACCOUNT', accountId);
  const clientKey = keys.loginFailures('CLIENT', ip);
  const [account, client] = await readCounters([accountKey, clientKey]);
  const verdict = guardVerdict({ account: account ?? null, client: client ?? null }, nowMs);
  if (verdict.lockedUntil > nowMs) throw lockedError(verdict.lockedUntil, nowMs);

  if (CHECK_IN_SETTINGS.captcha.login || verdict.captchaRequired) {
    const data = { captcha: true, retry_after: 0 };
    if (!body.captchaId || !body.captchaInfo) throw new AppError('CaptchaRequired', { data });
    if (!(await checkClickCaptcha(body.captchaId, body.captchaInfo, { consume: true, nowMs }))) {
      throw new AppError('CaptchaFailed', { data });
    }
  }

  // The account's attempt is counted before the hash is checked, so concurrent guesses cannot
  // outrun the counter; a right password gives it back (clears the counter).
  const taken = await takeAttempt(accountKey, LOGIN_ATTEMPTS, nowMs);
  if (!taken.ok) throw lockedError(taken.lockedUntil, nowMs);
  const member = await findMember(body.username);
  const matches = await verifyPassword(body.password, member?.passwordHash || (await decoyHash()));
  if (!member || !matches) {
    await countFailure(clientKey, nowMs, LOGIN_POLICY.windowMs);
    const delay = lockDelayMs(taken.counter.failures, LOGIN_POLICY.accountThreshold);
    if (delay > 0) throw lockedError(nowMs + delay, nowMs);
    throw new AppError('LoginFailed');
  }
  if (member.status !== 'enable') {
    await releaseAttempt(accountKey, taken.counter);
    throw new AppError('AccountDisabled');
  }

  await clearCounter(accountKey);
  const updated = await updateMemberFields(member, {
    ...loginStamp(member, nowMs, ip),
    ...(needsRehash(member.passwordHash) ? { passwordHash: await hashPassword(body.password) } : {}),
  });
  if (!updated) throw new AppError('LoginFailed');
  const pair = await startSession(updated, {
    keep: body.keep,
    nowMs,
    ip,
    userAgent: request.userAgent,
  });
  return { member: updated, pair };
}
