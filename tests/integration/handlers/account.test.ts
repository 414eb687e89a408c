import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  balanceLogPageSchema,
  overviewDataSchema,
  profileDataSchema,
  scoreLogPageSchema,
  verificationDataSchema,
} from '#core/contracts/account.ts';
import type { LedgerMemo } from '#core/contracts/ledger-memo.ts';
import { hashPassword, verifyPassword } from '#functions/accounts/passwords.ts';
import { startSession } from '#functions/accounts/sessions.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { type LedgerKind, ledgerKey } from '#functions/data/ledger-repo.ts';
import { getSiteConfig, putSiteConfig } from '#functions/data/site-repo.ts';
import { createMember, getMember, lookupUnique, type StoredMember } from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';
import { forgetSiteData } from '#functions/site/site-data.ts';
import { setupApiStack, tokenFor } from '../../helpers/api-stack.ts';
import { latestCode } from '../../helpers/outbox.ts';
import { tempOutbox } from '../../helpers/temp-outbox.ts';
import { solveCaptcha } from '../accounts/helpers.ts';

tempOutbox();
const stack = setupApiStack();

const PASSWORD = 'Secret#123';
let passwordHash = '';
let serial = 0;

type Signed = StoredMember & { token: string };

/** A new session (one login on one device) of the member: its access token. */
async function login(m: StoredMember): Promise<string> {
  const pair = await startSession(m, {
    keep: false,
    nowMs: Date.now(),
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return pair.token;
}

/** A member signed up for real (claims and all), with a known password, logged in once. */
async function member(fields: { email?: string; mobile?: string } = {}): Promise<Signed> {
  serial += 1;
  const created = await createMember({
    username: `member${serial}`,
    email: fields.email ?? '',
    mobile: fields.mobile ?? '',
    passwordHash,
    nowMs: Date.now(),
    ip: '127.0.0.1',
  });
  if (!created.ok) throw new Error(`sign-up refused: ${created.taken}`);
  return { ...created.member, token: await login(created.member) };
}

type CallInit = Parameters<typeof stack.call>[1];
const get = (path: string, m: Signed, init: CallInit = {}) => stack.call(path, { ...init, token: m.token });
const post = (path: string, m: Signed, body: unknown, init: CallInit = {}) =>
  stack.call(path, { ...init, method: 'POST', body, token: m.token });

async function seedLedger(
  userId: string,
  kind: LedgerKind,
  entries: { amount: number; createdAt: number; memo?: LedgerMemo }[],
): Promise<void> {
  let running = 0;
  for (const [i, entry] of entries.entries()) {
    const before = running;
    running += entry.amount;
    await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          ...ledgerKey(userId, kind, entry.createdAt, `ref${i}`),
          kind,
          amount: entry.amount,
          before,
          after: running,
          memo: entry.memo ?? `entry ${i}`,
          ref: `ref${i}`,
          createdAt: entry.createdAt,
        },
      }),
    );
  }
}

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

const ACCOUNT_ROUTES = [
  ['GET', '/client/account/overview'],
  ['GET', '/client/account/profile'],
  ['POST', '/client/account/profile'],
  ['POST', '/client/account/verification'],
  ['POST', '/client/account/changeBind'],
  ['POST', '/client/account/changePassword'],
  ['GET', '/client/account/balance'],
  ['GET', '/client/account/integral'],
] as const;

