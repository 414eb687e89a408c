import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '#core/contracts/code-values.ts';
import { utcDay } from '#core/time.ts';

/**
 * The pure rules of verification codes: generation, hashing, expiry, attempts and rate limits.
 * No IO; functions/codes/codes.ts applies them to the stored items.
 */
export type CodeChannel = 'email' | 'sms';

export const CODE_RULES = {
  /** A code is valid for 10 minutes. */
  ttlMs: 10 * 60_000,
  /** One code per target (email or mobile) every 60 seconds. */
  resendIntervalMs: 60_000,
  /** After 5 wrong entries the code is dead. */
  maxAttempts: 5,
} as const;
// Daily caps (UTC days) are configuration (functions/platform/env.ts): CODE_DAILY_PER_TARGET (10),
// CODE_DAILY_PER_IP (30), CODE_DAILY_PER_SMS_PREFIX (300) with CODE_SMS_PREFIX_LIMITS exceptions.

/** A fresh 6-digit code from the CSPRNG, zero-padded. */
export function generateCode(random: (max: number) => number = (max) => randomInt(0, max)): string {
  return String(random(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** Emails compare in lower case; mobiles as given (national or +E.164), trimmed. */
export function normalizeTarget(channel: CodeChannel, target: string): string {
  const value = target.trim();
  return channel === 'email' ? value.toLowerCase() : value;
}

/**
 * The stored form of a code: HMAC-SHA256 keyed with the server secret over the channel, event,
 * target and code, so a leaked table reveals no code and a hash is useless for any other target.
 */
export function hashCode(
  secret: string,
  input: { channel: CodeChannel; event: string; target: string; code: string },
): string {
  return createHmac('sha256', secret)
    .update(
      `${input.channel}\n${input.event}\n${normalizeTarget(input.channel, input.target)}\n${input.code}`,
    )
    .digest('hex');
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** A stored code as the rules see it. */
export type StoredCode = { hash: string; expiresAt: number; attempts: number; used: boolean };

export type CodeUsability = 'usable' | 'missing' | 'expired' | 'used' | 'locked';

/** Whether a stored code may still be checked at all (before comparing it). */
export function codeUsability(stored: StoredCode | null, nowMs: number): CodeUsability {
  if (!stored) return 'missing';
  if (stored.used) return 'used';
  if (stored.attempts >= CODE_RULES.maxAttempts) return 'locked';
  if (nowMs >= stored.expiresAt) return 'expired';
  return 'usable';
}

/** The UTC day of a time, as YYYYMMDD: the unit of the daily caps. */
export function capDay(nowMs: number): string {
  return utcDay(nowMs).replaceAll('-', '');
}

/** A rate-limit counter: sends on `day`, and the time of the last one. */
export type SendCounter = { day: string; count: number; lastSentAt: number };

export type SendDecision =
  | { allowed: true; next: SendCounter }
  | { allowed: false; reason: 'too_soon'; waitSeconds: number }
  | { allowed: false; reason: 'daily_cap' };

/**
 * Whether one more code may go out under a counter: at most one per `intervalMs` (0 for none) and
 * `dailyCap` per UTC day. Answers the counter to store when allowed.
 */
export function decideSend(
  counter: SendCounter | null,
  nowMs: number,
  limits: { intervalMs: number; dailyCap: number },
): SendDecision {
  const day = capDay(nowMs);
  if (counter && limits.intervalMs > 0) {
    const waitMs = counter.lastSentAt + limits.intervalMs - nowMs;
    if (waitMs > 0) return { allowed: false, reason: 'too_soon', waitSeconds: Math.ceil(waitMs / 1000) };
  }
  const sentToday = counter?.day === day ? counter.count : 0;
  if (sentToday >= limits.dailyCap) return { allowed: false, reason: 'daily_cap' };
  return { allowed: true, next: { day, count: sentToday + 1, lastSentAt: nowMs } };
}
