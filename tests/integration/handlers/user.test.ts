import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { indexDataSchema } from '#core/contracts/index-endpoint.ts';
import {
  checkInInfoSchema,
  checkInResultSchema,
  refreshAnswerSchema,
  type SignedInUser,
  signedInUserSchema,
  tokenPairSchema,
} from '#core/contracts/user.ts';
import { hashCostLog2, verifyPassword } from '#functions/accounts/passwords.ts';
import { REFRESH_RACE_GRACE_MS } from '#functions/accounts/sessions.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { getSession, sessionKey } from '#functions/data/sessions-repo.ts';
import { getSiteConfig, putSiteConfig } from '#functions/data/site-repo.ts';
import { getMember, lookupUnique, updateMember } from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';
import { signAccessToken } from '#functions/platform/tokens.ts';
import { forgetSiteData } from '#functions/site/site-data.ts';
import { refreshCookieOf, setupApiStack, TEST_JWT_SECRET } from '../../helpers/api-stack.ts';
import { latestCode } from '../../helpers/outbox.ts';
import { tempOutbox } from '../../helpers/temp-outbox.ts';
import { logIn, seedMember, solveCaptcha } from '../accounts/helpers.ts';

tempOutbox();
const stack = setupApiStack();

const PASSWORD = 'Secret#123';
const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_INVALID_EN = 'The verification code is incorrect or expired';

type CallInit = NonNullable<Parameters<typeof stack.call>[1]>;
const post = (path: string, body: unknown, init: CallInit = {}) =>
  stack.call(path, { ...init, method: 'POST', body });

const BROWSER = { 'user-agent': 'Mozilla/5.0 (test browser)' };

/**
 * POST /client/user/refresh with the refresh cookie, as the browser sends it (from the same
 * client unless `headers` say otherwise); the answer's data carries the new cookie's token as
 * `refresh_token` so tests can go on with it.
 */
async function refresh(token: string, headers: Record<string, string> = BROWSER) {
  const answer = await stack.call('/client/user/refresh', {
    method: 'POST',
    body: {},
    cookie: `ba-refresh=${token}`,
    headers,
  });
  const next = refreshCookieOf(answer.setCookies);
  const data =
    answer.body.code === 1 ? { ...(answer.body.data as object), refresh_token: next } : answer.body.data;
  return { ...answer, body: { ...answer.body, data } };
}

/** Whether an access token gets the member in: the start-up call with requiredLogin=1. */
async function memberOf(token: string): Promise<{ code: number; username: string | null }> {
  const { body } = await stack.call('/client/index/index', { query: 'requiredLogin=1', token });
  if (body.code !== 1) return { code: body.code, username: null };
  return { code: 1, username: indexDataSchema.parse(body.data).user_info?.username ?? null };
}

async function withSiteConfig(
  change: { open_register?: boolean; open_member_center?: boolean },
  run: () => Promise<void>,
) {
  const current = await getSiteConfig();
  if (!current) throw new Error('not seeded');
  await putSiteConfig({ ...current.doc, ...change }, current.version, Date.now());
  forgetSiteData();
  try {
    await run();
  } finally {
    await putSiteConfig(current.doc, current.version + 1, Date.now());
    forgetSiteData();
  }
}

async function emailCode(email: string, event: 'register' | 'retrieve_password'): Promise<string> {
  const sent = await post('/client/Ems/send', { email, event, ...(await solveCaptcha(stack)) });
  expect(sent.body.code, sent.body.msg).toBe(1);
  return latestCode(email);
}

describe('GET /client/user/checkIn', () => {
  it('tells the login screen whether sign-up is open, where the captcha is, and the rules, in the language asked', async () => {
    const { body } = await stack.call('/client/user/checkIn', { lang: 'zh-cn' });

    expect(body.code).toBe(1);
    const info = checkInInfoSchema.parse(body.data);
    expect(info).toMatchObject({
      open_register: true,
      open_member_center: true,
      captcha: { login: true, register: true },
      register_methods: ['email', 'mobile'],
    });
    expect(info.hints.account).toContain('3-15');
    expect(info.hints.password).toMatch(/^密码/);
  });

  it('says when sign-up or the member center is closed', async () => {
    await withSiteConfig({ open_register: false, open_member_center: false }, async () => {
      const info = checkInInfoSchema.parse((await stack.call('/client/user/checkIn')).body.data);
      expect(info.open_register).toBe(false);
      expect(info.open_member_center).toBe(false);
    });
  });
});

