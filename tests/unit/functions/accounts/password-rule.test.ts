import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { registerBodySchema } from '#core/contracts/user.ts';
import { parseLocalized } from '#core/validation/parse.ts';
import {
  accountNameRule,
  containsAccountName,
  PASSWORD_RULE_MESSAGES,
} from '#core/validation/password-rule.ts';
import {
  commonPasswords,
  commonPasswordsPath,
  isCommonPassword,
  newPasswordProblem,
  refuseWeakPassword,
} from '#functions/accounts/password-rule.ts';
import { AppError } from '#functions/platform/errors.ts';
import { PASSWORD_GROUPS } from '../../../../cdk/bundle.ts';

describe('the new-password rule', () => {
  it('reads the maintained common-password list (zxcvbn-ts), tens of thousands of entries', async () => {
    expect(existsSync(commonPasswordsPath())).toBe(true);
    expect((await commonPasswords()).size).toBeGreaterThan(40_000);
  });

  it('refuses the commonest passwords whatever their case, and accepts unusual ones', async () => {
    for (const common of [
      '123456',
      'password',
      'Password1',
      'QWERTY123',
      '1qaz2wsx',
      'iloveyou',
      'letmein',
    ]) {
      expect(await isCommonPassword(common), common).toBe(true);
    }
    for (const unusual of ['Start#123', 'Fresh#456', 'tapir-lantern-91', '锦鲤跳龙门2026']) {
      expect(await isCommonPassword(unusual), unusual).toBe(false);
    }
  });

  it('refuses a password that is or contains the account name, ignoring case', async () => {
    expect(containsAccountName('alice', 'Alice')).toBe(true);
    expect(containsAccountName('xxALICE99', 'alice')).toBe(true);
    expect(containsAccountName('al1ce#2026', 'alice')).toBe(false);
    expect(containsAccountName('anything', '')).toBe(false);
    expect(await newPasswordProblem('Bob_the_Builder7', 'bob_the')).toBe('containsAccount');
    expect(await newPasswordProblem('password1', 'carol')).toBe('common');
    expect(await newPasswordProblem('Start#123', 'carol')).toBeNull();
  });

  it('answers a refusal naming the field, in the request language', async () => {
    const refusal = (lang: 'en' | 'zh-cn') =>
      refuseWeakPassword({ password: 'qwerty123', username: 'dave', field: 'newPassword', lang }).then(
        () => null,
        (error: unknown) => error,
      );
    const en = await refusal('en');
    const zh = await refusal('zh-cn');
    expect(en).toBeInstanceOf(AppError);
    expect(en).toMatchObject({
      localizedMessage: PASSWORD_RULE_MESSAGES.common.en,
      data: { errors: { newPassword: PASSWORD_RULE_MESSAGES.common.en } },
    });
    expect(zh).toMatchObject({ data: { errors: { newPassword: '密码过于常见，请换一个更难猜到的密码' } } });
    await expect(
      refuseWeakPassword({ password: 'Start#123', username: 'dave', field: 'password', lang: 'en' }),
    ).resolves.toBeUndefined();
  });

  it('the sign-up form refuses the account name in the password as it is typed, in both languages', () => {
    const formSchema = registerBodySchema.check(z.superRefine(accountNameRule));
    const body = {
      tab: 'register',
      username: 'erin_w',
      password: 'my-Erin_W-pass',
      registerType: 'email',
      email: 'e@example.com',
      code: '123456',
    };
    expect(parseLocalized(formSchema, body, 'en')).toMatchObject({
      success: false,
      errors: { password: 'The password must not be or contain the account name' },
    });
    expect(parseLocalized(formSchema, body, 'zh-cn')).toMatchObject({
      success: false,
      errors: { password: '密码不能是账户名，也不能包含账户名' },
    });
    expect(formSchema.safeParse({ ...body, password: 'Start#123' }).success).toBe(true);
  });

  it('ships the list with the route groups that set a login password (sign-up, reset, change)', () => {
    expect([...PASSWORD_GROUPS].sort()).toEqual(['account', 'user']);
  });
});
