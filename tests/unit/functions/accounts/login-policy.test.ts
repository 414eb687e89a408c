import { describe, expect, it } from 'vitest';
import {
  accountGuardId,
  activeFailures,
  type FailureCounter,
  guardVerdict,
  LOGIN_POLICY,
  lockDelayMs,
} from '#functions/accounts/login-policy.ts';

const NOW = 1_800_000_000_000;
const counter = (failures: number, lastFailureAgoMs = 0, windowAgoMs = 60_000): FailureCounter => ({
  failures,
  windowStart: NOW - windowAgoMs,
  lastFailureAt: NOW - lastFailureAgoMs,
});

describe('the login brute-force policy', () => {
  it('waits nothing below the threshold, then 30 s doubling per failure, at most 15 minutes', () => {
    expect(lockDelayMs(4, 5)).toBe(0);
    expect(lockDelayMs(5, 5)).toBe(30_000);
    expect(lockDelayMs(6, 5)).toBe(60_000);
    expect(lockDelayMs(7, 5)).toBe(120_000);
    expect(lockDelayMs(50, 5)).toBe(LOGIN_POLICY.maxDelayMs);
  });

  it('forgets failures once their window has passed', () => {
    expect(activeFailures(counter(5), NOW)).toBe(5);
    expect(activeFailures(counter(5, 0, LOGIN_POLICY.windowMs), NOW)).toBe(0);
    expect(activeFailures(null, NOW)).toBe(0);
  });

  it('locks an account at 5 failures until the delay passes, then still asks for the captcha', () => {
    expect(guardVerdict({ account: counter(4), client: null }, NOW)).toEqual({
      captchaRequired: false,
      lockedUntil: 0,
    });
    expect(guardVerdict({ account: counter(5, 10_000), client: null }, NOW)).toEqual({
      captchaRequired: true,
      lockedUntil: NOW + 20_000,
    });
    expect(guardVerdict({ account: counter(5, 31_000), client: null }, NOW)).toEqual({
      captchaRequired: true,
      lockedUntil: 0,
    });
  });

  it('gives a client address more room (shared networks) but locks it too', () => {
    expect(guardVerdict({ account: null, client: counter(19) }, NOW).captchaRequired).toBe(false);
    expect(guardVerdict({ account: null, client: counter(20) }, NOW)).toEqual({
      captchaRequired: true,
      lockedUntil: NOW + 30_000,
    });
  });

  it('takes the longer of the two locks', () => {
    const verdict = guardVerdict({ account: counter(6), client: counter(20) }, NOW);
    expect(verdict.lockedUntil).toBe(NOW + 60_000);
  });

  it('counts an account by the identifier as typed, ignoring case and spaces', () => {
    expect(accountGuardId('  Alice@Example.COM ')).toBe('alice@example.com');
  });
});
