import type { LoginBody } from '#core/contracts/user.ts';
import { rules } from '#core/validation/rules.ts';
import { CHECK_IN_SETTINGS } from '#functions/accounts/check-in-settings.ts';
import {
  ACCOUNT_FREE_ATTEMPTS,
  accountCounterName,
  CLIENT_ATTEMPTS,
  guardVerdict,
  LOGIN_POLICY,
  lockDelayMs,
  PAIR_ATTEMPTS,
} from '#functions/accounts/login-policy.ts';
import { loginStamp, updateMemberFields } from '#functions/accounts/member-updates.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '#functions/accounts/passwords.ts';
import { type IssuedTokens, startSession } from '#functions/accounts/sessions.ts';
import { checkClickCaptcha } from '#functions/captcha/click-captcha.ts';
import {
  clearCounter,
  countFailure,
  type FailureCounter,
  readCounters,
  releaseAttempt,
  takeAttempt,
} from '#functions/data/attempts-repo.ts';
import { keys } from '#functions/data/keys.ts';
import {
  getMember,
  lookupUnique,
  normalizeUnique,
  type StoredMember,
  type UniqueKind,
} from '#functions/data/users-repo.ts';
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

/**
 * The login counters' name of the account: the member's id, or for an identifier no member has,
 * the form it would be claimed under (case, spaces and a mobile's separators dropped), so its forms
 * count together exactly as a member's would.
 */
function accountOf(member: StoredMember | null, identifier: string): string {
  return accountCounterName(member?.id ?? null, normalizeUnique(identifierKind(identifier), identifier));
}

const secondsUntil = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / 1000));

/** This address must wait: the answer says how long, and that the captcha comes next. */
function lockedError(untilMs: number, nowMs: number): AppError {
  const seconds = secondsUntil(untilMs, nowMs);
  return new AppError('LoginLocked', { values: { seconds }, data: { captcha: true, retry_after: seconds } });
}

const CAPTCHA_NEXT = { captcha: true, retry_after: 0 };

export type LoginRequest = {
  body: LoginBody;
  nowMs: number;
  ip: string;
  userAgent: string;
};

/** Checks the captcha of the body (used up whether right or wrong). */
async function requireCaptcha(body: LoginBody, nowMs: number): Promise<void> {
  if (!body.captchaId || !body.captchaInfo) throw new AppError('CaptchaRequired', { data: CAPTCHA_NEXT });
  if (!(await checkClickCaptcha(body.captchaId, body.captchaInfo, { consume: true, nowMs }))) {
    throw new AppError('CaptchaFailed', { data: CAPTCHA_NEXT });
  }
}

/**
 * Login with username, email or mobile and password, under the brute-force policy
 * (functions/accounts/login-policy.ts). Refusals: this address must wait (LoginLocked), captcha
 * missing or wrong, wrong account or password (one message for both, the same counters and the
 * same scrypt work whether the account exists or not), disabled account.
 */
export async function login(request: LoginRequest): Promise<{ member: StoredMember; pair: IssuedTokens }> {
  const { body, nowMs, ip } = request;
  const member = await findMember(body.username);
  const accountName = accountOf(member, body.username);
  const accountKey = keys.loginFailures('ACCOUNT', accountName);
  const pairKey = keys.loginFailures('PAIR', `${ip}#${accountName}`);
  const clientKey = keys.loginFailures('CLIENT', ip);
  const [account, pairCounter, client] = await readCounters([accountKey, pairKey, clientKey]);
  const verdict = guardVerdict(
    { account: account ?? null, pair: pairCounter ?? null, client: client ?? null },
    nowMs,
  );
  if (verdict.lockedUntil > nowMs) throw lockedError(verdict.lockedUntil, nowMs);

  const captchaAsked = CHECK_IN_SETTINGS.captcha.login || verdict.captchaRequired;
  if (captchaAsked) await requireCaptcha(body, nowMs);

  // Each counter takes this attempt before the hash is checked, so concurrent guesses cannot
  // outrun them; a right password gives the attempts back.
  const taken: { key: typeof clientKey; counter: FailureCounter }[] = [];
  const giveBack = () => Promise.all(taken.map(({ key, counter }) => releaseAttempt(key, counter)));
  const clientTaken = await takeAttempt(clientKey, CLIENT_ATTEMPTS, nowMs);
  if (!clientTaken.ok) throw lockedError(clientTaken.lockedUntil, nowMs);
  taken.push({ key: clientKey, counter: clientTaken.counter });
  const pairTaken = await takeAttempt(pairKey, PAIR_ATTEMPTS, nowMs);
  if (!pairTaken.ok) {
    await giveBack();
    throw lockedError(pairTaken.lockedUntil, nowMs);
  }
  taken.push({ key: pairKey, counter: pairTaken.counter });
  // The account: a few attempts a day without a captcha, then only with one (never locked).
  let accountFailures: number;
  if (captchaAsked) {
    accountFailures = (await countFailure(accountKey, nowMs, LOGIN_POLICY.windowMs)).failures;
  } else {
    const free = await takeAttempt(accountKey, ACCOUNT_FREE_ATTEMPTS, nowMs);
    if (!free.ok) {
      await giveBack();
      throw new AppError('CaptchaRequired', { data: CAPTCHA_NEXT });
    }
    accountFailures = free.counter.failures;
  }

  const matches = await verifyPassword(body.password, member?.passwordHash || (await decoyHash()));
  if (!member || !matches) {
    const delay = Math.max(
      lockDelayMs(pairTaken.counter.failures, LOGIN_POLICY.pairThreshold),
      lockDelayMs(clientTaken.counter.failures, LOGIN_POLICY.clientThreshold),
    );
    if (delay > 0) throw lockedError(nowMs + delay, nowMs);
    const captchaNext = accountFailures >= LOGIN_POLICY.accountThreshold;
    throw new AppError('LoginFailed', captchaNext ? { data: CAPTCHA_NEXT } : {});
  }
  if (member.status !== 'enable') {
    await Promise.all([giveBack(), clearCounter(accountKey)]);
    throw new AppError('AccountDisabled');
  }

  await Promise.all([
    releaseAttempt(clientKey, clientTaken.counter),
    clearCounter(pairKey),
    clearCounter(accountKey),
  ]);
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
