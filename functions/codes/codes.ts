import type { CodeEvent } from '#core/contracts/codes.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { composeCodeMessage } from '#functions/codes/code-messages.ts';
import {
  CODE_RULES,
  type CodeChannel,
  codeUsability,
  decideSend,
  generateCode,
  hashCode,
  normalizeTarget,
  type SendDecision,
  type StoredCode,
  sameHash,
} from '#functions/codes/code-rules.ts';
import { callingCode, prefixDailyCap } from '#functions/codes/sms-prefix.ts';
import {
  deleteCode,
  putCode,
  readCode,
  readSendCounter,
  recordCodeCheck,
  writeSendCounter,
} from '#functions/data/codes-repo.ts';
import { type ItemKey, keys } from '#functions/data/keys.ts';
import type { Member } from '#functions/data/users-repo.ts';
import { notifierFor } from '#functions/notify/notifier.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import type { Logger } from '#functions/platform/log.ts';
import { codeHmacSecret } from '#functions/platform/secrets.ts';
import { siteConfig } from '#functions/site/site-data.ts';

export type { CodeChannel } from '#functions/codes/code-rules.ts';
export type { CodeEvent };

/**
 * Email and SMS verification codes. Items (one table):
 * - the code: pk CODE#{channel}#{target}, sk EVENT#{event}: hash, expiresAt, attempts, used;
 *   a new code for the same target and event replaces the previous one;
 * - the target's counter: pk CODE#{channel}#{target}, sk RATE (60 s interval and daily cap);
 * - the client address's counter: pk CODEIP#{ip}, sk RATE (daily cap);
 * - for SMS, the calling code's counter: pk CODEPREFIX#{code}, sk RATE (daily cap, toll fraud).
 * Counters are read, decided by the pure rules and written back with a version condition, so
 * concurrent sends cannot both pass. Expiry is checked in code (dynalite has no TTL).
 */
const codeKey = (channel: CodeChannel, target: string, event: CodeEvent) => keys.code(channel, target, event);

/**
 * Counts one send under a counter, or answers why not; safe under concurrent sends (the write is
 * conditional on the version read). `read`, a read of the counter this send made already, serves
 * the first attempt; a write lost to another send reads again.
 */
async function countSend(
  key: ItemKey,
  nowMs: number,
  limits: { intervalMs: number; dailyCap: number },
  read?: Awaited<ReturnType<typeof readSendCounter>>,
): Promise<SendDecision> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const counter = attempt === 0 && read !== undefined ? read : await readSendCounter(key);
    const decision = decideSend(counter, nowMs, limits);
    if (!decision.allowed) return decision;
    if (await writeSendCounter(key, counter, decision.next)) return decision;
  }
  // Lost every race: another send for the same key is going on right now.
  return { allowed: false, reason: 'too_soon', waitSeconds: Math.ceil(limits.intervalMs / 1000) || 1 };
}

/** One of the caps a send passes: its counter, limits, and the refusal naming what was limited. */
type Cap = {
  key: ItemKey;
  limits: { intervalMs: number; dailyCap: number };
  refusal: () => AppError;
};

/** The caps of one send: the target's, the address's and, for SMS, the calling code's. */
function capsOf(channel: CodeChannel, target: string, sourceIp: string): { target: Cap; others: Cap[] } {
  const config = env();
  const targetCap: Cap = {
    key: keys.codeRate(channel, target),
    limits: { intervalMs: CODE_RULES.resendIntervalMs, dailyCap: config.CODE_DAILY_PER_TARGET },
    refusal: () => new AppError('CodeDailyLimitTarget', { values: { limit: config.CODE_DAILY_PER_TARGET } }),
  };
  const others: Cap[] = [
    {
      key: keys.codeIpRate(sourceIp),
      limits: { intervalMs: 0, dailyCap: config.CODE_DAILY_PER_IP },
      refusal: () => new AppError('CodeDailyLimitAddress', { values: { limit: config.CODE_DAILY_PER_IP } }),
    },
  ];
  if (channel === 'sms') {
    const prefix = callingCode(target);
    others.push({
      key: keys.codePrefixRate(prefix),
      limits: {
        intervalMs: 0,
        dailyCap: prefixDailyCap(prefix, config.CODE_DAILY_PER_SMS_PREFIX, config.CODE_SMS_PREFIX_LIMITS),
      },
      refusal: () => new AppError('CodeDailyLimitPrefix', { values: { prefix } }),
    });
  }
  return { target: targetCap, others };
}

