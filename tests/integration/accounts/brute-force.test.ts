import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_IN_SETTINGS } from '#functions/accounts/check-in-settings.ts';
import { accountCounterName, LOGIN_POLICY } from '#functions/accounts/login-policy.ts';
import { clearCounter, countFailure, readCounter } from '#functions/data/attempts-repo.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { keys } from '#functions/data/keys.ts';
import { env } from '#functions/platform/env.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { loginFrom, seedMember, solveCaptcha } from './helpers.ts';

const stack = setupApiStack();
const PASSWORD = 'Secret#123';
const WRONG = 'Incorrect account or password';
const guardKey = keys.loginFailures;

/** A fresh loopback address per use: each test's clients are strangers to the others'. */
let lastOctet = 10;
const newAddress = () => {
  lastOctet += 1;
  return `127.0.${Math.floor(lastOctet / 250)}.${(lastOctet % 250) + 2}`;
};

/** The answer without its time, to compare two answers. */
const shape = (answer: { code: number; msg: string; data: unknown }) => ({
  code: answer.code,
  msg: answer.msg,
  data: answer.data,
});

const settings = CHECK_IN_SETTINGS.captcha as { login: boolean };
afterEach(() => {
  settings.login = true;
});

describe('login failures are counted per account, whatever identifier form was typed', () => {
  it('adds failures by username, email and mobile of one member together', async () => {
    const member = await seedMember(PASSWORD, { email: 'kim@example.com', mobile: '13800138123' });
    const attacker = newAddress();
    const forms = [member.username, 'KIM@example.com', '13800138123', member.username.toUpperCase()];

    const answers = [];
    for (const username of forms)
      answers.push(await loginFrom(stack, attacker, { username, password: 'Wrong#100' }));
    const fifth = await loginFrom(stack, attacker, { username: 'kim@example.com', password: 'Wrong#500' });

    expect(answers.map((answer) => answer.msg)).toEqual([WRONG, WRONG, WRONG, WRONG]);
    // The fifth failure of the account (whatever form) makes this address wait.
    expect(fifth).toMatchObject({
      code: 0,
      msg: 'Too many failed logins from this network address: try again in 30 seconds, with the captcha',
      data: { captcha: true, retry_after: 30 },
    });
    const counter = await readCounter(guardKey('ACCOUNT', accountCounterName(member.id, '')));
    expect(counter?.failures).toBe(LOGIN_POLICY.accountThreshold);
  });

  it('answers an unknown identifier exactly as an existing account, step by step and from another address', async () => {
    const member = await seedMember(PASSWORD);
    const onKnown = newAddress();
    const onUnknown = newAddress();
    const knownElsewhere = newAddress();
    const unknownElsewhere = newAddress();
    const known = [];
    const unknown = [];
    for (let i = 1; i <= 6; i += 1) {
      const lang = i % 2 ? 'en' : 'zh-cn';
      known.push(
        shape(await loginFrom(stack, onKnown, { username: member.username, password: `Wrong#${i}`, lang })),
      );
      unknown.push(
        shape(await loginFrom(stack, onUnknown, { username: 'nobody_here', password: `Wrong#${i}`, lang })),
      );
    }
    const knownFromElsewhere = await loginFrom(stack, knownElsewhere, {
      username: member.username,
      password: 'Wrong#7',
    });
    const unknownFromElsewhere = await loginFrom(stack, unknownElsewhere, {
      username: 'nobody_here',
      password: 'Wrong#7',
    });

    // The sixth answers tell the wait left, counted from each sequence's own fifth failure: the two
    // may straddle a second (each login first works a captcha's proof of work), so they compare
    // within one second.
    const wait = (answer: ReturnType<typeof shape> | undefined) =>
      (answer?.data as { retry_after?: number } | undefined)?.retry_after ?? -1;
    expect(Math.abs(wait(unknown[5]) - wait(known[5]))).toBeLessThanOrEqual(1);
    const withoutWait = (answer: ReturnType<typeof shape> | undefined) =>
      answer && {
        ...answer,
        msg: answer.msg.replace(/\d+/g, 'N'),
        data: { ...(answer.data as object), retry_after: 0 },
      };
    expect(unknown.slice(0, 5)).toEqual(known.slice(0, 5));
    expect(withoutWait(unknown[5])).toEqual(withoutWait(known[5]));
    expect(known[4]?.data).toEqual({ captcha: true, retry_after: 30 });
    expect(known[5]?.msg).toMatch(/^此网络地址登录失败次数过多：请在 \d+ 秒后完成验证码再试$/);
    // From another address, neither is delayed: a plain wrong answer that asks for the captcha.
    expect(shape(unknownFromElsewhere)).toEqual(shape(knownFromElsewhere));
    expect(knownFromElsewhere).toMatchObject({
      code: 0,
      msg: WRONG,
      data: { captcha: true, retry_after: 0 },
    });
  });
  it('counts an unknown identifier typed in several forms as one, as a member’s forms are', async () => {
    const address = newAddress();
    const forms = ['13900139001', '139 0013 9001', '139-0013-9001', ' 13900139001 '];
    const ghost = ['ghost_z', 'Ghost_Z', 'GHOST_Z ', 'ghost_Z', 'gHost_z'];
    const mobileAnswers = [];
    const nameAnswers = [];
    for (const username of forms)
      mobileAnswers.push(await loginFrom(stack, address, { username, password: 'Wrong#1' }));
    mobileAnswers.push(await loginFrom(stack, address, { username: '(139) 0013.9001', password: 'Wrong#1' }));
    for (const username of ghost)
      nameAnswers.push(await loginFrom(stack, newAddress(), { username, password: 'Wrong#1' }));

    expect(mobileAnswers.map((answer) => answer.msg)).toEqual([
      WRONG,
      WRONG,
      WRONG,
      WRONG,
      expect.stringMatching(/^Too many failed logins/),
    ]);
    // Five addresses, one unknown name in five cases: its fifth failure asks for the captcha next.
    expect(nameAnswers[4]).toMatchObject({ msg: WRONG, data: { captcha: true, retry_after: 0 } });
  });
});