describe('POST /client/user/checkIn tab=register', () => {
  it('signs up with an email code: a member with a hashed password, a session, and tokens that work', async () => {
    const code = await emailCode('Ann@Example.com', 'register');

    const { body } = await post('/client/user/checkIn', {
      tab: 'register',
      username: 'ann_1',
      password: PASSWORD,
      registerType: 'email',
      email: 'Ann@Example.com',
      code,
      ...(await solveCaptcha(stack)),
    });

    expect(body.code, body.msg).toBe(1);
    expect(body.msg).toBe('Registration successful, welcome!');
    const result = checkInResultSchema.parse(body.data);
    expect(result.routePath).toBe('/user');
    expect(result.userInfo).toMatchObject({
      username: 'ann_1',
      nickname: 'ann_1',
      email: 'a***n@example.com',
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash/);
    const id = await lookupUnique('EMAIL', 'ann@example.com');
    expect(id).toBe(result.userInfo.id);
    const stored = await getMember(result.userInfo.id);
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(PASSWORD, stored?.passwordHash ?? '')).toBe(true);
    expect(await memberOf(result.userInfo.token)).toEqual({ code: 1, username: 'ann_1' });
    // The code worked once.
    const again = await post('/client/user/checkIn', {
      tab: 'register',
      username: 'ann_2',
      password: PASSWORD,
      registerType: 'email',
      email: 'ann@example.com',
      code,
      ...(await solveCaptcha(stack)),
    });
    expect(again.body.msg).toBe(CODE_INVALID_EN);
  });

  it('signs up with an SMS code to a mobile number', async () => {
    const sent = await post('/client/Sms/send', {
      mobile: '13800001111',
      template_code: 'register',
      ...(await solveCaptcha(stack)),
    });
    expect(sent.body.code, sent.body.msg).toBe(1);

    const { body } = await post('/client/user/checkIn', {
      tab: 'register',
      username: 'mobile_member',
      password: PASSWORD,
      registerType: 'mobile',
      mobile: '13800001111',
      email: 'ignored@example.com',
      code: await latestCode('13800001111'),
      ...(await solveCaptcha(stack)),
    });

    expect(body.code, body.msg).toBe(1);
    const user = checkInResultSchema.parse(body.data).userInfo;
    expect(user.mobile).toBe('138****1111');
    expect(user.email).toBe('');
    expect(await lookupUnique('EMAIL', 'ignored@example.com')).toBeNull();
  });

  it('takes a mobile typed with spaces, dashes and brackets as the same number everywhere', async () => {
    const sent = await post('/client/Sms/send', {
      mobile: '+1 (415) 555-2671',
      template_code: 'register',
      ...(await solveCaptcha(stack)),
    });
    expect(sent.body.code, sent.body.msg).toBe(1);

    const { body } = await post('/client/user/checkIn', {
      tab: 'register',
      username: 'spaced_mobile',
      password: PASSWORD,
      registerType: 'mobile',
      mobile: '+1 415 555 2671',
      code: await latestCode('+14155552671'),
      ...(await solveCaptcha(stack)),
    });
    expect(body.code, body.msg).toBe(1);
    expect(await lookupUnique('MOBILE', '+14155552671')).toBe(
      checkInResultSchema.parse(body.data).userInfo.id,
    );

    // Logging in with yet another spelling of the number finds the same account.
    const user = await logIn(stack, '+1-415-555-2671', PASSWORD);
    expect(user.username).toBe('spaced_mobile');
  });

  it('checks every field with the shared rules, in the language of the request', async () => {
    const { body } = await post(
      '/client/user/checkIn',
      { tab: 'register', username: '1ab', password: 'a<b', registerType: 'email', email: 'nope', code: '12' },
      { lang: 'zh-cn' },
    );

    expect(body.code).toBe(0);
    const errors = (body.data as { errors: Record<string, string> }).errors;
    expect(errors.username).toBe('账户名须为 3-15 位，以字母开头，只能包含字母、数字和下划线');
    expect(errors.password).toBe('密码须为 6-32 位，且不能包含 & < > " \'');
    expect(errors.email).toBe('请输入正确的电子邮箱');
    expect(errors.code).toBe('请输入 6 位数字验证码');
    expect(body.msg).toBe(errors.username);
  });

  it('refuses a taken account name before using up the code, so the member can pick another', async () => {
    await seedMember(PASSWORD, { username: 'taken_name' });
    const code = await emailCode('bea@example.com', 'register');
    const attempt = (username: string) =>
      solveCaptcha(stack).then((captcha) =>
        post('/client/user/checkIn', {
          tab: 'register',
          username,
          password: PASSWORD,
          registerType: 'email',
          email: 'bea@example.com',
          code,
          ...captcha,
        }),
      );

    const taken = await attempt('Taken_Name');
    expect(taken.body).toMatchObject({ code: 0, msg: 'This account name is already taken' });

    const free = await attempt('bea_free');
    expect(free.body.code, free.body.msg).toBe(1);
  });

  it('says an email or mobile is already registered only once its code is proved (no oracle)', async () => {
    await seedMember(PASSWORD, { email: 'held@example.com', mobile: '+85212345678' });
    const base = { tab: 'register', username: 'newcomer', password: PASSWORD };
    const emailCodeSent = await emailCode('held@example.com', 'register');
    const smsSent = await post('/client/Sms/send', {
      mobile: '+85212345678',
      template_code: 'register',
      ...(await solveCaptcha(stack)),
    });
    expect(smsSent.body.code).toBe(1);
    const mobileCode = await latestCode('+85212345678');

    const guessed = await post('/client/user/checkIn', {
      ...base,
      registerType: 'email',
      email: 'HELD@example.com',
      code: emailCodeSent === '123456' ? '654321' : '123456',
      ...(await solveCaptcha(stack)),
    });
    const email = await post('/client/user/checkIn', {
      ...base,
      registerType: 'email',
      email: 'HELD@example.com',
      code: emailCodeSent,
      ...(await solveCaptcha(stack)),
    });
    const mobile = await post(
      '/client/user/checkIn',
      {
        ...base,
        registerType: 'mobile',
        mobile: '+85212345678',
        code: mobileCode,
        ...(await solveCaptcha(stack)),
      },
      { lang: 'zh-cn' },
    );

    expect(guessed.body.msg).toBe(CODE_INVALID_EN);
    expect(email.body.msg).toBe('This email is already registered');
    expect(mobile.body.msg).toBe('该手机号已被注册');
  });

  it('refuses a wrong code, a missing captcha and a wrong captcha', async () => {
    const base = {
      tab: 'register',
      username: 'cara_x',
      password: PASSWORD,
      registerType: 'email',
      email: 'cara@example.com',
    };
    const code = await emailCode('cara@example.com', 'register');
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const noCaptcha = await post('/client/user/checkIn', { ...base, code });
    const badCaptcha = await post('/client/user/checkIn', {
      ...base,
      code,
      captchaId: (await solveCaptcha(stack)).captchaId,
      captchaInfo: '1,1-2,2-3,3;350;200',
    });
    const badCode = await post('/client/user/checkIn', {
      ...base,
      code: wrongCode,
      ...(await solveCaptcha(stack)),
    });

    expect(noCaptcha.body).toMatchObject({ code: 0, msg: 'Please complete the captcha first' });
    expect(noCaptcha.body.data).toEqual({ captcha: true, retry_after: 0 });
    expect(badCaptcha.body.msg).toBe('Verification failed, please try again');
    expect(badCode.body.msg).toBe('The verification code is incorrect or expired');
    expect(await lookupUnique('USERNAME', 'cara_x')).toBeNull();
    // The right code still works after one wrong try.
    const ok = await post('/client/user/checkIn', { ...base, code, ...(await solveCaptcha(stack)) });
    expect(ok.body.code, ok.body.msg).toBe(1);
  });

  it('says registration is not open and to contact customer service, in both languages', async () => {
    await withSiteConfig({ open_register: false }, async () => {
      const body = {
        tab: 'register',
        username: 'closed_1',
        password: PASSWORD,
        registerType: 'email',
        email: 'closed@example.com',
        code: '123456',
      };
      const en = await post('/client/user/checkIn', body);
      const zh = await post('/client/user/checkIn', body, { lang: 'zh-cn' });

      expect(en.body).toMatchObject({
        code: 0,
        msg: 'Registration is not open, please contact customer service',
      });
      expect(zh.body.msg).toBe('暂未开放注册，请联系客服');
    });
  });

  it('refuses login and sign-up while the member center is closed', async () => {
    await withSiteConfig({ open_member_center: false }, async () => {
      const { body } = await post('/client/user/checkIn', {
        tab: 'login',
        username: 'anyone',
        password: PASSWORD,
      });
      expect(body).toMatchObject({ code: 0, msg: 'The member center is not open' });
    });
  });
});