describe('every account route', () => {
  it('answers 303 "need login" without a token and 409 with an expired one', async () => {
    const m = await member();
    for (const [method, path] of ACCOUNT_ROUTES) {
      const anonymous = await stack.call(path, { method, ...(method === 'POST' ? { body: {} } : {}) });
      expect(anonymous.body.code, path).toBe(303);
      expect(anonymous.body.data).toEqual({ type: 'need login' });
      const expired = await stack.call(path, { method, token: tokenFor(m.id, -10) });
      expect(expired.body.code, path).toBe(409);
    }
  });

  it('answers a clear notice while the member center is closed', async () => {
    const m = await member();
    const bodies: Record<string, unknown> = {
      '/client/account/profile': { nickname: 'x', version: 1 },
      '/client/account/verification': { type: 'email', captcha: '123456' },
      '/client/account/changeBind': { type: 'email', email: 'a@example.com', captcha: '123456' },
      '/client/account/changePassword': {
        oldPassword: PASSWORD,
        newPassword: 'Other#1',
        renewPassword: 'Other#1',
      },
    };
    const current = await getSiteConfig();
    if (!current) throw new Error('not seeded');
    await putSiteConfig({ ...current.doc, open_member_center: false }, current.version, Date.now());
    forgetSiteData();
    try {
      for (const [method, path] of ACCOUNT_ROUTES) {
        const { body } = await stack.call(path, {
          method,
          token: m.token,
          lang: 'zh-cn',
          ...(method === 'POST' ? { body: bodies[path] } : {}),
        });
        expect(body, `${method} ${path}`).toMatchObject({ code: 0, msg: '会员中心未开启' });
      }
    } finally {
      await putSiteConfig(current.doc, current.version + 1, Date.now());
      forgetSiteData();
    }
    expect(await verifyPassword(PASSWORD, (await getMember(m.id))?.passwordHash ?? '')).toBe(true);
  });
});

