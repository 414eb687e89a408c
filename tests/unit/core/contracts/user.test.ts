import { describe, expect, it } from 'vitest';
import { checkInBodySchema, loginBodySchema, retrievePasswordBodySchema } from '#core/contracts/user.ts';
import { parseLocalized } from '#core/validation/parse.ts';

describe('the sign-up and login contracts', () => {
  it('reads a login with remember-me from JSON or a form', () => {
    const base = { tab: 'login', username: ' alice ', password: 'Secret#1' };
    expect(loginBodySchema.parse({ ...base, keep: true })).toMatchObject({ username: 'alice', keep: true });
    expect(loginBodySchema.parse({ ...base, keep: '1' }).keep).toBe(true);
    expect(loginBodySchema.parse(base)).toMatchObject({ keep: false, captchaId: '', captchaInfo: '' });
  });

  it('checks only the contact of the chosen method and drops the other', () => {
    const base = { tab: 'register', username: 'alice', password: 'Secret#1', code: '123456' };

    const byEmail = checkInBodySchema.parse({ ...base, registerType: 'email', email: 'A@B.co', mobile: 'x' });
    const byMobile = checkInBodySchema.parse({
      ...base,
      registerType: 'mobile',
      mobile: '13812345678',
      email: 'x',
    });
    const bad = parseLocalized(checkInBodySchema, { ...base, registerType: 'mobile', mobile: '123' }, 'en');

    expect(byEmail).toMatchObject({ email: 'a@b.co', mobile: '' });
    expect(byMobile).toMatchObject({ email: '', mobile: '13812345678' });
    expect(bad).toMatchObject({
      success: false,
      errors: { mobile: 'Please enter the correct mobile number' },
    });
  });

  it('gives the spec rules for account and password, in both languages', () => {
    const body = {
      tab: 'register',
      username: '_x',
      password: 'a&b',
      registerType: 'email',
      email: 'a@b.co',
      code: '1',
    };

    const en = parseLocalized(checkInBodySchema, body, 'en');
    const zh = parseLocalized(checkInBodySchema, body, 'zh-cn');

    expect(en.success).toBe(false);
    expect(!en.success && en.errors.username).toMatch(/^The account must be 3-15 characters/);
    expect(!zh.success && zh.errors.password).toBe('密码须为 6-32 位，且不能包含 & < > " \'');
  });

  it('reads a password reset for an email (lower-cased) or a mobile', () => {
    const reset = { captcha: '123456', password: 'Fresh#12' };
    expect(retrievePasswordBodySchema.parse({ ...reset, type: 'email', account: 'Me@X.io' }).account).toBe(
      'me@x.io',
    );
    const bad = parseLocalized(
      retrievePasswordBodySchema,
      { ...reset, type: 'mobile', account: 'me@x.io' },
      'en',
    );
    expect(bad).toMatchObject({
      success: false,
      errors: { account: 'Please enter the correct mobile number' },
    });
  });
});