describe('POST /client/user/checkIn tab=login', () => {
  it('logs in with the username, the email or the mobile, and records the login', async () => {
    const member = await seedMember(PASSWORD, {
      username: 'dora',
      email: 'dora@example.com',
      mobile: '13900002222',
    });

    for (const identifier of ['dora', 'DORA@example.com', '13900002222']) {
      const user = await logIn(stack, identifier, PASSWORD);
      expect(user).toMatchObject({ id: member.id, username: 'dora', mobile: '139****2222' });
      expect(await memberOf(user.token)).toEqual({ code: 1, username: 'dora' });
    }
    const stored = await getMember(member.id);
    expect(stored?.lastLoginTime).toBeGreaterThan(Date.now() - 60_000);
    expect(stored?.lastLoginIp).toMatch(/127\.0\.0\.1/);
  });

  it('shows the login before this one as "last login", not the current session', async () => {
    const member = await seedMember(PASSWORD, { username: 'lastlogin_1' });

    const first = await logIn(stack, 'lastlogin_1', PASSWORD);
    expect(first.last_login_time).toBe(0);
    const afterFirst = await getMember(member.id);

    const second = await logIn(stack, 'lastlogin_1', PASSWORD);
    expect(second.last_login_time).toBe(Math.floor((afterFirst?.lastLoginTime ?? -1) / 1000));
    expect(second.last_login_ip).toBe(afterFirst?.lastLoginIp);
    const stored = await getMember(member.id);
    expect(stored?.previousLoginTime).toBe(afterFirst?.lastLoginTime);
    expect(stored?.lastLoginTime).toBeGreaterThanOrEqual(afterFirst?.lastLoginTime ?? 0);
  });

  it('answers one message for a wrong password and for an unknown account', async () => {
    await seedMember(PASSWORD, { username: 'eve_1' });
    const wrong = await post('/client/user/checkIn', {
      tab: 'login',
      username: 'eve_1',
      password: 'Wrong#123',
      ...(await solveCaptcha(stack)),
    });
    const unknown = await post('/client/user/checkIn', {
      tab: 'login',
      username: 'nobody_here',
      password: PASSWORD,
      ...(await solveCaptcha(stack)),
    });

    expect(wrong.body).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
    expect(unknown.body).toMatchObject({ code: 0, msg: 'Incorrect account or password' });
  });

  it('asks for the captcha, and refuses a used one', async () => {
    await seedMember(PASSWORD, { username: 'fay_1' });
    const captcha = await solveCaptcha(stack);

    const without = await post('/client/user/checkIn', {
      tab: 'login',
      username: 'fay_1',
      password: PASSWORD,
    });
    const first = await post('/client/user/checkIn', {
      tab: 'login',
      username: 'fay_1',
      password: PASSWORD,
      ...captcha,
    });
    const reused = await post('/client/user/checkIn', {
      tab: 'login',
      username: 'fay_1',
      password: PASSWORD,
      ...captcha,
    });

    expect(without.body.msg).toBe('Please complete the captcha first');
    expect(first.body.code).toBe(1);
    expect(reused.body.msg).toBe('Verification failed, please try again');
  });

  it('refuses a disabled member only after the right password', async () => {
    const member = await seedMember(PASSWORD, { username: 'gus_1' });
    await updateMember(member.id, member.version, { status: 'disable' });

    await expect(logIn(stack, 'gus_1', PASSWORD)).rejects.toThrow(
      'This account has been disabled, please contact customer service',
    );
  });

  it('keeps a remembered session 30 days and another one day', async () => {
    await seedMember(PASSWORD, { username: 'hal_1' });

    const kept = await logIn(stack, 'hal_1', PASSWORD, { keep: true });
    const short = await logIn(stack, 'hal_1', PASSWORD, { keep: '0' });

    const lifetime = async (user: SignedInUser) => {
      const sid = (jwt.decode(user.token) as { sid: string }).sid;
      const session = await getSession(user.id, sid);
      return (session?.expiresAt ?? 0) - (session?.createdAt ?? 0);
    };
    expect(await lifetime(kept)).toBe(30 * DAY_MS);
    expect(await lifetime(short)).toBe(DAY_MS);
  });

  it('stores the refresh token only as a hash', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;
    const raw = await documentClient().send(
      new GetCommand({ TableName: env().TABLE_NAME, Key: sessionKey(user.id, sid) }),
    );

    expect(JSON.stringify(raw.Item)).not.toContain(user.refresh_token.split('.').at(-1));
    expect(raw.Item?.currentHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('upgrades a password hash made with weaker parameters', async () => {
    const member = await seedMember(PASSWORD);
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const weak = `scrypt$512$8$1$${salt.toString('base64url')}$${scryptSync(PASSWORD, salt, 32, { N: 512, r: 8, p: 1 }).toString('base64url')}`;
    await updateMember(member.id, member.version, { passwordHash: weak });

    await logIn(stack, member.username, PASSWORD);

    const stored = await getMember(member.id);
    expect(stored?.passwordHash).toMatch(new RegExp(`^scrypt\\$${2 ** hashCostLog2()}\\$8\\$1\\$`));
    expect(await verifyPassword(PASSWORD, stored?.passwordHash ?? '')).toBe(true);
  });
});

describe('tokens', () => {
  it('refuses forged, expired, wrong-algorithm and malformed access tokens', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const { sid, sub } = jwt.decode(user.token) as { sid: string; sub: string };
    const claims = { subject: sub, issuer: 'landing-builder', audience: 'member' };
    const forged = jwt.sign({ sid }, 'another-secret-that-is-long-enough-to-sign', claims);
    const hs512 = jwt.sign({ sid }, TEST_JWT_SECRET, { ...claims, algorithm: 'HS512' });
    const none = jwt.sign({ sid, sub, iss: 'landing-builder', aud: 'member' }, '', { algorithm: 'none' });
    const expired = signAccessToken({ sub, sid }, TEST_JWT_SECRET, -10);
    const otherSession = signAccessToken({ sub, sid: 'not-a-session' }, TEST_JWT_SECRET);

    expect(await memberOf(user.token)).toMatchObject({ code: 1 });
    for (const token of [forged, hs512, none, expired, otherSession, 'garbage']) {
      expect((await memberOf(token)).code, token).toBe(303);
    }
  });

  it('never takes a refresh token as an access token, nor an access token as a refresh token', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);

    expect((await memberOf(user.refresh_token)).code).toBe(303);
    const refreshWithAccess = await refresh(user.token);
    expect(refreshWithAccess.body.code).toBe(409);
    // Both still work for their own purpose.
    expect((await memberOf(user.token)).code).toBe(1);
    expect((await refresh(user.refresh_token)).body.code).toBe(1);
  });
});