function refuse(cap: Cap, decision: Exclude<SendDecision, { allowed: true }>): never {
  if (decision.reason === 'too_soon')
    throw new AppError('CodeTooSoon', { values: { seconds: decision.waitSeconds } });
  throw cap.refusal();
}

export type SendCodeInput = {
  channel: CodeChannel;
  /** Email or mobile, as sent (normalised here). */
  target: string;
  event: CodeEvent;
  /** The logged-in member; verify_current and bind_new require one (the handler checks). */
  member: Member | null;
  sourceIp: string;
  lang: Lang;
  nowMs: number;
  log: Logger;
};

/**
 * Sends a code when the event's rule allows it (see CODE_EVENTS) and the daily caps do (the
 * handler has already consumed a passed captcha).
 *
 * No registration oracle: whether a member holds the email or mobile changes nothing here. A
 * register, bind_new or retrieve_password code goes to any address, taken or free, with the same
 * answer and the same work; only the holder of the mailbox or phone, once the code is proved,
 * learns that it is already registered (sign-up, change of binding) or bound to no account
 * (password reset). Throws AppError for every refusal.
 */
export async function sendCode(input: SendCodeInput): Promise<void> {
  const target = normalizeTarget(input.channel, input.target);
  const config = await siteConfig(input.nowMs);
  switch (input.event) {
    case 'register':
      if (!config.open_register) throw new AppError('CodeRegisterClosed');
      break;
    case 'verify_current': {
      const current = input.member
        ? input.channel === 'email'
          ? input.member.email
          : input.member.mobile
        : '';
      if (!current || normalizeTarget(input.channel, current) !== target)
        throw new AppError('CodeTargetNotCurrent');
      break;
    }
    default:
      break;
  }

  // The address's and prefix's caps are checked first without counting, so a refused target
  // costs them nothing; then each is counted (the others from the reads of their check).
  const caps = capsOf(input.channel, target, input.sourceIp);
  const previews = [];
  for (const cap of caps.others) {
    const counter = await readSendCounter(cap.key);
    const preview = decideSend(counter, input.nowMs, cap.limits);
    if (!preview.allowed) refuse(cap, preview);
    previews.push({ cap, counter });
  }
  const counted = await countSend(caps.target.key, input.nowMs, caps.target.limits);
  if (!counted.allowed) refuse(caps.target, counted);
  for (const { cap, counter } of previews) {
    const decision = await countSend(cap.key, input.nowMs, cap.limits, counter);
    if (!decision.allowed) refuse(cap, decision);
  }

  const code = generateCode();
  const key = codeKey(input.channel, target, input.event);
  const stored: StoredCode & { createdAt: number } = {
    hash: hashCode(await codeHmacSecret(), { channel: input.channel, event: input.event, target, code }),
    expiresAt: input.nowMs + CODE_RULES.ttlMs,
    attempts: 0,
    used: false,
    createdAt: input.nowMs,
  };
  await putCode(key, stored);
  const message = composeCodeMessage({
    channel: input.channel,
    event: input.event,
    code,
    siteName: config.site_name,
    lang: input.lang,
  });
  try {
    await notifierFor(input.channel).send({
      channel: input.channel,
      to: target,
      ...message,
      code,
      event: input.event,
    });
  } catch (error) {
    input.log.error('code delivery failed', {
      channel: input.channel,
      errorName: error instanceof Error ? error.name : 'unknown',
      errorMessage: error instanceof Error ? error.message : String(error),
    });
    await deleteCode(key);
    throw new AppError('CodeSendFailed');
  }
}

/**
 * Checks a code a member typed. A wrong code counts an attempt (5 kill the code); `consume`
 * marks a right one used, so it works once. Expired, used, replaced or unknown codes are false.
 */
export async function verifyCode(input: {
  channel: CodeChannel;
  target: string;
  event: CodeEvent;
  code: string;
  nowMs: number;
  consume: boolean;
}): Promise<boolean> {
  const target = normalizeTarget(input.channel, input.target);
  const key = codeKey(input.channel, target, input.event);
  const stored = await readCode(key);
  if (codeUsability(stored, input.nowMs) !== 'usable' || !stored) return false;
  const hash = hashCode(await codeHmacSecret(), {
    channel: input.channel,
    event: input.event,
    target,
    code: input.code.trim(),
  });
  const right = sameHash(hash, stored.hash);
  // Someone else using, replacing or locking it in the meantime makes the check false.
  const recorded = await recordCodeCheck(
    key,
    stored,
    right ? { right, consume: input.consume, nowMs: input.nowMs } : { right },
    CODE_RULES.maxAttempts,
  );
  return right && recorded;
}
