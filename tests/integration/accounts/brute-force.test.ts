import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountGuardId, LOGIN_POLICY } from '#functions/accounts/login-policy.ts';
import { clearCounter, countFailure, readCounter } from '#functions/data/attempts-repo.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { keys } from '#functions/data/keys.ts';
import { env } from '#functions/platform/env.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { logIn, seedMember, solveCaptcha } from './helpers.ts';

const stack = setupApiStack();
const PASSWORD = 'Secret#123';

async function attempt(username: string, password: string, lang = 'en') {
  const { body } = await stack.call('/client/user/checkIn', {
    method: 'POST',
    lang,
    body: { tab: 'login', username, password, ...(await solveCaptcha(stack)) },
  });
  return body;
}

const guardKey = keys.loginFailures;

describe('brute-force protection of login', () => {
  // Every test fails from the same address; each starts with a clean client counter.
  beforeEach(() => clearCounter(guardKey('CLIENT', '127.0.0.1')));

  it('locks an account after 5 failures with a clear message, and leaves other accounts alone', async () => {
    const target = await seedMember(PASSWORD);
    const bystander = await seedMember(PASSWORD);

    for (let i = 1; i <= 4; i += 1) {
      expect((await attempt(target.username, `Wrong#${i}00`)).msg).toBe('Incorrect account or password');
    }
    const fifth = await attempt(target.username, 'Wrong#500');
    const rightButLocked = await attempt(target.username, PASSWORD, 'zh-cn');

    expect(fifth).toMatchObject({
      code: 0,
      msg: 'Too many failed logins: complete the captcha and try again in 30 seconds',
      data: { captcha: true, retry_after: 30 },
    });
    expect(rightButLocked.code).toBe(0);
    expect(rightButLocked.msg).toMatch(/^登录失败次数过多：请在 \d+ 秒后完成验证码再试$/);
    expect((await logIn(stack, bystander.username, PASSWORD)).id).toBe(bystander.id);

    // Once the delay has passed (moved back in the store), the right password with the captcha gets in.
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: guardKey('ACCOUNT', accountGuardId(target.username)),
        UpdateExpression: 'SET lastFailureAt = :then',
        ExpressionAttributeValues: { ':then': Date.now() - LOGIN_POLICY.firstDelayMs - 1 },
      }),
    );
    expect((await logIn(stack, target.username.toUpperCase(), PASSWORD)).id).toBe(target.id);
  });

  it('doubles the delay with each failure after the lock', async () => {
    const target = await seedMember(PASSWORD);
    for (let i = 1; i <= 5; i += 1) await attempt(target.username, `Wrong#${i}00`);
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: guardKey('ACCOUNT', accountGuardId(target.username)),
        UpdateExpression: 'SET lastFailureAt = :then',
        ExpressionAttributeValues: { ':then': Date.now() - LOGIN_POLICY.firstDelayMs - 1 },
      }),
    );

    const sixth = await attempt(target.username, 'Wrong#600');

    expect(sixth.data).toEqual({ captcha: true, retry_after: 60 });
  });

  it('starts counting again after a successful login', async () => {
    const member = await seedMember(PASSWORD);

    for (let i = 1; i <= 4; i += 1) await attempt(member.username, `Wrong#${i}00`);
    await logIn(stack, member.username, PASSWORD);
    for (let i = 1; i <= 4; i += 1) {
      expect((await attempt(member.username, `Wrong#${i}00`)).msg).toBe('Incorrect account or password');
    }

    expect((await logIn(stack, member.username, PASSWORD)).id).toBe(member.id);
  });

  it('locks a client address that fails on many accounts', async () => {
    const member = await seedMember(PASSWORD);
    const client = '127.0.0.1';
    await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          ...guardKey('CLIENT', client),
          failures: LOGIN_POLICY.clientThreshold,
          windowStart: Date.now() - 1000,
          lastFailureAt: Date.now(),
        },
      }),
    );

    const locked = await attempt(member.username, PASSWORD);
    await clearCounter(guardKey('CLIENT', client));

    expect(locked.msg).toMatch(/^Too many failed logins/);
    expect((await logIn(stack, member.username, PASSWORD)).id).toBe(member.id);
  });

  it('checks at most the threshold of 30 concurrent wrong passwords for one account', async () => {
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
    // Four checked and wrong, the fifth checked and locking, the rest refused unchecked.
    expect(answers.filter((answer) => answer.msg === 'Incorrect account or password')).toHaveLength(
      LOGIN_POLICY.accountThreshold - 1,
    );
    const counter = await readCounter(guardKey('ACCOUNT', accountGuardId(target.username)));
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