describe('POST /client/user/refresh', () => {
  it('rotates: each refresh answers a new pair for the same session', async () => {
    let user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;

    for (let i = 0; i < 3; i += 1) {
      const { body } = await refresh(user.refresh_token);
      expect(body.code, body.msg).toBe(1);
      const pair = tokenPairSchema.parse(body.data);
      expect(pair.refresh_token).not.toBe(user.refresh_token);
      expect((jwt.decode(pair.token) as { sid: string }).sid).toBe(sid);
      expect((await memberOf(pair.token)).code).toBe(1);
      user = { ...user, ...pair };
    }
  });

  it('ends the whole session when a replaced refresh token comes back', async () => {
    const stolen = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const legit = tokenPairSchema.parse((await refresh(stolen.refresh_token)).body.data);
    // Past the grace that tells a lost concurrent refresh from a stolen copy.
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: sessionKey(stolen.id, (jwt.decode(legit.token) as { sid: string }).sid),
        UpdateExpression: 'SET rotatedAt = :then',
        ExpressionAttributeValues: { ':then': Date.now() - REFRESH_RACE_GRACE_MS - 1 },
      }),
    );

    const reuse = await refresh(stolen.refresh_token);

    expect(reuse.body.code).toBe(409);
    expect(reuse.body.msg).toBe('Your login has expired, please log in again');
    const sid = (jwt.decode(legit.token) as { sid: string }).sid;
    expect((await getSession(stolen.id, sid))?.revokedBecause).toBe('reuse');
    // The legitimate holder is out too: refresh and access both refused.
    expect((await refresh(legit.refresh_token)).body.code).toBe(409);
    expect((await memberOf(legit.token)).code).toBe(303);
  });

  it('continues the session when the same browser presents the token it just replaced (the answer never reached it)', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;
    // The browser left the page: the server rotated, the answer and its cookie were lost.
    const lost = tokenPairSchema.parse((await refresh(user.refresh_token)).body.data);

    const again = await refresh(user.refresh_token);

    expect(again.body.code, again.body.msg).toBe(1);
    const pair = tokenPairSchema.parse(again.body.data);
    // The cookie carries the session's current token, the one the lost answer carried: whichever
    // of the two answers a browser keeps, its cookie works.
    expect(pair.refresh_token).toBe(lost.refresh_token);
    expect((await memberOf(pair.token)).code).toBe(1);
    const stored = await getSession(user.id, sid);
    expect(stored?.revokedAt).toBe(0);
    // Answering it again wrote nothing: one rotation, the replayed token the only one replaced.
    expect(stored?.usedHashes).toHaveLength(1);
    expect((await refresh(pair.refresh_token)).body.code).toBe(1);
  });

  it('still takes the token the lost answer carried, after the grace window as before it', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;
    const lost = tokenPairSchema.parse((await refresh(user.refresh_token)).body.data);
    const replayed = tokenPairSchema.parse((await refresh(user.refresh_token)).body.data);
    expect(replayed.refresh_token).toBe(lost.refresh_token);
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: sessionKey(user.id, sid),
        UpdateExpression: 'SET rotatedAt = :then',
        ExpressionAttributeValues: { ':then': Date.now() - REFRESH_RACE_GRACE_MS - 1 },
      }),
    );

    const later = await refresh(lost.refresh_token);

    expect(later.body.code, later.body.msg).toBe(1);
    expect((await getSession(user.id, sid))?.revokedAt).toBe(0);
  });

  it('refuses the just-replaced token once the member logged out, inside the window too', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const lost = tokenPairSchema.parse((await refresh(user.refresh_token)).body.data);
    expect((await post('/client/user/logout', {}, { token: lost.token })).body.code).toBe(1);

    expect((await refresh(user.refresh_token)).body.code).toBe(409);
    expect((await refresh(lost.refresh_token)).body.code).toBe(409);
  });

  it('refuses, without ending the session, the just-replaced token whose successor was not derived from it (a rotation by an earlier version)', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;
    await refresh(user.refresh_token);
    // As an earlier version rotated: a random successor, which the replayed token cannot name.
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: sessionKey(user.id, sid),
        UpdateExpression: 'SET currentHash = :other',
        ExpressionAttributeValues: { ':other': 'A'.repeat(43) },
      }),
    );

    const again = await refresh(user.refresh_token);

    expect(again.body.code).toBe(409);
    expect(again.setCookies).toEqual([]);
    expect((await getSession(user.id, sid))?.revokedAt).toBe(0);
  });

  it('ends the session when a token two rotations old comes back, even from the same browser inside the window', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;
    const second = tokenPairSchema.parse((await refresh(user.refresh_token)).body.data);
    const third = tokenPairSchema.parse((await refresh(second.refresh_token)).body.data);

    const old = await refresh(user.refresh_token);

    expect(old.body.code).toBe(409);
    expect((await getSession(user.id, sid))?.revokedBecause).toBe('reuse');
    expect((await refresh(third.refresh_token)).body.code).toBe(409);
  });

  it('ends the session when a token replaced moments ago comes back from another client', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const winner = tokenPairSchema.parse((await refresh(user.refresh_token)).body.data);

    const thief = await refresh(user.refresh_token, { 'user-agent': 'curl/8.0' });

    expect(thief.body.code).toBe(409);
    const sid = (jwt.decode(winner.token) as { sid: string }).sid;
    expect((await getSession(user.id, sid))?.revokedBecause).toBe('reuse');
    expect((await refresh(winner.refresh_token)).body.code).toBe(409);
    expect((await memberOf(winner.token)).code).toBe(303);
  });

  it("carries the start-up data of the renewed session when the body asks, in the request's language", async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const ask = (token: string, body: unknown) =>
      stack.call('/client/user/refresh', {
        method: 'POST',
        body,
        lang: 'en',
        cookie: `ba-refresh=${token}`,
        headers: BROWSER,
      });

    const answer = await ask(user.refresh_token, { start_up: true });

    expect(answer.body.code, answer.body.msg).toBe(1);
    const data = refreshAnswerSchema.parse(answer.body.data);
    const startUp = await stack.call('/client/index/index', {
      query: 'requiredLogin=0',
      token: data.token,
      lang: 'en',
    });
    expect(data.start_up).toEqual(startUp.body.data);
    expect(data.start_up?.user_info?.username).toBe(user.username);
    // Without the ask (or with a value of another kind), the answer is the token pair alone.
    const plain = await ask(refreshCookieOf(answer.setCookies), { start_up: 'yes' });
    expect(plain.body.code).toBe(1);
    expect(Object.keys(plain.body.data as object).sort()).toEqual(['refresh_token', 'token']);
  });

  it('takes the refresh token only from its HttpOnly, SameSite=Strict cookie scoped to the refresh route', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);

    const inBody = await post('/client/user/refresh', { refresh_token: user.refresh_token });
    expect(inBody.body.code).toBe(409);

    const answer = await refresh(user.refresh_token);
    expect(answer.body.code).toBe(1);
    expect(tokenPairSchema.parse(answer.body.data).refresh_token).toMatch(/^rt1\./);
    const [cookie = ''] = answer.setCookies;
    expect(cookie).toMatch(/^ba-refresh=rt1\./);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/client/user/refresh');
    // Plain http on a loopback host (the local server): not Secure, or the browser would drop it.
    expect(cookie).not.toContain('Secure');
    const behindTls = await refresh(refreshCookieOf(answer.setCookies), {
      ...BROWSER,
      'x-forwarded-proto': 'https',
    });
    expect(behindTls.setCookies[0]).toContain('Secure');
  });

  it('refuses a refresh sent by a page of another origin (fetch metadata), leaving the session alone', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);

    for (const site of ['same-site', 'cross-site']) {
      const answer = await refresh(user.refresh_token, { ...BROWSER, 'sec-fetch-site': site });
      expect(answer.body.code, site).toBe(409);
      expect(answer.setCookies, site).toEqual([]);
    }
    expect(
      (await refresh(user.refresh_token, { ...BROWSER, 'sec-fetch-site': 'same-origin' })).body.code,
    ).toBe(1);
  });

  it('rotates once when the same token is refreshed concurrently, every answer carrying the one new token', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;

    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(user.refresh_token)));

    expect(answers.map((answer) => answer.body.code)).toEqual(Array(8).fill(1));
    const cookies = new Set(answers.map((answer) => tokenPairSchema.parse(answer.body.data).refresh_token));
    // Tabs racing: whichever answer the browser stores last, the cookie in the jar is the current one.
    expect(cookies.size).toBe(1);
    const stored = await getSession(user.id, sid);
    expect(stored?.usedHashes).toHaveLength(1);
    expect(stored?.revokedAt).toBe(0);
    expect((await refresh([...cookies][0] ?? '')).body.code).toBe(1);
  });

  it('answers concurrent replays of the just-replaced token without writing and without ending the session', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;
    const lost = tokenPairSchema.parse((await refresh(user.refresh_token)).body.data);
    const before = await getSession(user.id, sid);

    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(user.refresh_token)));

    expect(answers.map((answer) => answer.body.code)).toEqual(Array(6).fill(1));
    for (const answer of answers)
      expect(tokenPairSchema.parse(answer.body.data).refresh_token).toBe(lost.refresh_token);
    expect(await getSession(user.id, sid)).toEqual(before);
  });

  it("ends the session when a replay from another client races the same browser's replay", async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;
    await refresh(user.refresh_token);

    const [own, thief] = await Promise.all([
      refresh(user.refresh_token),
      refresh(user.refresh_token, { 'user-agent': 'curl/8.0' }),
    ]);

    expect(thief.body.code).toBe(409);
    expect(thief.setCookies).toEqual([]);
    expect((await getSession(user.id, sid))?.revokedBecause).toBe('reuse');
    // The browser's own replay may have been answered before the theft was seen; its tokens die with the session.
    if (own.body.code === 1) {
      const pair = tokenPairSchema.parse(own.body.data);
      expect((await memberOf(pair.token)).code).toBe(303);
      expect((await refresh(pair.refresh_token)).body.code).toBe(409);
    }
  });

  it('refuses an expired session, an unknown token and a tampered one with 409', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const sid = (jwt.decode(user.token) as { sid: string }).sid;
    const tampered = `${user.refresh_token.slice(0, -2)}${user.refresh_token.endsWith('AA') ? 'BB' : 'AA'}`;

    expect((await refresh(tampered)).body.code).toBe(409);
    expect((await refresh('rt1.x.y.z')).body.code).toBe(409);
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: sessionKey(user.id, sid),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1 },
      }),
    );
    expect((await refresh(user.refresh_token)).body.code).toBe(409);
    expect((await memberOf(user.token)).code).toBe(303);
  });
});

