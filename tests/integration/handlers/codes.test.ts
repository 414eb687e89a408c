import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { encodeClickInfo } from '#core/contracts/captcha-values.ts';
import { startSession } from '#functions/accounts/sessions.ts';
import { CODE_RULES } from '#functions/codes/code-rules.ts';
import { sendCode, verifyCode } from '#functions/codes/codes.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { claimUnique, getMember } from '#functions/data/users-repo.ts';
import { env, resetEnvForTests } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import { createLogger } from '#functions/platform/log.ts';
import { putMember, setupApiStack } from '../../helpers/api-stack.ts';
import { latestCode, messagesTo } from '../../helpers/outbox.ts';
import { tempOutbox } from '../../helpers/temp-outbox.ts';
import { solveCaptcha } from '../accounts/helpers.ts';

// A low cap for one calling code (Ethiopia, +251) to watch the per-prefix cap at work.
process.env.CODE_SMS_PREFIX_LIMITS = '251=3, 1=40';
resetEnvForTests();
tempOutbox();
const stack = setupApiStack();
const log = createLogger();

/** An access token of a live session of the member. */
async function tokenFor(id: string): Promise<string> {
  const member = await getMember(id);
  if (!member) throw new Error(`no member ${id}`);
  const pair = await startSession(member, {
    keep: false,
    nowMs: Date.now(),
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  return pair.token;
}

/** Members with a bound email and mobile. */
async function boundMember(id: string, email: string, mobile: string) {
  await putMember({ id, username: id });
  const { documentClient } = await import('#functions/data/dynamo-client.ts');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const { env } = await import('#functions/platform/env.ts');
  await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: { pk: `USER#${id}`, sk: 'PROFILE' },
      UpdateExpression: 'SET email = :email, mobile = :mobile',
      ExpressionAttributeValues: { ':email': email, ':mobile': mobile },
    }),
  );
  await claimUnique('EMAIL', email, id, Date.now());
  await claimUnique('MOBILE', mobile, id, Date.now());
}

type SendInit = { token?: string; lang?: string; captcha?: boolean };

/** A send as the browser makes it: with a click captcha passed just before (unless captcha: false). */
async function sendVia(path: string, body: object, { captcha = true, ...init }: SendInit) {
  const solved = captcha ? await solveCaptcha(stack) : {};
  return stack.call(path, { method: 'POST', body: { ...body, ...solved }, ...init });
}
const ems = (body: object, init: SendInit = {}) => sendVia('/client/Ems/send', body, init);
const sms = (body: object, init: SendInit = {}) => sendVia('/client/Sms/send', body, init);

/** Sends directly (own client address, chosen time) to test the limits without waiting. */
const direct = (
  target: string,
  nowMs: number,
  sourceIp = `10.0.0.${Math.floor(Math.random() * 250)}`,
  channel: 'email' | 'sms' = 'email',
) =>
  sendCode({
    channel,
    target,
    event: 'register',
    member: null,
    sourceIp,
    lang: 'en',
    nowMs,
    log,
  });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.errorName;
    throw error;
  }
  return 'none';
}

