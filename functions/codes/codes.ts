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
import {
  deleteCode,
  putCode,
  readCode,
  readSendCounter,
  recordCodeCheck,
  writeSendCounter,
} from '#functions/data/codes-repo.ts';
import { type ItemKey, keys } from '#functions/data/keys.ts';
import { lookupUnique, type Member, type UniqueKind } from '#functions/data/users-repo.ts';
import { notifierFor } from '#functions/notify/notifier.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import type { Logger } from '#functions/platform/log.ts';
import { codeHmacSecret } from '#functions/platform/secrets.ts';
import { siteData } from '#functions/site/site-data.ts';

export type { CodeChannel } from '#functions/codes/code-rules.ts';
export type { CodeEvent };

/**
 * Email and SMS verification codes. Items (one table):
 * - the code: pk CODE#{channel}#{target}, sk EVENT#{event}: hash, expiresAt, attempts, used;
 *   a new code for the same target and event replaces the previous one;
 * - the target's counter: pk CODE#{channel}#{target}, sk RATE (60 s interval and daily cap);
 * - the client address's counter: pk CODEIP#{ip}, sk RATE (daily cap).
 * Counters are read, decided by the pure rules and written back with a version condition, so
 * concurrent sends cannot both pass. Expiry is checked in code (dynalite has no TTL).
 */
const codeKey = (channel: CodeChannel, target: string, event: CodeEvent) => keys.code(channel, target, event);
const targetCounterKey = keys.codeRate;
const ipCounterKey = keys.codeIpRate;

const uniqueKind = (channel: CodeChannel): UniqueKind => (channel === 'email' ? 'EMAIL' : 'MOBILE');

/** Counts one send under a counter, or answers why not; safe under concurrent sends. */
async function countSend(
  key: ItemKey,
  nowMs: number,
  limits: { intervalMs: number; dailyCap: number },
): Promise<SendDecision> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const counter = await readSendCounter(key);
    const decision = decideSend(counter, nowMs, limits);
    if (!decision.allowed) return decision;
    if (await writeSendCounter(key, counter, decision.next)) return decision;
  }
  // Lost every race: another send for the same key is going on right now.
  return { allowed: false, reason: 'too_soon', waitSeconds: Math.ceil(limits.intervalMs / 1000) || 1 };
}

function refuse(decision: Exclude<SendDecision, { allowed: true }>): never {
  if (decision.reason === 'too_soon')
    throw new AppError('CodeTooSoon', { values: { seconds: decision.waitSeconds } });
  throw new AppError('CodeDailyLimit');
}

const TARGET_LIMITS = { intervalMs: CODE_RULES.resendIntervalMs, dailyCap: CODE_RULES.dailyPerTarget };
const ipLimits = () => ({ intervalMs: 0, dailyCap: env().CODE_DAILY_PER_IP });

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
 * Sends a code when the event's rule allows it (see CODE_EVENTS) and the rate limits do.
 * retrieve_password to an unbound target answers exactly like a sent code and sends nothing, so
 * the call cannot tell who has an account. Throws AppError for every refusal.
 */
export async function sendCode(input: SendCodeInput): Promise<void> {
  const target = normalizeTarget(input.channel, input.target);
  const { config } = await siteData(input.nowMs);
  const holder = await lookupUnique(uniqueKind(input.channel), target, input.nowMs);
  let deliver = true;
  switch (input.event) {
    case 'register':
      if (!config.open_register) throw new AppError('CodeRegisterClosed');
      if (holder) throw new AppError('CodeTargetTaken');
      break;
    case 'retrieve_password':
      deliver = holder !== null;
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
    case 'bind_new':
      if (holder) throw new AppError('CodeTargetTaken');
      break;
  }

  // The address's cap is checked first without counting, so a refused target costs it nothing.
  const ipKey = ipCounterKey(input.sourceIp);
  const ipPreview = decideSend(await readSendCounter(ipKey), input.nowMs, ipLimits());
  if (!ipPreview.allowed) refuse(ipPreview);
  const targetDecision = await countSend(targetCounterKey(input.channel, target), input.nowMs, TARGET_LIMITS);
  if (!targetDecision.allowed) refuse(targetDecision);
  const ipDecision = await countSend(ipKey, input.nowMs, ipLimits());
  if (!ipDecision.allowed) refuse(ipDecision);

  if (!deliver) {
    input.log.info('code not sent: target not bound', { channel: input.channel, event: input.event });
    return;
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