describe('POST /client/user/logout', () => {
  it('ends the session: the access token stops working at once and the refresh token is refused', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const other = await logIn(stack, user.username, PASSWORD);

    const { body, setCookies } = await post(
      '/client/user/logout',
      { refresh_token: user.refresh_token },
      { token: user.token },
    );

    expect(body).toMatchObject({ code: 1, msg: 'You have logged out' });
    expect(setCookies[0]).toMatch(/^ba-refresh=;.*Max-Age=0/);
    expect((await memberOf(user.token)).code).toBe(303);
    expect((await refresh(user.refresh_token)).body.code).toBe(409);
    // Another device's session goes on.
    expect((await memberOf(other.token)).code).toBe(1);
  });

  it('works with only the refresh token (expired access token), or only the access token', async () => {
    const a = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const b = await logIn(stack, a.username, PASSWORD);

    expect((await post('/client/user/logout', { refresh_token: a.refresh_token })).body.code).toBe(1);
    expect((await post('/client/user/logout', {}, { token: b.token })).body.code).toBe(1);

    expect((await memberOf(a.token)).code).toBe(303);
    expect((await memberOf(b.token)).code).toBe(303);
  });

  it('answers code 1 to a stale or unknown token and ends nothing else', async () => {
    const user = await logIn(stack, (await seedMember(PASSWORD)).username, PASSWORD);
    const forged = `${user.refresh_token.slice(0, -43)}${'A'.repeat(43)}`;

    expect((await post('/client/user/logout', { refresh_token: 'garbage' })).body.code).toBe(1);
    expect((await post('/client/user/logout', { refresh_token: forged })).body.code).toBe(1);
    expect((await memberOf(user.token)).code).toBe(1);
  });
});

