import { describe, expect, it } from 'vitest';
import { RESEND_SECONDS, secondsLeft } from '#app/member-center/countdown.ts';
import { signedAmount } from '#app/member-center/LedgerLog.tsx';
import { maskTarget } from '#app/member-center/mask.ts';

describe('masked emails and mobiles', () => {
  it('keep enough to recognise, hide the rest', () => {
    expect(maskTarget('alice@example.com')).toBe('al***@example.com');
    expect(maskTarget('a@example.com')).toBe('a***@example.com');
    expect(maskTarget('13800138000')).toBe('138****8000');
    expect(maskTarget('+85212345678')).toBe('+85****5678');
    expect(maskTarget('')).toBe('');
  });
});

describe('the send-code countdown', () => {
  it('counts whole seconds down to 0 from 60', () => {
    expect(RESEND_SECONDS).toBe(60);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('log amounts', () => {
  it('show their direction', () => {
    expect(signedAmount('1.50')).toBe('+1.50');
    expect(signedAmount('-3.00')).toBe('-3.00');
    expect(signedAmount('0.00')).toBe('0.00');
    expect(signedAmount(40)).toBe('+40');
    expect(signedAmount(0)).toBe('0');
  });
});
