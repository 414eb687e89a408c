import { describe, expect, it } from 'vitest';
import { internationalNumber } from '#core/contact-links.ts';
import { anyMobileSchema } from '#core/contracts/codes.ts';
import { registerBodySchema, retrievePasswordBodySchema } from '#core/contracts/user.ts';
import { compactPhone } from '#core/validation/phone.ts';
import { rules } from '#core/validation/rules.ts';

describe('one normalisation of phone input', () => {
  it('drops the separators people type', () => {
    expect(compactPhone(' +1 415 555 2671 ')).toBe('+14155552671');
    expect(compactPhone('+86 138-0013-8000')).toBe('+8613800138000');
    expect(compactPhone('(852) 1234.5678')).toBe('85212345678');
  });

  it('accepts the same spaced numbers at sign-up, codes, binding and reset as the link button does', () => {
    for (const typed of ['+1 415 555 2671', '+1 (415) 555-2671', '+14155552671']) {
      expect(anyMobileSchema.parse(typed)).toBe('+14155552671');
      expect(rules.intlMobile().parse(typed)).toBe('+14155552671');
      expect(internationalNumber(typed)).toBe('+14155552671');
    }
    expect(anyMobileSchema.parse('138 0013 8000')).toBe('13800138000');
    expect(rules.mobile().parse('138-0013-8000')).toBe('13800138000');
    const register = registerBodySchema.parse({
      tab: 'register',
      username: 'phone_member',
      password: 'Start#123',
      registerType: 'mobile',
      mobile: '+1 415 555 2671',
      code: '123456',
    });
    expect(register.mobile).toBe('+14155552671');
    const reset = retrievePasswordBodySchema.parse({
      type: 'mobile',
      account: '+86 138-0013-8000',
      captcha: '123456',
      password: 'Start#123',
    });
    expect(reset.account).toBe('+8613800138000');
  });

  it('still refuses what is not a number', () => {
    expect(anyMobileSchema.safeParse('+1 415 CALL NOW').success).toBe(false);
    expect(anyMobileSchema.safeParse('12345').success).toBe(false);
    expect(rules.mobile().safeParse('+86 138 0013 8000').success).toBe(false);
  });
});