describe('POST /client/user/retrievePassword', () => {
  it('sets a new password with an email code and ends every session', async () => {
    const member = await seedMember(PASSWORD, { email: 'ida@example.com' });
    const before = await logIn(stack, member.username, PASSWORD);
    const code = await emailCode('ida@example.com', 'retrieve_password');

    const { body } = await post('/client/user/retrievePassword', {
      type: 'email',
      account: 'IDA@example.com',
      captcha: code,
      password: 'Fresh#456',
    });

    expect(body).toMatchObject({
      code: 1,
      msg: 'Your password has been reset, please log in with the new one',
    });
    expect((await memberOf(before.token)).code).toBe(303);
    expect((await refresh(before.refresh_token)).body.code).toBe(409);
    await expect(logIn(stack, member.username, PASSWORD)).rejects.toThrow('Incorrect account or password');
    const after = await logIn(stack, member.username, 'Fresh#456');
    expect((await memberOf(after.token)).code).toBe(1);
  });

  it('sets a new password with an SMS code', async () => {
    const member = await seedMember(PASSWORD, { mobile: '+447700900123' });
    const sent = await post('/client/Sms/send', {
      mobile: '+447700900123',
      template_code: 'retrieve_password',
      ...(await solveCaptcha(stack)),
    });
    expect(sent.body.code, sent.body.msg).toBe(1);

    const { body } = await post('/client/user/retrievePassword', {
      type: 'mobile',
      account: '+447700900123',
      captcha: await latestCode('+447700900123'),
      password: 'Fresh#789',
    });

    expect(body.code, body.msg).toBe(1);
    expect(signedInUserSchema.parse(await logIn(stack, member.username, 'Fresh#789')).id).toBe(member.id);
  });

  it('refuses a wrong code (also for an address no account uses) and checks the new password', async () => {
    const member = await seedMember(PASSWORD, { email: 'jay@example.com' });
    const wrong = await post(
      '/client/user/retrievePassword',
      { type: 'email', account: 'jay@example.com', captcha: '000000', password: 'Fresh#456' },
      { lang: 'zh-cn' },
    );
    const unbound = await post('/client/user/retrievePassword', {
      type: 'email',
      account: 'nobody@example.com',
      captcha: '123456',
      password: 'Fresh#456',
    });
    const badPassword = await post('/client/user/retrievePassword', {
      type: 'email',
      account: 'jay@example.com',
      captcha: '123456',
      password: 'bad"pass',
    });

    expect(wrong.body).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
    expect(unbound.body.msg).toBe('The verification code is incorrect or expired');
    expect(badPassword.body.msg).toBe('The password must be 6-32 characters and must not contain & < > " \'');
    expect((await getMember(member.id))?.passwordHash).toBe(member.passwordHash);
  });
});
