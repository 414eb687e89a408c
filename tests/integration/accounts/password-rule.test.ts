import { describe, expect, it } from 'vitest';
import { checkInResultSchema } from '#core/contracts/user.ts';
import { verifyPassword } from '#functions/accounts/passwords.ts';
import { getMember } from '#functions/data/users-repo.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { latestCode } from '../../helpers/outbox.ts';
import { tempOutbox } from '../../helpers/temp-outbox.ts';
import { logIn, seedMember, solveCaptcha } from './helpers.ts';

/**
 * The new-password rule (functions/accounts/password-rule.ts) through the real handlers: sign-up,
 * change password and password reset refuse a common password and one holding the account name,
 * with the sentence in the request's language naming the field, and use up nothing meanwhile.
 */
tempOutbox();
const stack = setupApiStack();

const STRONG = 'Tapir#lantern91';
const COMMON = {
  en: 'The password is one of the most common passwords: please choose one that is harder to guess',
  'zh-cn': '密码过于常见，请换一个更难猜到的密码',
};
const HOLDS_NAME = {
  en: 'The password must not be or contain the account name',
  'zh-cn': '密码不能是账户名，也不能包含账户名',
};

const post = (path: string, body: unknown, init: { lang?: string; token?: string } = {}) =>
  stack.call(path, { ...init, method: 'POST', body });

async function emailCode(email: string, event: 'register' | 'retrieve_password'): Promise<string> {
  const sent = await post('/client/Ems/send', { email, event, ...(await solveCaptcha(stack)) });
  expect(sent.body.code, sent.body.msg).toBe(1);
  return latestCode(email);
}

describe('sign-up refuses a common password or one holding the account name', () => {
  it('in both languages, naming the field, and the code and captcha stay usable', async () => {
    const code = await emailCode('frank@example.com', 'register');
    const body = (password: string) => ({
      tab: 'register',
      username: 'frank_w',
      password,
      registerType: 'email',
      email: 'frank@example.com',
      code,
    });

    const captcha = await solveCaptcha(stack);
    const en = await post('/client/user/checkIn', { ...body('Password123'), ...captcha });
    const zh = await post('/client/user/checkIn', { ...body('qwerty123'), ...captcha }, { lang: 'zh-cn' });
    const named = await post('/client/user/checkIn', { ...body('x-Frank_W-2026'), ...captcha });
    const named_zh = await post(
      '/client/user/checkIn',
      { ...body('frank_w'), ...captcha },
      { lang: 'zh-cn' },
    );

    expect(en.body).toMatchObject({ code: 0, msg: COMMON.en, data: { errors: { password: COMMON.en } } });
    expect(zh.body).toMatchObject({
      code: 0,
      msg: COMMON['zh-cn'],
      data: { errors: { password: COMMON['zh-cn'] } },
    });
    expect(named.body).toMatchObject({ code: 0, data: { errors: { password: HOLDS_NAME.en } } });
    expect(named_zh.body).toMatchObject({ code: 0, data: { errors: { password: HOLDS_NAME['zh-cn'] } } });
    // Nothing was used up: the same captcha and code sign up with a good password.
    const good = await post('/client/user/checkIn', { ...body(STRONG), ...captcha });
    expect(good.body.code, good.body.msg).toBe(1);
    const member = await getMember(checkInResultSchema.parse(good.body.data).userInfo.id);
    expect(await verifyPassword(STRONG, member?.passwordHash ?? '')).toBe(true);
  });
});

describe('change password refuses a common password or one holding the account name', () => {
  it('in both languages, under newPassword, without costing an old-password attempt', async () => {
    const seeded = await seedMember('Start#123', { username: 'gina_c' });
    const { token } = await logIn(stack, 'gina_c', 'Start#123');
    const change = (newPassword: string, lang = 'en', oldPassword = 'Start#123') =>
      post(
        '/client/account/changePassword',
        { oldPassword, newPassword, renewPassword: newPassword },
        { token, lang },
      );

    const en = await change('iloveyou1');
    const zh = await change('1qaz2wsx', 'zh-cn');
    const named = await change('GINA_C#2026');
    const named_zh = await change('my gina_c pw', 'zh-cn');
    // A refused new password costs no old-password attempt (5 per window): after five refusals
    // carrying a wrong old password, the right one still gets through.
    for (let i = 0; i < 5; i += 1) {
      expect((await change('password1', 'en', 'Wrong#1')).body.msg).toBe(COMMON.en);
    }
    expect((await change('password1', 'en', 'Wrong#1')).body.msg).toBe(COMMON.en);

    expect(en.body).toMatchObject({ code: 0, msg: COMMON.en, data: { errors: { newPassword: COMMON.en } } });
    expect(zh.body).toMatchObject({ code: 0, data: { errors: { newPassword: COMMON['zh-cn'] } } });
    expect(named.body).toMatchObject({ code: 0, data: { errors: { newPassword: HOLDS_NAME.en } } });
    expect(named_zh.body).toMatchObject({ code: 0, data: { errors: { newPassword: HOLDS_NAME['zh-cn'] } } });
    expect((await getMember(seeded.id))?.passwordHash).toBe(seeded.passwordHash);
    const good = await change(STRONG);
    expect(good.body.code, good.body.msg).toBe(1);
    expect((await logIn(stack, 'gina_c', STRONG)).id).toBe(seeded.id);
  });
});

describe('password reset refuses a common password or one holding the account name', () => {
  it('in both languages, and the code stays usable for a good password', async () => {
    const seeded = await seedMember('Start#123', { username: 'hank_r', email: 'hank@example.com' });
    const code = await emailCode('hank@example.com', 'retrieve_password');
    const reset = (password: string, lang = 'en') =>
      post(
        '/client/user/retrievePassword',
        { type: 'email', account: 'hank@example.com', captcha: code, password },
        { lang },
      );

    const en = await reset('abc123456');
    const zh = await reset('football1', 'zh-cn');
    const named = await reset('Hank_R!2026');
    const named_zh = await reset('hank_r', 'zh-cn');

    expect(en.body).toMatchObject({ code: 0, msg: COMMON.en, data: { errors: { password: COMMON.en } } });
    expect(zh.body).toMatchObject({ code: 0, msg: COMMON['zh-cn'] });
    expect(named.body).toMatchObject({
      code: 0,
      msg: HOLDS_NAME.en,
      data: { errors: { password: HOLDS_NAME.en } },
    });
    expect(named_zh.body).toMatchObject({ code: 0, msg: HOLDS_NAME['zh-cn'] });
    // Without the right code, the answer says nothing about the account name.
    const guess = await post('/client/user/retrievePassword', {
      type: 'email',
      account: 'hank@example.com',
      captcha: code === '000000' ? '111111' : '000000',
      password: 'hank_r#2026',
    });
    expect(guess.body.msg).toBe('The verification code is incorrect or expired');
    expect((await getMember(seeded.id))?.passwordHash).toBe(seeded.passwordHash);
    const good = await reset(STRONG);
    expect(good.body.code, good.body.msg).toBe(1);
    expect((await logIn(stack, 'hank_r', STRONG)).id).toBe(seeded.id);
  });
});
