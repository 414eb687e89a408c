import { describe, expect, it } from 'vitest';
import {
  CODE_RULES,
  capDay,
  codeUsability,
  decideSend,
  generateCode,
  hashCode,
  normalizeTarget,
  sameHash,
} from '#functions/codes/code-rules.ts';

const SECRET = 'a-server-secret-of-enough-length-for-tests';
const limits = { intervalMs: CODE_RULES.resendIntervalMs, dailyCap: 3 };
/** An injectable clock: a fixed start and steps from it. */
const at = (ms: number) => Date.UTC(2030, 0, 15, 10, 0, 0) + ms;

describe('generateCode', () => {
  it('gives six digits, zero-padded', () => {
    expect(generateCode(() => 42)).toBe('000042');
    expect(generateCode(() => 999_999)).toBe('999999');
    expect(generateCode()).toMatch(/^\d{6}$/);
  });
});

describe('hashCode', () => {
  const input = { channel: 'email', event: 'register', target: 'A@Example.com', code: '123456' } as const;

  it('is stable and ignores the case of emails', () => {
    expect(hashCode(SECRET, input)).toBe(hashCode(SECRET, { ...input, target: 'a@example.com' }));
    expect(hashCode(SECRET, input)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs with the code, target, event, channel and secret', () => {
    const base = hashCode(SECRET, input);
    expect(hashCode(SECRET, { ...input, code: '123457' })).not.toBe(base);
    expect(hashCode(SECRET, { ...input, target: 'b@example.com' })).not.toBe(base);
    expect(hashCode(SECRET, { ...input, event: 'bind_new' })).not.toBe(base);
    expect(hashCode(SECRET, { ...input, channel: 'sms' })).not.toBe(base);
    expect(hashCode(`${SECRET}x`, input)).not.toBe(base);
  });

  it('compares hashes in constant time and refuses empty ones', () => {
    const hash = hashCode(SECRET, input);
    expect(sameHash(hash, hash)).toBe(true);
    expect(sameHash(hash, hashCode(SECRET, { ...input, code: '000000' }))).toBe(false);
    expect(sameHash('', '')).toBe(false);
  });

  it('keeps mobiles as typed but trimmed', () => {
    expect(normalizeTarget('sms', ' +85212345678 ')).toBe('+85212345678');
    expect(normalizeTarget('email', ' X@Y.com ')).toBe('x@y.com');
  });
});

describe('codeUsability', () => {
  const code = { hash: 'ab', expiresAt: at(CODE_RULES.ttlMs), attempts: 0, used: false };

  it('is usable until it expires, is used or has 5 wrong attempts', () => {
    expect(codeUsability(code, at(0))).toBe('usable');
    expect(codeUsability(code, at(CODE_RULES.ttlMs - 1))).toBe('usable');
    expect(codeUsability(code, at(CODE_RULES.ttlMs))).toBe('expired');
    expect(codeUsability({ ...code, used: true }, at(0))).toBe('used');
    expect(codeUsability({ ...code, attempts: CODE_RULES.maxAttempts - 1 }, at(0))).toBe('usable');
    expect(codeUsability({ ...code, attempts: CODE_RULES.maxAttempts }, at(0))).toBe('locked');
    expect(codeUsability(null, at(0))).toBe('missing');
  });
});

describe('decideSend', () => {
  it('allows a first send and counts it', () => {
    expect(decideSend(null, at(0), limits)).toEqual({
      allowed: true,
      next: { day: '20300115', count: 1, lastSentAt: at(0) },
    });
  });

  it('asks to wait the rest of the interval, rounded up to seconds', () => {
    const counter = { day: '20300115', count: 1, lastSentAt: at(0) };
    expect(decideSend(counter, at(1), limits)).toEqual({
      allowed: false,
      reason: 'too_soon',
      waitSeconds: 60,
    });
    expect(decideSend(counter, at(59_001), limits)).toEqual({
      allowed: false,
      reason: 'too_soon',
      waitSeconds: 1,
    });
    expect(decideSend(counter, at(60_000), limits).allowed).toBe(true);
  });

  it('stops at the daily cap and starts again the next UTC day', () => {
    const counter = { day: '20300115', count: 3, lastSentAt: at(0) };
    expect(decideSend(counter, at(120_000), limits)).toEqual({ allowed: false, reason: 'daily_cap' });
    const tomorrow = Date.UTC(2030, 0, 16, 0, 0, 1);
    expect(decideSend(counter, tomorrow, limits)).toEqual({
      allowed: true,
      next: { day: '20300116', count: 1, lastSentAt: tomorrow },
    });
  });

  it('has no interval for address counters', () => {
    const counter = { day: '20300115', count: 1, lastSentAt: at(0) };
    expect(decideSend(counter, at(0), { intervalMs: 0, dailyCap: 2 }).allowed).toBe(true);
  });

  it('names days in UTC', () => {
    expect(capDay(Date.UTC(2030, 11, 31, 23, 59, 59))).toBe('20301231');
  });
});
