import { describe, expect, it } from 'vitest';
import {
  centsToAmount,
  changePasswordBodySchema,
  isAvatarUrl,
  isValidBirthday,
  latestBirthday,
  profileUpdateSchema,
} from '#core/contracts/account.ts';
import { parseLocalized } from '#core/validation/parse.ts';

describe('amounts', () => {
  it('are integer cents written with two decimals', () => {
    expect(centsToAmount(0)).toBe('0.00');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(1250)).toBe('12.50');
    expect(centsToAmount(-305)).toBe('-3.05');
    expect(centsToAmount(123_456_789)).toBe('1234567.89');
  });
});

describe('profile rules', () => {
  const now = Date.UTC(2025, 4, 17, 12);

  it('take real past dates as birthdays, never the future', () => {
    expect(isValidBirthday('1990-05-17', now)).toBe(true);
    expect(isValidBirthday('2024-02-29', now)).toBe(true);
    expect(isValidBirthday('2023-02-29', now)).toBe(false);
    expect(isValidBirthday('1899-12-31', now)).toBe(false);
    expect(isValidBirthday('2025-05-19', now)).toBe(false);
    expect(isValidBirthday('17.05.1990', now)).toBe(false);
    // "Today" anywhere on Earth is accepted (UTC+14 is a day ahead of UTC at noon).
    expect(latestBirthday(now)).toBe('2025-05-18');
  });

  it('take our own upload paths and http(s) addresses as avatars', () => {
    expect(isAvatarUrl('')).toBe(true);
    expect(isAvatarUrl('/uploads/20250517/0123abcd.png')).toBe(true);
    expect(isAvatarUrl('https://cdn.example.com/a.png')).toBe(true);
    for (const bad of [
      '/uploads/../x.png',
      '/etc/passwd',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.example/a.png',
    ])
      expect(isAvatarUrl(bad), bad).toBe(false);
  });

  it('change only the fields sent, and read numbers sent as text', () => {
    expect(profileUpdateSchema.parse({ version: '3' })).toEqual({ version: 3 });
    expect(profileUpdateSchema.parse({ version: 1, gender: '2', nickname: ' Amy ' })).toEqual({
      version: 1,
      gender: 2,
      nickname: 'Amy',
    });
  });

  it('explain refusals in both languages', () => {
    const zh = parseLocalized(
      profileUpdateSchema,
      { version: 1, nickname: 'x'.repeat(21), motto: 'm'.repeat(101) },
      'zh-cn',
    );
    expect(zh.success).toBe(false);
    if (!zh.success)
      expect(zh.errors).toEqual({ nickname: '昵称须为 1-20 个字符', motto: '签名最多 100 个字符' });
  });
});

describe('the change-password form', () => {
  it('needs the new password twice, different from the old one', () => {
    const result = (body: object) => parseLocalized(changePasswordBodySchema, body, 'en');
    expect(result({ oldPassword: 'old#123', newPassword: 'new#123', renewPassword: 'new#123' }).success).toBe(
      true,
    );
    expect(
      result({ oldPassword: 'old#123', newPassword: 'new#123', renewPassword: 'new#124' }),
    ).toMatchObject({
      errors: { renewPassword: 'The two new passwords are not the same' },
    });
    expect(
      result({ oldPassword: 'old#123', newPassword: 'old#123', renewPassword: 'old#123' }),
    ).toMatchObject({
      errors: { newPassword: 'The new password must differ from the old one' },
    });
  });
});
