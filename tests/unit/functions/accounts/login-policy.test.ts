import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FREE_ATTEMPTS,
  accountCounterName,
  accountGuardId,
  activeFailures,
  CLIENT_ATTEMPTS,
  type FailureCounter,
  guardVerdict,
  LOGIN_POLICY,
  lockDelayMs,
  PAIR_ATTEMPTS,
  pairGuessesPerDay,
} from '#functions/accounts/login-policy.ts';
import { lockedUntil } from '#functions/data/attempts-repo.ts';

const NOW = 1_800_000_000_000;
const counter = (failures: number, lastFailureAgoMs = 0, windowAgoMs = 60_000): FailureCounter => ({
  failures,
  windowStart: NOW - windowAgoMs,
  lastFailureAt: NOW - lastFailureAgoMs,
});
const none = { account: null, pair: null, client: null };

describe('the login brute-force policy', () => {
  it('waits nothing below the threshold, then 30 s doubling per failure, at most one hour', () => {
    expect(lockDelayMs(4, 5)).toBe(0);
    expect(lockDelayMs(5, 5)).toBe(30_000);
    expect(lockDelayMs(6, 5)).toBe(60_000);
    expect(lockDelayMs(7, 5)).toBe(120_000);
    expect(lockDelayMs(12, 5)).toBe(LOGIN_POLICY.maxDelayMs);
    expect(lockDelayMs(500, 5)).toBe(LOGIN_POLICY.maxDelayMs);
    expect(LOGIN_POLICY.maxDelayMs).toBe(60 * 60_000);
  });

  it('forgets failures once their day has passed', () => {
    expect(activeFailures(counter(5), NOW)).toBe(5);
    expect(activeFailures(counter(5, 0, LOGIN_POLICY.windowMs - 1), NOW)).toBe(5);
    expect(activeFailures(counter(5, 0, LOGIN_POLICY.windowMs), NOW)).toBe(0);
    expect(activeFailures(null, NOW)).toBe(0);
  });

  it('asks for the captcha once the account passed its threshold, from any address, and never delays for it', () => {
    expect(guardVerdict({ ...none, account: counter(4) }, NOW)).toEqual({
      captchaRequired: false,
      lockedUntil: 0,
    });
    // Many failures on the account from other addresses: a captcha, but no wait for this address.
    expect(guardVerdict({ ...none, account: counter(500) }, NOW)).toEqual({
      captchaRequired: true,
      lockedUntil: 0,
    });
  });

  it('delays the address that failed on the account, doubling, and asks for the captcha', () => {
    expect(guardVerdict({ ...none, pair: counter(5, 10_000) }, NOW)).toEqual({
      captchaRequired: true,
      lockedUntil: NOW + 20_000,
    });
    expect(guardVerdict({ ...none, pair: counter(6, 10_000) }, NOW).lockedUntil).toBe(NOW + 50_000);
    expect(guardVerdict({ ...none, pair: counter(5, 31_000) }, NOW)).toEqual({
      captchaRequired: true,
      lockedUntil: 0,
    });
  });

  it('gives an address more room over all accounts (shared networks) but delays it too', () => {
    const below = LOGIN_POLICY.clientThreshold - 1;
    expect(guardVerdict({ ...none, client: counter(below) }, NOW).captchaRequired).toBe(false);
    expect(guardVerdict({ ...none, client: counter(LOGIN_POLICY.clientThreshold) }, NOW)).toEqual({
      captchaRequired: true,
      lockedUntil: NOW + 30_000,
    });
    const both = guardVerdict(
      { account: null, pair: counter(6), client: counter(LOGIN_POLICY.clientThreshold) },
      NOW,
    );
    expect(both.lockedUntil).toBe(NOW + 60_000);
  });

  it('counts an account by the member whatever form was typed, an unknown identifier by its normalised form', () => {
    expect(accountCounterName('m-1', 'Alice')).toBe('id:m-1');
    expect(accountCounterName('m-1', 'alice@example.com')).toBe('id:m-1');
    expect(accountCounterName(null, '  Alice@Example.COM ')).toBe('name:alice@example.com');
    expect(accountGuardId('  Alice@Example.COM ')).toBe('alice@example.com');
    // A typed "id:…" can never reach a member's counter.
    expect(accountCounterName(null, 'id:m-1')).toBe('name:id:m-1');
  });

  it('as attempt policies: the account gives 5 captcha-free attempts a day, the address waits', () => {
    expect(lockedUntil(counter(4), ACCOUNT_FREE_ATTEMPTS, NOW)).toBe(0);
    expect(lockedUntil(counter(5), ACCOUNT_FREE_ATTEMPTS, NOW)).toBe(NOW - 60_000 + LOGIN_POLICY.windowMs);
    expect(lockedUntil(counter(5, 10_000), PAIR_ATTEMPTS, NOW)).toBe(NOW + 20_000);
    expect(lockedUntil(counter(LOGIN_POLICY.clientThreshold), CLIENT_ATTEMPTS, NOW)).toBe(NOW + 30_000);
  });

  it('allows one address at most 34 guesses a day on one account (the README figure)', () => {
    // 5 free, then one after each delay: 30 s, 1, 2, 4, 8, 16, 32 min (cumulative 3,810 s), then one
    // per hour: 7,410 s + 21 × 3,600 s = 83,010 s < 86,400 s, the 22nd hour would pass the day.
    expect(pairGuessesPerDay()).toBe(5 + 7 + 1 + 21);
    expect(pairGuessesPerDay(LOGIN_POLICY.clientThreshold)).toBe(100 + 7 + 1 + 21);
  });
});