describe('POST /client/Ems/send', () => {
  it('sends a register code to a free email, readable in the outbox, that verifies once', async () => {
    const { body } = await ems({ email: 'New.Person@Example.com', event: 'register' });

    expect(body).toMatchObject({ code: 1, msg: 'Verification code sent' });
    const [message] = await messagesTo('new.person@example.com');
    expect(message?.subject).toBe('[LandingGo] Your verification code');
    expect(message?.text).toContain('LandingGo');
    const code = await latestCode('new.person@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(code);

    const check = { channel: 'email', target: 'NEW.person@example.com', event: 'register', code } as const;
    expect(await verifyCode({ ...check, nowMs: Date.now(), consume: false })).toBe(true);
    expect(await verifyCode({ ...check, event: 'bind_new', nowMs: Date.now(), consume: true })).toBe(false);
    expect(await verifyCode({ ...check, nowMs: Date.now(), consume: true })).toBe(true);
    expect(await verifyCode({ ...check, nowMs: Date.now(), consume: true })).toBe(false);
  });

  it('writes the message in the member’s language', async () => {
    const { body } = await ems({ email: 'zh@example.com', event: 'register' }, { lang: 'zh-cn' });

    expect(body.msg).toBe('验证码已发送');
    const [message] = await messagesTo('zh@example.com');
    expect(message?.subject).toBe('【LandingGo】验证码');
    expect(message?.text).toContain('分钟内有效');
  });

  it('allows one code per email every 60 seconds, in both languages', async () => {
    await ems({ email: 'wait@example.com', event: 'register' });

    const en = await ems({ email: 'wait@example.com', event: 'register' });
    const zh = await ems({ email: 'WAIT@example.com', event: 'retrieve_password' }, { lang: 'zh-cn' });

    expect(en.body.code).toBe(0);
    expect(en.body.msg).toMatch(/^Please wait (60|59|58) seconds before requesting another code$/);
    expect(zh.body.msg).toMatch(/^请等待 \d+ 秒后再获取验证码$/);
    expect(await messagesTo('wait@example.com')).toHaveLength(1);
  });

  it('answers a register code to a registered email exactly as to a free one: only its owner learns, after the code', async () => {
    await boundMember('taken1', 'taken@example.com', '13800000001');

    const taken = await ems({ email: 'taken@example.com', event: 'register' });
    const free = await ems({ email: 'untaken@example.com', event: 'register' });

    expect(taken.body).toEqual({ ...free.body, time: taken.body.time });
    expect(taken.body).toMatchObject({ code: 1, msg: 'Verification code sent', data: null });
    // The holder of the mailbox gets the code; signing up with it says the email is registered.
    const code = await latestCode('taken@example.com');
    const signUp = async (withCode: string) =>
      stack.call('/client/user/checkIn', {
        method: 'POST',
        body: {
          tab: 'register',
          username: `t${randomUUID().slice(0, 8)}`,
          password: 'Quiet#Harbour42',
          registerType: 'email',
          email: 'taken@example.com',
          code: withCode,
          ...(await solveCaptcha(stack)),
        },
      });
    const guessed = await signUp(code === '000000' ? '111111' : '000000');
    const proved = await signUp(code);

    expect(guessed.body.code).toBe(0);
    expect(guessed.body.msg).not.toMatch(/registered|taken|already/i);
    expect(proved.body.code).toBe(0);
    expect(proved.body.msg).toMatch(/already/i);
  });

  it('answers retrieve_password alike for bound and unknown emails; “no account” only after the code', async () => {
    await boundMember('forgot1', 'forgot@example.com', '13800000002');

    const bound = await ems({ email: 'forgot@example.com', event: 'retrieve_password' });
    const unknown = await ems({ email: 'nobody@example.com', event: 'retrieve_password' });

    expect(bound.body).toMatchObject({ code: 1, msg: 'Verification code sent', data: null });
    expect(unknown.body).toEqual({ ...bound.body, time: unknown.body.time });
    expect(await messagesTo('forgot@example.com')).toHaveLength(1);
    // The unknown address gets a code too (same work); only with it does the reset say so.
    const reset = (code: string) =>
      stack.call('/client/user/retrievePassword', {
        method: 'POST',
        body: { type: 'email', account: 'nobody@example.com', captcha: code, password: 'Quiet#Harbour42' },
      });
    const code = await latestCode('nobody@example.com');
    const guessed = await reset(code === '000000' ? '111111' : '000000');
    const proved = await reset(code);
    expect(guessed.body.code).toBe(0);
    expect(guessed.body.msg).not.toMatch(/account/i);
    expect(proved.body.msg).toBe('No account uses this email or mobile number');
  });

  it('refuses a send without a passed captcha, with a wrong or used one, in both languages', async () => {
    const bare = await ems({ email: 'bot@example.com', event: 'register' }, { captcha: false });
    const bareZh = await sms(
      { mobile: '13911112222', template_code: 'register' },
      { captcha: false, lang: 'zh-cn' },
    );
    const used = await solveCaptcha(stack);
    const first = await stack.call('/client/Ems/send', {
      method: 'POST',
      body: { email: 'bot2@example.com', event: 'register', ...used },
    });
    const replayed = await stack.call('/client/Ems/send', {
      method: 'POST',
      body: { email: 'bot3@example.com', event: 'register', ...used },
    });
    const forged = await stack.call('/client/Ems/send', {
      method: 'POST',
      body: {
        email: 'bot4@example.com',
        event: 'register',
        captchaId: randomUUID(),
        captchaInfo: '1,1;350;200',
      },
    });

    expect(bare.status).toBe(200);
    expect(bare.body).toMatchObject({ code: 0, msg: 'Please complete the captcha first' });
    expect(bareZh.body).toMatchObject({ code: 0, msg: '请先完成人机验证' });
    expect(first.body.code).toBe(1);
    expect(replayed.body).toMatchObject({ code: 0, msg: 'Verification failed, please try again' });
    expect(forged.body.code).toBe(0);
    expect(await messagesTo('bot@example.com')).toHaveLength(0);
    expect(await messagesTo('bot3@example.com')).toHaveLength(0);
  });

  it('refuses a captcha whose proof of work was never done (right clicks, no first check)', async () => {
    const captchaId = randomUUID();
    await stack.call('/client/common/clickCaptcha', { query: `id=${captchaId}` });
    const stored = (
      await documentClient().send(
        new GetCommand({ TableName: env().TABLE_NAME, Key: { pk: `CAPTCHA#${captchaId}`, sk: 'CAPTCHA' } }),
      )
    ).Item as { width: number; height: number; boxes: [number, number, number, number][] };
    const captchaInfo = encodeClickInfo({
      points: stored.boxes.map(([x1, y1, x2, y2]) => ({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 })),
      displayWidth: stored.width,
      displayHeight: stored.height,
    });

    const { body } = await stack.call('/client/Ems/send', {
      method: 'POST',
      body: { email: 'lazy-bot@example.com', event: 'register', captchaId, captchaInfo },
    });

    expect(body).toMatchObject({ code: 0, msg: 'Verification failed, please try again' });
    expect(await messagesTo('lazy-bot@example.com')).toHaveLength(0);
  });

  it('needs a login for verify_current and bind_new', async () => {
    const current = await ems({ email: 'x@example.com', event: 'verify_current' });
    const bindNew = await ems({ email: 'x@example.com', event: 'bind_new' });

    expect(current.body.code).toBe(303);
    expect(bindNew.body.code).toBe(303);
  });

  it('sends verify_current only to the member’s current email', async () => {
    await boundMember('cur1', 'current@example.com', '13800000003');
    const token = await tokenFor('cur1');
    expect((await getMember('cur1'))?.email).toBe('current@example.com');

    const other = await ems({ email: 'someone-else@example.com', event: 'verify_current' }, { token });
    const own = await ems({ email: 'Current@Example.com', event: 'verify_current' }, { token });

    expect(other.body.msg).toBe('This email or mobile number is not the one bound to your account');
    expect(own.body.code).toBe(1);
    expect(await messagesTo('current@example.com')).toHaveLength(1);
  });

  it('answers bind_new alike for a taken and a free email; “taken” only after the code', async () => {
    await boundMember('bind1', 'bind1@example.com', '13800000004');
    await boundMember('bind2', 'bind2@example.com', '13800000005');
    const token = await tokenFor('bind1');

    const taken = await ems({ email: 'bind2@example.com', event: 'bind_new' }, { token });
    const free = await ems({ email: 'fresh-bind@example.com', event: 'bind_new' }, { token });

    expect(taken.body).toEqual({ ...free.body, time: taken.body.time });
    expect((await ems({ email: 'bind1@example.com', event: 'verify_current' }, { token })).body.code).toBe(1);
    const verified = await stack.call('/client/account/verification', {
      method: 'POST',
      token,
      body: { type: 'email', captcha: await latestCode('bind1@example.com') },
    });
    const ticket = (verified.body.data as { ticket: string }).ticket;
    const change = (captcha: string) =>
      stack.call('/client/account/changeBind', {
        method: 'POST',
        token,
        body: { type: 'email', email: 'bind2@example.com', captcha, ticket },
      });
    const code = await latestCode('bind2@example.com');
    const guessed = await change(code === '000000' ? '111111' : '000000');
    const proved = await change(code);

    expect(guessed.body.code).toBe(0);
    expect(guessed.body.msg).not.toMatch(/bound|taken|already/i);
    expect(proved.body.code).toBe(0);
    expect(proved.body.msg).toMatch(/already/i);
  });

  it('refuses a malformed email or event with the validation message', async () => {
    const badEmail = await ems({ email: 'not-an-email', event: 'register' });
    const badEvent = await ems({ email: 'ok@example.com', event: 'anything' });

    expect(badEmail.body).toMatchObject({ code: 0, msg: 'Please enter the correct email address' });
    expect(badEvent.body.code).toBe(0);
    expect(badEvent.body.data).toHaveProperty('errors.event');
  });
});

describe('POST /client/Sms/send', () => {
  it('sends to national and international mobiles', async () => {
    const national = await sms({ mobile: '13912345678', template_code: 'register' });
    const international = await sms({ mobile: '+85261234567', template_code: 'register' });

    expect(national.body.code).toBe(1);
    expect(international.body.code).toBe(1);
    const [message] = await messagesTo('13912345678');
    expect(message).toMatchObject({ channel: 'sms', subject: '' });
    expect(message?.text).toContain(await latestCode('13912345678'));
    expect(await latestCode('+85261234567')).toMatch(/^\d{6}$/);
  });

  it('refuses a malformed mobile number', async () => {
    const { body } = await sms({ mobile: '12345', template_code: 'register' });

    expect(body).toMatchObject({ code: 0, msg: 'Please enter the correct mobile number' });
  });

  it('answers a register code to a bound mobile as to a free one', async () => {
    await boundMember('smsTaken', 'sms-taken@example.com', '13700000009');

    const taken = await sms({ mobile: '13700000009', template_code: 'register' });
    const free = await sms({ mobile: '13700000010', template_code: 'register' });

    expect(taken.body).toEqual({ ...free.body, time: taken.body.time });
    expect(taken.body.code).toBe(1);
  });
});

describe('codes: expiry, attempts and caps', () => {
  it('expires a code after 10 minutes', async () => {
    const start = Date.now();
    await direct('expiry@example.com', start);
    const code = await latestCode('expiry@example.com');
    const check = {
      channel: 'email',
      target: 'expiry@example.com',
      event: 'register',
      code,
      consume: false,
    } as const;

    expect(await verifyCode({ ...check, nowMs: start + CODE_RULES.ttlMs - 1 })).toBe(true);
    expect(await verifyCode({ ...check, nowMs: start + CODE_RULES.ttlMs })).toBe(false);
  });

  it('kills a code after 5 wrong attempts', async () => {
    const start = Date.now();
    await direct('attempts@example.com', start);
    const code = await latestCode('attempts@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const check = {
      channel: 'email',
      target: 'attempts@example.com',
      event: 'register',
      consume: true,
    } as const;

    for (let i = 0; i < CODE_RULES.maxAttempts; i++) {
      expect(await verifyCode({ ...check, code: wrong, nowMs: start + 1 })).toBe(false);
    }
    expect(await verifyCode({ ...check, code, nowMs: start + 2 })).toBe(false);
  });

  it('replaces the previous code when a new one is sent', async () => {
    const start = Date.now();
    await direct('replace@example.com', start);
    const first = await latestCode('replace@example.com');
    await direct('replace@example.com', start + CODE_RULES.resendIntervalMs);
    const second = await latestCode('replace@example.com');
    const check = {
      channel: 'email',
      target: 'replace@example.com',
      event: 'register',
      consume: false,
    } as const;

    if (first !== second)
      expect(await verifyCode({ ...check, code: first, nowMs: start + 61_000 })).toBe(false);
    expect(await verifyCode({ ...check, code: second, nowMs: start + 61_000 })).toBe(true);
  });

  it('caps codes per email per day, naming the email or mobile and the cap', async () => {
    const start = Date.UTC(2030, 0, 1, 0, 0, 0);
    const cap = env().CODE_DAILY_PER_TARGET;
    for (let i = 0; i < cap; i++) {
      await direct('daily@example.com', start + i * CODE_RULES.resendIntervalMs);
    }

    const over = await direct('daily@example.com', start + 20 * CODE_RULES.resendIntervalMs).then(
      () => null,
      (caught: unknown) => caught as AppError,
    );
    const nextDay = await refusal(direct('daily@example.com', start + 24 * 3600_000));

    expect(over?.errorName).toBe('CodeDailyLimitTarget');
    expect(over?.values).toEqual({ limit: cap });
    expect(nextDay).toBe('none');
  });

  it('caps codes per client address per day, and a refused target does not count', async () => {
    const start = Date.UTC(2030, 5, 1, 8, 0, 0);
    const ip = '203.0.113.7';
    await direct('ip-repeat@example.com', start, ip);
    expect(await refusal(direct('ip-repeat@example.com', start + 1000, ip))).toBe('CodeTooSoon');
    for (let i = 1; i < env().CODE_DAILY_PER_IP; i++) {
      await direct(`ip${i}@example.com`, start + i, ip);
    }

    expect(await refusal(direct('ip-last@example.com', start + 100, ip))).toBe('CodeDailyLimitAddress');
    expect(await refusal(direct('ip-last@example.com', start + 100, '203.0.113.8'))).toBe('none');
  });

  it('caps SMS codes per country calling code per day (toll-fraud pumping), whatever the address', async () => {
    const start = Date.UTC(2030, 7, 1, 8, 0, 0);
    const sent: string[] = [];
    for (let i = 0; i < 8; i++) {
      sent.push(await refusal(direct(`+25191100000${i}`, start + i, `192.0.2.${i}`, 'sms')));
    }
    const otherCountry = await refusal(direct('+85261230000', start + 10, '192.0.2.50', 'sms'));
    const email = await refusal(direct('pump@example.com', start + 11, '192.0.2.51'));

    expect(sent).toEqual(['none', 'none', 'none', ...Array(5).fill('CodeDailyLimitPrefix')]);
    expect(otherCountry).toBe('none');
    expect(email).toBe('none');
    expect(await messagesTo('+251911000003')).toHaveLength(0);
  });

  it('says which limit refused a send over HTTP, in both languages, never an HTTP 500', async () => {
    for (let i = 0; i < 3; i++) await direct(`+25192200000${i}`, Date.now() + i, `192.0.2.${100 + i}`, 'sms');

    const en = await sms({ mobile: '+251922000009', template_code: 'register' });
    const zh = await sms({ mobile: '+251922000008', template_code: 'register' }, { lang: 'zh-cn' });

    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({
      code: 0,
      msg: 'Text messages to mobile numbers starting with +251 have reached today’s limit, please try again tomorrow or use email',
    });
    expect(zh.body).toMatchObject({
      code: 0,
      msg: '今日发往 +251 开头手机号的短信验证码已达上限，请明天再试或改用邮箱',
    });
  });

  it("never lets concurrent sends from one address past the address's daily cap", async () => {
    const start = Date.UTC(2030, 8, 1, 8, 0, 0);
    const ip = '203.0.113.90';
    const cap = env().CODE_DAILY_PER_IP;
    for (let i = 0; i < cap - 3; i++) await direct(`cap-before${i}@example.com`, start + i, ip);

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => refusal(direct(`cap-race${i}@example.com`, start + 100, ip))),
    );
    const sent = results.filter((r) => r === 'none').length;

    // A send that lost every race for the counter is told to wait; none goes past the cap.
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThanOrEqual(3);
    expect(results.every((r) => ['none', 'CodeDailyLimitAddress', 'CodeTooSoon'].includes(r))).toBe(true);
    expect(await refusal(direct('cap-after@example.com', start + 200, ip))).toBe(
      sent === 3 ? 'CodeDailyLimitAddress' : 'none',
    );
  });

  it('lets only one of many concurrent sends to one email through', async () => {
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => refusal(direct('race@example.com', now, `198.51.100.${i}`))),
    );

    expect(results.filter((r) => r === 'none')).toHaveLength(1);
    expect(await messagesTo('race@example.com')).toHaveLength(1);
  });
});
