import { describe, expect, it } from 'vitest';
import { startSession } from '#functions/accounts/sessions.ts';
import { CODE_RULES } from '#functions/codes/code-rules.ts';
import { sendCode, verifyCode } from '#functions/codes/codes.ts';
import { claimUnique, getMember } from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import { createLogger } from '#functions/platform/log.ts';
import { putMember, setupApiStack } from '../../helpers/api-stack.ts';
import { latestCode, messagesTo, tempOutbox } from '../../helpers/outbox.ts';

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

const ems = (body: unknown, init: { token?: string; lang?: string } = {}) =>
  stack.call('/client/Ems/send', { method: 'POST', body, ...init });
const sms = (body: unknown, init: { token?: string; lang?: string } = {}) =>
  stack.call('/client/Sms/send', { method: 'POST', body, ...init });

/** Sends directly (own client address, chosen time) to test the limits without waiting. */
const direct = (target: string, nowMs: number, sourceIp = `10.0.0.${Math.floor(Math.random() * 250)}`) =>
  sendCode({
    channel: 'email',
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

  it('refuses a register code to an email a member holds', async () => {
    await boundMember('taken1', 'taken@example.com', '13800000001');

    const { body } = await ems({ email: 'taken@example.com', event: 'register' });

    expect(body).toMatchObject({
      code: 0,
      msg: 'This email or mobile number is already bound to an account',
    });
    expect(await messagesTo('taken@example.com')).toHaveLength(0);
  });

  it('answers retrieve_password alike for bound and unknown emails, and sends only to the bound one', async () => {
    await boundMember('forgot1', 'forgot@example.com', '13800000002');

    const bound = await ems({ email: 'forgot@example.com', event: 'retrieve_password' });
    const unknown = await ems({ email: 'nobody@example.com', event: 'retrieve_password' });

    expect(bound.body).toMatchObject({ code: 1, msg: 'Verification code sent', data: null });
    expect(unknown.body).toMatchObject({ code: 1, msg: 'Verification code sent', data: null });
    expect(await messagesTo('forgot@example.com')).toHaveLength(1);
    expect(await messagesTo('nobody@example.com')).toHaveLength(0);
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

  it('sends bind_new only to an email nobody holds', async () => {
    await boundMember('bind1', 'bind1@example.com', '13800000004');
    await boundMember('bind2', 'bind2@example.com', '13800000005');
    const token = await tokenFor('bind1');

    const taken = await ems({ email: 'bind2@example.com', event: 'bind_new' }, { token });
    const free = await ems({ email: 'fresh-bind@example.com', event: 'bind_new' }, { token });

    expect(taken.body.code).toBe(0);
    expect(free.body.code).toBe(1);
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

  it('refuses a register code to a bound mobile', async () => {
    await boundMember('smsTaken', 'sms-taken@example.com', '13700000009');

    const { body } = await sms({ mobile: '13700000009', template_code: 'register' });

    expect(body.code).toBe(0);
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

  it('caps codes per email per day', async () => {
    const start = Date.UTC(2030, 0, 1, 0, 0, 0);
    for (let i = 0; i < CODE_RULES.dailyPerTarget; i++) {
      await direct('daily@example.com', start + i * CODE_RULES.resendIntervalMs);
    }

    const over = await refusal(direct('daily@example.com', start + 20 * CODE_RULES.resendIntervalMs));
    const nextDay = await refusal(direct('daily@example.com', start + 24 * 3600_000));

    expect(over).toBe('CodeDailyLimit');
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

    expect(await refusal(direct('ip-last@example.com', start + 100, ip))).toBe('CodeDailyLimit');
    expect(await refusal(direct('ip-last@example.com', start + 100, '203.0.113.8'))).toBe('none');
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