describe('GET /client/account/overview', () => {
  it("answers a new member's figures: zero balance with 2 decimals, 7 days of zeros, seconds", async () => {
    const m = await member();

    const { body } = await get('/client/account/overview', m, { query: 'tz_offset=-480' });

    expect(body.code).toBe(1);
    const data = overviewDataSchema.parse(body.data);
    expect(data).toMatchObject({
      id: m.id,
      username: m.username,
      nickname: m.username,
      balance: '0.00',
      balance_money: '0.00',
      money: '0.00',
      score: 0,
      last_login_time: 0,
      join_time: Math.floor(m.joinTime / 1000),
    });
    expect(String(data.join_time)).toHaveLength(10);
    expect(data.seven_days.map((d) => [d.balance, d.score])).toEqual(Array(7).fill(['0.00', 0]));
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(data.seven_days.at(-1)?.date).toBe(today);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);
  });

  it("sums the member's own ledger per calendar day of the member's time zone", async () => {
    const m = await member();
    const other = await member();
    const day = 86_400_000;
    // Calendar days in UTC+8: midnight of today there, in epoch ms.
    const shift = -480 * 60_000;
    const todayStart = Math.floor((Date.now() - shift) / day) * day + shift;
    await seedLedger(m.id, 'balance', [
      { amount: 10_000, createdAt: todayStart - 8 * day }, // outside the window
      { amount: 1_250, createdAt: todayStart - 3 * day + 1_000 },
      { amount: -300, createdAt: todayStart - 3 * day + 2_000 },
      { amount: 5, createdAt: todayStart + 10 },
      { amount: 7, createdAt: todayStart - 1 }, // last millisecond of yesterday
    ]);
    await seedLedger(m.id, 'score', [{ amount: 40, createdAt: todayStart - 6 * day }]);
    await seedLedger(other.id, 'balance', [{ amount: 99_999, createdAt: todayStart + 5 }]);

    const { body } = await get('/client/account/overview', m, { query: 'tz_offset=-480' });

    const days = overviewDataSchema.parse(body.data).seven_days;
    expect(days.map((d) => d.balance)).toEqual(['0.00', '0.00', '0.00', '9.50', '0.00', '0.07', '0.05']);
    expect(days.map((d) => d.score)).toEqual([40, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses an impossible time-zone offset', async () => {
    const m = await member();
    const { body } = await get('/client/account/overview', m, { query: 'tz_offset=5000' });
    expect(body.code).toBe(0);
    expect(body.data).toHaveProperty('errors.tz_offset');
  });
});

describe('GET and POST /client/account/profile', () => {
  const valid = {
    nickname: 'Amy Lee',
    avatar: '/uploads/2025/01/a.png',
    gender: 2,
    birthday: '1990-05-17',
    motto: 'Hi',
  };

  it("answers the caller's profile with its version and no password hash", async () => {
    const m = await member({ email: 'profile@example.com' });

    const { body } = await get('/client/account/profile', m);

    expect(body.code).toBe(1);
    expect(profileDataSchema.parse(body.data)).toEqual({
      id: m.id,
      username: m.username,
      nickname: m.username,
      avatar: '',
      email: 'profile@example.com',
      mobile: '',
      gender: 0,
      birthday: '',
      motto: '',
      version: 1,
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash|payPassword/);
  });

  it('saves the fields at the loaded version and answers the new version', async () => {
    const m = await member();

    const { body } = await post('/client/account/profile', m, { ...valid, version: 1 });

    expect(body).toMatchObject({ code: 1, msg: 'Profile saved' });
    expect(profileDataSchema.parse(body.data)).toMatchObject({ ...valid, version: 2 });
    expect(await getMember(m.id)).toMatchObject({ ...valid, version: 2 });
    const https = await post('/client/account/profile', m, {
      ...valid,
      avatar: 'https://cdn.example.com/a.webp',
      gender: '1',
      birthday: '',
      version: 2,
    });
    expect(https.body.code).toBe(1);
    expect(await getMember(m.id)).toMatchObject({
      avatar: 'https://cdn.example.com/a.webp',
      gender: 1,
      birthday: '',
    });
  });

  it('refuses a stale version with "changed elsewhere, reload" and keeps the newer data', async () => {
    const m = await member();
    await post('/client/account/profile', m, { ...valid, nickname: 'First', version: 1 });

    const { body } = await post('/client/account/profile', m, { ...valid, nickname: 'Second', version: 1 });

    expect(body).toMatchObject({
      code: 0,
      msg: 'Your account was changed elsewhere in the meantime. Reload the page and try again',
      data: { reason: 'conflict' },
    });
    expect((await getMember(m.id))?.nickname).toBe('First');
  });

  it.each([
    ['nickname', { nickname: '' }],
    ['nickname', { nickname: 'x'.repeat(21) }],
    ['nickname', { nickname: '<script>' }],
    ['avatar', { avatar: 'javascript:alert(1)' }],
    ['avatar', { avatar: '/uploads/../secrets' }],
    ['avatar', { avatar: '/etc/passwd' }],
    ['gender', { gender: 3 }],
    ['birthday', { birthday: '2999-01-01' }],
    ['birthday', { birthday: '2023-02-30' }],
    ['birthday', { birthday: '17/05/1990' }],
    ['motto', { motto: 'm'.repeat(101) }],
  ])('refuses a bad %s with the field named, in both languages', async (field, change) => {
    const m = await member();
    for (const lang of ['en', 'zh-cn']) {
      const { body } = await post(
        '/client/account/profile',
        m,
        { ...valid, ...change, version: 1 },
        { lang },
      );
      expect(body.code).toBe(0);
      expect(body.data).toHaveProperty(['errors', field]);
      expect(body.msg).not.toBe('');
    }
    expect((await getMember(m.id))?.version).toBe(1);
  });

  it('refuses a birthday in the future in Chinese too', async () => {
    const m = await member();
    const { body } = await post(
      '/client/account/profile',
      m,
      { ...valid, birthday: '2999-01-01', version: 1 },
      { lang: 'zh-cn' },
    );
    expect(body.msg).toBe('请输入不晚于今天的有效日期（年-月-日）');
  });
});

describe('a member can never read or change another member', () => {
  it('ignores ids in the query and body on every route', async () => {
    const me = await member({ email: 'me@example.com' });
    const victim = await member({ email: 'victim@example.com' });
    await seedLedger(victim.id, 'balance', [{ amount: 500, createdAt: Date.now() - 1000 }]);
    await seedLedger(victim.id, 'score', [{ amount: 5, createdAt: Date.now() - 1000 }]);
    const ids = `id=${victim.id}&user_id=${victim.id}&member_id=${victim.id}`;

    for (const path of ['/client/account/overview', '/client/account/profile']) {
      const { body } = await get(path, me, { query: ids });
      expect(body.code).toBe(1);
      expect(body.data).toMatchObject({ id: me.id, username: me.username });
    }
    for (const path of ['/client/account/balance', '/client/account/integral']) {
      const { body } = await get(path, me, { query: ids });
      expect(body.data).toMatchObject({ list: [], total: 0 });
    }

    const saved = await post('/client/account/profile', me, {
      id: victim.id,
      user_id: victim.id,
      nickname: 'Hacked',
      avatar: '',
      gender: 0,
      birthday: '',
      motto: '',
      version: 1,
    });
    expect(saved.body.data).toMatchObject({ id: me.id, nickname: 'Hacked' });
    expect(await getMember(victim.id)).toMatchObject({ nickname: victim.username, version: 1 });

    // A ticket of the victim is no ticket of mine: tickets live in the caller's partition.
    await stack.call('/client/Ems/send', {
      method: 'POST',
      token: victim.token,
      body: { email: 'victim@example.com', event: 'verify_current', ...(await solveCaptcha(stack)) },
    });
    const verified = await post('/client/account/verification', victim, {
      type: 'email',
      captcha: await latestCode('victim@example.com'),
    });
    const { ticket } = verificationDataSchema.parse(verified.body.data);
    const bind = await post('/client/account/changeBind', me, {
      type: 'email',
      email: 'taken-over@example.com',
      captcha: '123456',
      ticket,
      id: victim.id,
    });
    expect(bind.body).toMatchObject({ code: 0 });
    expect(bind.body.msg).toMatch(/verification of your current email/);
    expect((await getMember(victim.id))?.email).toBe('victim@example.com');

    const password = await post('/client/account/changePassword', me, {
      id: victim.id,
      oldPassword: PASSWORD,
      newPassword: 'Other#456',
      renewPassword: 'Other#456',
    });
    expect(password.body.code).toBe(1);
    expect(await verifyPassword(PASSWORD, (await getMember(victim.id))?.passwordHash ?? '')).toBe(true);
    // Only my sessions ended.
    expect((await get('/client/account/overview', victim)).body.code).toBe(1);
  });
});

describe('POST /client/account/changePassword', () => {
  const change = (oldPassword: string, newPassword: string, renewPassword = newPassword) => ({
    oldPassword,
    newPassword,
    renewPassword,
  });

  it('stores the new password and ends every session of the member, on every device', async () => {
    const m = await member();
    const thisDevice = m.token;
    const otherDevice = await login(m);
    expect((await stack.call('/client/account/overview', { token: otherDevice })).body.code).toBe(1);

    const { body, setCookies } = await stack.call('/client/account/changePassword', {
      method: 'POST',
      token: thisDevice,
      body: change(PASSWORD, 'Brand#New9'),
    });

    expect(body).toMatchObject({
      code: 1,
      msg: 'Password changed. Please log in again with the new password',
    });
    // This browser's refresh cookie is cleared too.
    expect(setCookies[0]).toMatch(/^ba-refresh=;.*Max-Age=0/);
    const stored = await getMember(m.id);
    expect(await verifyPassword('Brand#New9', stored?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword(PASSWORD, stored?.passwordHash ?? '')).toBe(false);
    expect(stored?.sessionsValidAfter).toBeGreaterThan(m.joinTime);
    for (const token of [thisDevice, otherDevice]) {
      const after = await stack.call('/client/account/overview', { token });
      expect(after.body.code).toBe(409);
    }
  });

  it.each([
    ['a wrong old password', change('Wrong#000', 'Brand#New9'), 'The old password is incorrect'],
    [
      'two different new passwords',
      change(PASSWORD, 'Brand#New9', 'Brand#New8'),
      'The two new passwords are not the same',
    ],
    ['the old password again', change(PASSWORD, PASSWORD), 'The new password must differ from the old one'],
    [
      'a new password breaking the rule',
      change(PASSWORD, 'a<b>c&d'),
      'The password must be 6-32 characters and must not contain & < > " \'',
    ],
  ])('refuses %s and keeps the password', async (_, body, message) => {
    const m = await member();
    const { body: answer } = await post('/client/account/changePassword', m, body);
    expect(answer).toMatchObject({ code: 0, msg: message });
    expect((await getMember(m.id))?.version).toBe(1);
  });

  it('pauses after five wrong old passwords, even for the right one', async () => {
    const m = await member();
    for (let i = 0; i < 5; i++) {
      const { body } = await post('/client/account/changePassword', m, change(`Wrong#00${i}`, 'Brand#New9'));
      expect(body.msg).toBe('The old password is incorrect');
    }
    const { body } = await post('/client/account/changePassword', m, change(PASSWORD, 'Brand#New9'), {
      lang: 'zh-cn',
    });
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(/^原密码错误次数过多，请 \d+ 分钟后再试$/);
    expect(await verifyPassword(PASSWORD, (await getMember(m.id))?.passwordHash ?? '')).toBe(true);
  });
});

describe('changing the bound email or mobile', () => {
  async function sendEmailCode(m: Signed, email: string, event: 'verify_current' | 'bind_new') {
    const { body } = await post('/client/Ems/send', m, { email, event, ...(await solveCaptcha(stack)) });
    expect(body.code, body.msg).toBe(1);
    return latestCode(email);
  }

  it('needs the code of the current email, then the code of the new one, and moves the claim', async () => {
    const m = await member({ email: 'old@example.com' });

    const wrong = await post('/client/account/verification', m, { type: 'email', captcha: '000000' });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The verification code is incorrect or has expired' });

    const current = await sendEmailCode(m, 'old@example.com', 'verify_current');
    const verified = await post('/client/account/verification', m, { type: 'email', captcha: current });
    expect(verified.body.code).toBe(1);
    const { ticket, expires_in } = verificationDataSchema.parse(verified.body.data);
    expect(expires_in).toBe(600);

    // The current code worked once only.
    const again = await post('/client/account/verification', m, { type: 'email', captcha: current });
    expect(again.body.code).toBe(0);

    const newCode = await sendEmailCode(m, 'new@example.com', 'bind_new');
    const noTicket = await post('/client/account/changeBind', m, {
      type: 'email',
      email: 'new@example.com',
      captcha: newCode,
    });
    expect(noTicket.body.msg).toBe(
      'The verification of your current email has expired or was already used, please verify it again',
    );
    expect(noTicket.body.data).toEqual({ reason: 'ticket' });
    const wrongCode = await post('/client/account/changeBind', m, {
      type: 'email',
      email: 'new@example.com',
      captcha: newCode === '111111' ? '222222' : '111111',
      ticket,
    });
    expect(wrongCode.body.msg).toBe('The verification code is incorrect or has expired');

    const { body } = await post('/client/account/changeBind', m, {
      type: 'email',
      email: 'New@Example.com',
      captcha: newCode,
      ticket,
    });

    expect(body).toMatchObject({
      code: 1,
      msg: 'Email changed',
      data: { email: 'new@example.com', version: 2 },
    });
    expect(await lookupUnique('EMAIL', 'new@example.com')).toBe(m.id);
    expect(await lookupUnique('EMAIL', 'old@example.com')).toBeNull();

    // The ticket served one change.
    const reuse = await post('/client/account/changeBind', m, {
      type: 'email',
      email: 'third@example.com',
      captcha: '123456',
      ticket,
    });
    expect(reuse.body.code).toBe(0);
    expect((await getMember(m.id))?.email).toBe('new@example.com');
  });

  it('refuses a target another member holds (said only once its code is proved), and the current value itself', async () => {
    await member({ email: 'holder@example.com' });
    const m = await member({ email: 'mine@example.com' });
    const code = await sendEmailCode(m, 'mine@example.com', 'verify_current');
    const { ticket } = verificationDataSchema.parse(
      (await post('/client/account/verification', m, { type: 'email', captcha: code })).body.data,
    );
    const holderCode = await sendEmailCode(m, 'holder@example.com', 'bind_new');

    const guessed = await post('/client/account/changeBind', m, {
      type: 'email',
      email: 'HOLDER@example.com',
      captcha: holderCode === '123456' ? '654321' : '123456',
      ticket,
    });
    expect(guessed.body).toMatchObject({ code: 0, msg: 'The verification code is incorrect or has expired' });
    const taken = await post(
      '/client/account/changeBind',
      m,
      { type: 'email', email: 'HOLDER@example.com', captcha: holderCode, ticket },
      { lang: 'zh-cn' },
    );
    expect(taken.body).toMatchObject({ code: 0, msg: '该邮箱已被其他账户绑定' });
    const same = await post('/client/account/changeBind', m, {
      type: 'email',
      email: 'mine@example.com',
      captcha: '123456',
      ticket,
    });
    expect(same.body.msg).toBe('The new email is the same as the current one');
    expect((await getMember(m.id))?.email).toBe('mine@example.com');
  });

  it('binds a first mobile with the new code alone (nothing to verify)', async () => {
    const m = await member({ email: 'nomobile@example.com' });
    const nothing = await post('/client/account/verification', m, { type: 'mobile', captcha: '123456' });
    expect(nothing.body.msg).toBe('No mobile number is bound to your account yet, bind one directly');

    const { body: sent } = await post('/client/Sms/send', m, {
      mobile: '13800138000',
      template_code: 'bind_new',
      ...(await solveCaptcha(stack)),
    });
    expect(sent.code, sent.msg).toBe(1);
    const { body } = await post('/client/account/changeBind', m, {
      type: 'mobile',
      mobile: '13800138000',
      captcha: await latestCode('13800138000'),
    });

    expect(body).toMatchObject({ code: 1, data: { mobile: '13800138000' } });
    expect(await lookupUnique('MOBILE', '13800138000')).toBe(m.id);
  });

  it('refuses bad input with field messages', async () => {
    const m = await member();
    const { body } = await post('/client/account/changeBind', m, {
      type: 'email',
      email: 'nope',
      captcha: '12',
    });
    expect(body.code).toBe(0);
    expect(Object.keys((body.data as { errors: object }).errors).sort()).toEqual(['captcha', 'email']);
    const type = await post('/client/account/verification', m, { type: 'fax', captcha: '123456' });
    expect(type.body.data).toHaveProperty('errors.type');
  });
});

describe('GET /client/account/balance and /client/account/integral', () => {
  it('pages the balance log newest first, by cursor and by page number alike', async () => {
    const m = await member();
    const start = Date.now() - 100_000;
    await seedLedger(
      m.id,
      'balance',
      Array.from({ length: 25 }, (_, i) => ({
        amount: 100 + i,
        createdAt: start + i * 1000,
        memo: `Recharge ${i}`,
      })),
    );
    await seedLedger(m.id, 'score', [{ amount: 3, createdAt: start }]);

    const first = balanceLogPageSchema.parse((await get('/client/account/balance', m)).body.data);
    expect(first).toMatchObject({ total: 25, page: 1, limit: 10 });
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toEqual({
      id: `${start + 24_000}-ref24`,
      create_time: Math.floor((start + 24_000) / 1000),
      amount: '1.24',
      before: centsText(sumFirst(24)),
      after: centsText(sumFirst(25)),
      memo: 'Recharge 24',
    });
    expect(first.next_cursor).not.toBeNull();

    const second = balanceLogPageSchema.parse(
      (await get('/client/account/balance', m, { query: `page=2&cursor=${first.next_cursor}` })).body.data,
    );
    const third = balanceLogPageSchema.parse(
      (await get('/client/account/balance', m, { query: `page=3&cursor=${second.next_cursor}` })).body.data,
    );
    expect(second.list.map((e) => e.memo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Recharge ${14 - i}`),
    );
    expect(third.list.map((e) => e.memo)).toEqual([
      'Recharge 4',
      'Recharge 3',
      'Recharge 2',
      'Recharge 1',
      'Recharge 0',
    ]);
    expect(third.next_cursor).toBeNull();

    const byNumber = balanceLogPageSchema.parse(
      (await get('/client/account/balance', m, { query: 'page=3' })).body.data,
    );
    expect(byNumber.list).toEqual(third.list);
    const past = balanceLogPageSchema.parse(
      (await get('/client/account/balance', m, { query: 'page=9' })).body.data,
    );
    expect(past).toMatchObject({ list: [], total: 25, next_cursor: null });
    const big = balanceLogPageSchema.parse(
      (await get('/client/account/balance', m, { query: 'limit=100' })).body.data,
    );
    expect(big.list).toHaveLength(25);
  });

  it('answers the score log in points, and empty logs as empty pages', async () => {
    const m = await member();
    expect((await get('/client/account/integral', m)).body.data).toEqual({
      list: [],
      total: 0,
      page: 1,
      limit: 10,
      next_cursor: null,
    });
    await seedLedger(m.id, 'score', [
      { amount: 50, createdAt: Date.now() - 2000, memo: 'Sign-up bonus' },
      { amount: -20, createdAt: Date.now() - 1000, memo: 'Spent' },
    ]);
    const page = scoreLogPageSchema.parse(
      (await get('/client/account/integral', m, { query: 'limit=1' })).body.data,
    );
    expect(page.list).toEqual([
      {
        id: expect.any(String),
        create_time: expect.any(Number),
        amount: -20,
        before: 50,
        after: 30,
        memo: 'Spent',
      },
    ]);
    expect(page.total).toBe(2);
  });

  it("words memo codes in the request's language and shows free text as it is", async () => {
    const m = await member();
    const start = Date.now() - 10_000;
    await seedLedger(m.id, 'balance', [
      { amount: 500, createdAt: start, memo: '充值 / Recharge · 转账 / Transfer · R1' },
      {
        amount: 1250,
        createdAt: start + 1000,
        memo: { kind: 'recharge', channel: 'wechat', outTradeNo: 'R2' },
      },
      { amount: -900, createdAt: start + 2000, memo: { kind: 'plan', plan: 'business', months: 1 } },
    ]);
    await seedLedger(m.id, 'score', [
      { amount: 12, createdAt: start, memo: { kind: 'recharge_bonus', outTradeNo: 'R2' } },
      { amount: 5, createdAt: start + 1000, memo: { kind: 'sign_in', day: '2026-11-21' } },
    ]);
    const memos = async (path: string, lang: 'en' | 'zh-cn') =>
      ((await get(path, m, { lang })).body.data as { list: { memo: string }[] }).list.map((e) => e.memo);

    expect(await memos('/client/account/balance', 'en')).toEqual([
      'Plan: Business × 1 month',
      'Recharge · WeChat Pay · R2',
      '充值 / Recharge · 转账 / Transfer · R1',
    ]);
    expect(await memos('/client/account/balance', 'zh-cn')).toEqual([
      '购买套餐：企业版 × 1 个月',
      '充值 · 微信支付 · R2',
      '充值 / Recharge · 转账 / Transfer · R1',
    ]);
    expect(await memos('/client/account/integral', 'en')).toEqual([
      'Daily sign-in · 2026-11-21',
      'Recharge bonus · R2',
    ]);
    expect(await memos('/client/account/integral', 'zh-cn')).toEqual([
      '每日签到 · 2026-11-21',
      '充值奖励 · R2',
    ]);
  });

  it('refuses limits outside 1-100 and cursors that are no position of this log', async () => {
    const m = await member();
    await seedLedger(m.id, 'score', [
      { amount: 1, createdAt: Date.now() - 2000 },
      { amount: 1, createdAt: Date.now() - 1000 },
    ]);
    for (const query of ['limit=0', 'limit=101', 'page=0', 'limit=ten']) {
      const { body } = await get('/client/account/balance', m, { query });
      expect(body.code, query).toBe(0);
    }
    const scoreCursor = scoreLogPageSchema.parse(
      (await get('/client/account/integral', m, { query: 'limit=1' })).body.data,
    ).next_cursor;
    for (const cursor of [scoreCursor, 'bm90LWEtbGVkZ2Vy', 'abc$']) {
      const { body } = await get('/client/account/balance', m, { query: `cursor=${cursor}` });
      expect(body.code, String(cursor)).toBe(0);
      expect(body.data).toHaveProperty('errors.cursor');
    }
  });
});

/** Sum of the first n seeded amounts (100, 101, ...), in cents. */
const sumFirst = (n: number) => Array.from({ length: n }, (_, i) => 100 + i).reduce((a, b) => a + b, 0);
const centsText = (cents: number) => (cents / 100).toFixed(2);
