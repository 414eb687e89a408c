import { describe, expect, it } from 'vitest';
import { identifierKind } from '#functions/accounts/login.ts';
import { maskEmail, maskMobile, signedInUser } from '#functions/accounts/signed-in.ts';
import { storedMemberSchema } from '#functions/data/users-repo.ts';

describe('what login answers about the member', () => {
  it('masks the email and the mobile', () => {
    expect(maskEmail('alice@example.com')).toBe('a***e@example.com');
    expect(maskEmail('al@example.com')).toBe('a***@example.com');
    expect(maskEmail('')).toBe('');
    expect(maskMobile('13812345678')).toBe('138****5678');
    expect(maskMobile('+85212345678')).toBe('+852****5678');
    expect(maskMobile('')).toBe('');
  });

  it('carries no hash and gives times in seconds', () => {
    const member = storedMemberSchema().parse({
      id: 'm1',
      username: 'alice',
      passwordHash: 'scrypt$secret',
      payPasswordHash: 'scrypt$pay',
      joinTime: 1_700_000_000_123,
      lastLoginTime: 1_700_000_900_000,
      previousLoginTime: 1_700_000_500_999,
    });

    const user = signedInUser(member, { token: 'a' });

    expect(JSON.stringify(user)).not.toContain('scrypt');
    // "Last login" is the login before this session.
    expect(user).toMatchObject({ join_time: 1_700_000_000, last_login_time: 1_700_000_500, token: 'a' });
    // The refresh token is never in a body: it travels in the HttpOnly cookie.
    expect(user.refresh_token).toBe('');
  });

  it('carries the pay state the member center shows: balance, score, pay password set, quick pay', () => {
    const member = storedMemberSchema().parse({
      id: 'm1',
      username: 'alice',
      balanceCents: 1250,
      score: 7,
      payPasswordHash: 'scrypt$pay',
      quickPay: true,
    });
    expect(signedInUser(member, { token: 'a' })).toMatchObject({
      balance: '12.50',
      money: '12.50',
      balance_money: '0.00',
      score: 7,
      is_set_pay: true,
      quick_pay: true,
    });
  });
});

describe('login identifiers', () => {
  it('tells an email, a mobile and a username apart', () => {
    expect(identifierKind('a@b.co')).toBe('EMAIL');
    expect(identifierKind('13812345678')).toBe('MOBILE');
    expect(identifierKind('+85212345678')).toBe('MOBILE');
    expect(identifierKind('alice_1')).toBe('USERNAME');
  });
});