describe('an attacker cannot lock the owner out', () => {
  it('delays the address that failed, while the owner from another address with the captcha gets in', async () => {
    const owner = await seedMember(PASSWORD, { email: 'lee@example.com' });
    const attacker = newAddress();
    const home = newAddress();

    for (let i = 1; i <= 4; i += 1) {
      expect(
        (await loginFrom(stack, attacker, { username: owner.username, password: `Wrong#${i}` })).msg,
      ).toBe(WRONG);
    }
    const fifth = await loginFrom(stack, attacker, { username: 'lee@example.com', password: 'Wrong#5' });
    // Even the right password waits at the attacker's address.
    const rightButDelayed = await loginFrom(stack, attacker, {
      username: owner.username,
      password: PASSWORD,
    });
    const ownerAtHome = await loginFrom(stack, home, { username: 'LEE@example.com', password: PASSWORD });

    expect(fifth.data).toEqual({ captcha: true, retry_after: 30 });
    expect(rightButDelayed).toMatchObject({ code: 0, data: { captcha: true } });
    expect(ownerAtHome.code, ownerAtHome.msg).toBe(1);
    // The owner's login forgets the account's failures; the attacker's address still waits.
    expect(await readCounter(guardKey('ACCOUNT', accountCounterName(owner.id, '')))).toBeNull();
    expect(
      (await loginFrom(stack, attacker, { username: owner.username, password: 'Wrong#6' })).data,
    ).toMatchObject({
      captcha: true,
    });
  });

  it('doubles the delay with each failure of that address after its wait has passed', async () => {
    const target = await seedMember(PASSWORD);
    const attacker = newAddress();
    for (let i = 1; i <= 5; i += 1)
      await loginFrom(stack, attacker, { username: target.username, password: `Wrong#${i}` });
    // The wait passes (moved back in the store).
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: guardKey('PAIR', `${attacker}#${accountCounterName(target.id, '')}`),
        UpdateExpression: 'SET lastFailureAt = :then',
        ExpressionAttributeValues: { ':then': Date.now() - LOGIN_POLICY.firstDelayMs - 1 },
      }),
    );

    const sixth = await loginFrom(stack, attacker, { username: target.username, password: 'Wrong#6' });

    expect(sixth.data).toEqual({ captcha: true, retry_after: 60 });
  });

  it('with the login captcha off, an account past its threshold needs one from every address, and only that', async () => {
    settings.login = false;
    const owner = await seedMember(PASSWORD, { mobile: '13800138456' });
    const first = newAddress();
    const second = newAddress();
    const third = newAddress();
    const noCaptcha = { captcha: false };

    const failures = [];
    for (let i = 1; i <= 3; i += 1) {
      failures.push(
        await loginFrom(stack, first, { username: owner.username, password: `Wrong#${i}`, ...noCaptcha }),
      );
    }
    failures.push(
      await loginFrom(stack, second, { username: '13800138456', password: 'Wrong#4', ...noCaptcha }),
    );
    failures.push(
      await loginFrom(stack, second, { username: owner.username, password: 'Wrong#5', ...noCaptcha }),
    );
    const withoutCaptcha = await loginFrom(stack, third, {
      username: owner.username,
      password: PASSWORD,
      ...noCaptcha,
    });
    const withCaptcha = await loginFrom(stack, third, { username: owner.username, password: PASSWORD });

    expect(failures.slice(0, 4).map((answer) => shape(answer))).toEqual(
      Array.from({ length: 4 }, () => ({ code: 0, msg: WRONG, data: null })),
    );
    // The account's fifth failure: no wait for that address (its own second), but the captcha next.
    expect(failures[4]).toMatchObject({ msg: WRONG, data: { captcha: true, retry_after: 0 } });
    expect(withoutCaptcha).toMatchObject({
      code: 0,
      msg: 'Please complete the captcha first',
      data: { captcha: true },
    });
    expect(withCaptcha.code, withCaptcha.msg).toBe(1);
  });

  it('starts counting again after a successful login', async () => {
    const member = await seedMember(PASSWORD);
    const address = newAddress();
    for (let i = 1; i <= 4; i += 1)
      await loginFrom(stack, address, { username: member.username, password: `Wrong#${i}` });
    expect((await loginFrom(stack, address, { username: member.username, password: PASSWORD })).code).toBe(1);
    for (let i = 1; i <= 4; i += 1) {
      expect(
        (await loginFrom(stack, address, { username: member.username, password: `Wrong#${i}` })).msg,
      ).toBe(WRONG);
    }
    expect((await loginFrom(stack, address, { username: member.username, password: PASSWORD })).code).toBe(1);
  });

  it('delays an address that fails on many accounts, and no other address', async () => {
    const member = await seedMember(PASSWORD);
    const sprayer = newAddress();
    await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          ...guardKey('CLIENT', sprayer),
          failures: LOGIN_POLICY.clientThreshold,
          windowStart: Date.now() - 1000,
          lastFailureAt: Date.now(),
        },
      }),
    );

    const delayed = await loginFrom(stack, sprayer, { username: member.username, password: PASSWORD });
    const elsewhere = await loginFrom(stack, newAddress(), { username: member.username, password: PASSWORD });

    expect(delayed.msg).toMatch(/^Too many failed logins from this network address/);
    expect(elsewhere.code).toBe(1);
    await clearCounter(guardKey('CLIENT', sprayer));
  });

  it('checks at most the threshold of 30 concurrent wrong passwords from one address on one account', async () => {
    const target = await seedMember(PASSWORD);
    const captchas = await Promise.all(Array.from({ length: 30 }, () => solveCaptcha(stack)));
    const answers = await Promise.all(
      captchas.map(async (captcha, i) => {
        const { body } = await stack.call('/client/user/checkIn', {
          method: 'POST',
          body: { tab: 'login', username: target.username, password: `Wrong#${i}00`, ...captcha },
        });
        return body;
      }),
    );
    // Four checked and wrong, the fifth checked and delaying, the rest refused unchecked.
    expect(answers.filter((answer) => answer.msg === WRONG)).toHaveLength(LOGIN_POLICY.pairThreshold - 1);
    const counter = await readCounter(guardKey('ACCOUNT', accountCounterName(target.id, '')));
    expect(counter?.failures).toBe(LOGIN_POLICY.accountThreshold);
    await clearCounter(guardKey('CLIENT', '127.0.0.1'));
  }, 120_000);

  it('counts concurrent failures exactly, and starts a new window once the old one has passed', async () => {
    const now = Date.now();
    const counters = await Promise.all(
      Array.from({ length: 20 }, () =>
        countFailure(guardKey('ACCOUNT', 'racer'), now, LOGIN_POLICY.windowMs),
      ),
    );
    expect(counters.map((c) => c.failures).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );

    const later = await countFailure(
      guardKey('ACCOUNT', 'racer'),
      now + LOGIN_POLICY.windowMs + 1,
      LOGIN_POLICY.windowMs,
    );
    expect(later.failures).toBe(1);
  });
});
