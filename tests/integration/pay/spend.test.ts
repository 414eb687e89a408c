import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { BuyPlanData, PayAccountData, PayFlagsData, SignInData } from '#core/contracts/pay.ts';
import { readCounter } from '#functions/data/attempts-repo.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { keys } from '#functions/data/keys.ts';
import { listLedger } from '#functions/data/ledger-repo.ts';
import { applyBatch, voidBatch } from '#functions/data/money-repo.ts';
import { OPEN_WORK_PK } from '#functions/data/orders-repo.ts';
import { getMember, userKey } from '#functions/data/users-repo.ts';
import { PAY_PASSWORD_LIMIT } from '#functions/pay/pay-password.ts';
import { reconcile } from '#functions/pay/reconcile.ts';
import { PURCHASE_WINDOW_MS } from '#functions/pay/spend.ts';
import { env } from '#functions/platform/env.ts';
import { createLogger } from '#functions/platform/log.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { seedMember } from '../accounts/helpers.ts';
import { expectLedgerBalanced, newMember, startSession } from './helpers.ts';

const stack = setupApiStack();

/** Puts money on a member through the ledger protocol (as a recharge would). */
async function fund(memberId: string, cents: number) {
  await applyBatch({
    userId: memberId,
    at: Date.now(),
    moves: [{ kind: 'balance', amount: cents, ref: `seed-${randomUUID()}`, memo: 'seed' }],
  });
}

async function quickPayMember(cents: number) {
  const member = await newMember();
  // A pay password is set and quick pay is on, so spends skip the scrypt check.
  await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: userKey(member.id),
      UpdateExpression: 'SET payPasswordHash = :hash, quickPay = :on',
      ExpressionAttributeValues: { ':hash': 'scrypt$set', ':on': true },
    }),
  );
  await fund(member.id, cents);
  return member;
}

const buy = (token: string, body: Record<string, unknown>, lang = 'en') =>
  stack.call('/client/pay/buyPlan', {
    method: 'POST',
    token,
    lang,
    body: { plan: 'pro', request_id: randomUUID(), ...body },
  });

/**
 * Buys as the purchase dialog does: one request_id for the intent, sent again after "pending"
 * until the answer is final.
 */
async function buyUntilFinal(token: string, body: Record<string, unknown> = {}) {
  const requestId = typeof body.request_id === 'string' ? body.request_id : randomUUID();
  for (;;) {
    const answer = await buy(token, { ...body, request_id: requestId });
    const reason = (answer.body.data as { reason?: string } | null)?.reason;
    if (answer.body.code === 1 || reason !== 'purchase_pending') return answer;
  }
}

describe('spending the balance', () => {
  it('50 concurrent purchases against a balance covering 10: exactly 10 apply, 40 final refusals, no errors', async () => {
    const member = await quickPayMember(10 * 9900 + 50);
    const answers = await Promise.all(Array.from({ length: 50 }, () => buyUntilFinal(member.token)));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const ok = answers.filter((answer) => answer.body.code === 1);
    const refused = answers.filter((answer) => answer.body.code === 0);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused)
      expect(answer.body, answer.body.msg).toMatchObject({ data: { reason: 'insufficient_balance' } });
    const audit = await expectLedgerBalanced(member.id);
    expect(audit.balanceCents).toBe(50);
    const ledger = await listLedger(member.id, 'balance', { limit: 100, page: 1 });
    expect(ledger.total).toBe(11);
    for (const entry of ledger.entries) expect(entry.after).toBeGreaterThanOrEqual(0);
    // Dated when they applied: read in time order (newest first), each line's "before" is the
    // "after" of the line below it.
    ledger.entries.slice(0, -1).forEach((entry, i) => {
      const older = ledger.entries[i + 1];
      expect(entry.createdAt).toBeGreaterThan(older?.createdAt ?? 0);
      expect(entry.before).toBe(older?.after);
    });
    const stored = await getMember(member.id);
    expect(stored?.planId).toBe('pro');
    // Ten months of Pro, bought one after another, extend each other.
    const months = ((stored?.planExpiresAt ?? 0) - Date.now()) / (30 * 24 * 3_600_000);
    expect(Math.round(months)).toBe(10);
  });

  it('the same request id never pays twice', async () => {
    const member = await quickPayMember(30000);
    const requestId = randomUUID();
    // Ten tabs at once; one contended past its budget answers "pending" and is sent again.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => buyUntilFinal(member.token, { request_id: requestId })),
    );
    expect(answers.every((answer) => answer.body.code === 1)).toBe(true);
    expect(answers.map((answer) => (answer.body.data as BuyPlanData).balance)).toEqual(
      Array(10).fill('201.00'),
    );
    expect((await expectLedgerBalanced(member.id)).balanceCents).toBe(20100);
    const ledger = await listLedger(member.id, 'balance', { limit: 10, page: 1 });
    expect(ledger.entries[0]?.memo).toEqual({ kind: 'plan', plan: 'pro', months: 1 });
    const reused = await buy(member.token, { request_id: requestId, plan: 'business' });
    expect(reused.body.code).toBe(0);
  });

  it('a purchase not applied within its window is void for good: never charged later, even when money arrives', async () => {
    const member = await quickPayMember(100);
    const requestId = randomUUID();
    // What a request cut between writing the purchase and moving the money leaves behind.
    const at = Date.now() - PURCHASE_WINDOW_MS - 1_000;
    await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          pk: `USER#${member.id}`,
          sk: `PURCHASE#${requestId}`,
          userId: member.id,
          requestId,
          plan: 'pro',
          months: 1,
          amountCents: 9900,
          at,
          state: 'pending',
          gsi1pk: OPEN_WORK_PK,
          gsi1sk: `${String(at).padStart(13, '0')}#PURCHASE#${member.id}#${requestId}`,
        },
      }),
    );
    await fund(member.id, 20_000);
    const report = await reconcile({ nowMs: Date.now(), graceMs: 0, log: createLogger({ test: 'void' }) });
    expect(report.purchases).toContain(`${member.id}/${requestId}: void`);
    // The member's retry of that intent gets the final answer; nothing was charged.
    const retried = await buy(member.token, { request_id: requestId });
    expect(retried.body).toMatchObject({
      code: 0,
      msg: 'The purchase could not be completed in time and was canceled; nothing was charged. Please try again',
      data: { reason: 'purchase_void' },
    });
    expect((await expectLedgerBalanced(member.id)).balanceCents).toBe(20_100);
    expect((await getMember(member.id))?.planId).not.toBe('pro');
  });

  it('voiding and applying the same purchase race to exactly one outcome', async () => {
    const member = await quickPayMember(100 * 1000);
    for (let i = 0; i < 20; i++) {
      const ref = `race-${i}`;
      const at = Date.now();
      const move = { kind: 'balance' as const, amount: -1000, ref, memo: 'race' };
      const [applied, voided] = await Promise.all([
        applyBatch({ userId: member.id, at, moves: [move], requireFunds: true, voidable: true }),
        voidBatch(member.id, { kind: 'balance', ref }, at, Date.now()),
      ]);
      const charged = (await listLedger(member.id, 'balance', { limit: 100, page: 1 })).entries.some(
        (entry) => entry.ref === ref,
      );
      if (applied.status === 'void') {
        expect(voided).toBe('void');
        expect(charged).toBe(false);
      } else {
        expect(applied.status).toBe('applied');
        expect(voided).toBe('applied');
        expect(charged).toBe(true);
      }
    }
    await expectLedgerBalanced(member.id);
  });

  it('refuses with a clear message when the balance is short, in both languages', async () => {
    const member = await quickPayMember(100);
    const en = await buy(member.token, {});
    expect(en.body).toMatchObject({
      code: 0,
      msg: 'Your balance is not enough: 99.00 needed, 1.00 available. Please recharge first',
    });
    const zh = await buy(member.token, {}, 'zh-cn');
    expect(zh.body.msg).toBe('余额不足：需要 99.00，可用 1.00。请先充值');
    expect((await expectLedgerBalanced(member.id)).balanceCents).toBe(100);
  });
});

describe('pay password and payment settings', () => {
  it('sets the pay password with the login password, then buys with it; quick pay skips it', async () => {
    const seeded = await seedMember('login-pass-1');
    const token = await startSession(seeded.id);
    await fund(seeded.id, 50000);

    const noPassword = await buy(token, {});
    expect(noPassword.body).toMatchObject({ code: 0, data: { reason: 'pay_password_not_set' } });

    const wrongLogin = await stack.call('/client/pay/setPassword', {
      method: 'POST',
      token,
      body: { password: 'nope-nope', pay_password: '246810', repay_password: '246810' },
    });
    expect(wrongLogin.body).toMatchObject({
      code: 0,
      msg: 'The login password or the current pay password is incorrect',
    });

    const set = await stack.call('/client/pay/setPassword', {
      method: 'POST',
      token,
      lang: 'zh-cn',
      body: { password: 'login-pass-1', pay_password: '246810', repay_password: '246810' },
    });
    expect(set.body).toMatchObject({ code: 1, msg: '支付密码已保存' });
    expect(set.body.data as PayFlagsData).toEqual({ is_set_pay: true, quick_pay: false });

    const asked = await buy(token, {});
    expect(asked.body).toMatchObject({
      code: 0,
      msg: 'Please enter your pay password',
      data: { reason: 'pay_password_required' },
    });
    const wrong = await buy(token, { pay_password: '000000' });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The pay password is incorrect' });
    const bought = await buy(token, { pay_password: '246810', months: 2 });
    expect(bought.body.code).toBe(1);
    expect((bought.body.data as BuyPlanData).amount).toBe('198.00');

    const setup = await stack.call('/client/pay/setup', {
      method: 'POST',
      token,
      body: { quick_pay: true, pay_password: '246810' },
    });
    expect(setup.body.data as PayFlagsData).toEqual({ is_set_pay: true, quick_pay: true });
    expect((await buy(token, { plan: 'business' })).body.code).toBe(1);

    const { body } = await stack.call('/client/pay/account', { token });
    const data = body.data as PayAccountData;
    expect(data).toMatchObject({ is_set_pay: true, quick_pay: true, plan: 'business', balance: '3.00' });

    // Changing it needs the current pay password (or the login password).
    const changed = await stack.call('/client/pay/setPassword', {
      method: 'POST',
      token,
      body: { old_pay_password: '246810', pay_password: '135790', repay_password: '135790' },
    });
    expect(changed.body.code).toBe(1);
    await expectLedgerBalanced(seeded.id);
  });

  it('answers a save sent again after a time-out as saved, without counting a wrong proof', async () => {
    const seeded = await seedMember('login-pass-4');
    const token = await startSession(seeded.id);
    const save = (body: Record<string, string>) =>
      stack.call('/client/pay/setPassword', { method: 'POST', token, body });
    await save({ password: 'login-pass-4', pay_password: '246810', repay_password: '246810' });

    // The change is applied, but its answer is lost; the browser sends the same save again.
    const change = { old_pay_password: '246810', pay_password: '135790', repay_password: '135790' };
    const first = await save({ ...change, request_id: 'save-0001-aaaa' });
    expect(first.body.code).toBe(1);
    for (let i = 0; i < 6; i++) {
      const again = await save({ ...change, request_id: 'save-0001-aaaa' });
      expect(again.body).toMatchObject({ code: 1, msg: 'Pay password saved', data: { is_set_pay: true } });
    }
    // Six retries counted no wrong attempt: the new password still buys.
    await fund(seeded.id, 50000);
    expect((await buy(token, { pay_password: '135790' })).body.code).toBe(1);

    // Another save with the stale proof is refused; so is the same id with another password.
    const stale = await save({ ...change, request_id: 'save-0002-bbbb' });
    expect(stale.body).toMatchObject({
      code: 0,
      msg: 'The login password or the current pay password is incorrect',
    });
    const other = await save({
      ...change,
      pay_password: '999888',
      repay_password: '999888',
      request_id: 'save-0001-aaaa',
    });
    expect(other.body.code).toBe(0);

    // Two copies of one save racing: both answer saved.
    const race = {
      old_pay_password: '135790',
      pay_password: '112233',
      repay_password: '112233',
      request_id: 'save-0003-cccc',
    };
    const answers = await Promise.all([save(race), save(race)]);
    expect(answers.map((answer) => answer.body.code)).toEqual([1, 1]);
    expect((await buy(token, { pay_password: '112233' })).body.code).toBe(1);
  }, 120_000);

  it('pauses after five wrong pay passwords', async () => {
    const seeded = await seedMember('login-pass-2');
    const token = await startSession(seeded.id);
    await stack.call('/client/pay/setPassword', {
      method: 'POST',
      token,
      body: { password: 'login-pass-2', pay_password: '111222', repay_password: '111222' },
    });
    await fund(seeded.id, 50000);
    for (let i = 0; i < 5; i++)
      expect((await buy(token, { pay_password: '999999' })).body.msg).toBe('The pay password is incorrect');
    const paused = await buy(token, { pay_password: '111222' });
    expect(paused.body.msg).toMatch(/^Too many wrong pay passwords, please try again in \d+ minutes$/);
    expect((await expectLedgerBalanced(seeded.id)).balanceCents).toBe(50000);
  }, 120_000);
});

describe('pay password guesses', () => {
  it('evaluates at most five of 60 concurrent wrong guesses, and refuses the right one while paused', async () => {
    const seeded = await seedMember('login-pass-3');
    const token = await startSession(seeded.id);
    await stack.call('/client/pay/setPassword', {
      method: 'POST',
      token,
      body: { password: 'login-pass-3', pay_password: '111222', repay_password: '111222' },
    });
    await fund(seeded.id, 50000);

    const answers = await Promise.all(
      Array.from({ length: 60 }, () => buy(token, { pay_password: '999999' })),
    );
    const messages = answers.map((answer) => answer.body.msg);
    // Only a guess that got an attempt is checked against the hash; it alone can be "incorrect".
    expect(messages.filter((msg) => msg === 'The pay password is incorrect')).toHaveLength(
      PAY_PASSWORD_LIMIT,
    );
    expect(messages.filter((msg) => /^Too many wrong pay passwords/.test(msg))).toHaveLength(
      60 - PAY_PASSWORD_LIMIT,
    );
    const counter = await readCounter(keys.payPasswordFailures(seeded.id));
    expect(counter?.failures).toBe(PAY_PASSWORD_LIMIT);

    const right = await buy(token, { pay_password: '111222' });
    expect(right.body.msg).toMatch(/^Too many wrong pay passwords, please try again in \d+ minutes$/);
    expect((await expectLedgerBalanced(seeded.id)).balanceCents).toBe(50000);
  }, 120_000);

  it('does not count a right pay password', async () => {
    const seeded = await seedMember('login-pass-4');
    const token = await startSession(seeded.id);
    await stack.call('/client/pay/setPassword', {
      method: 'POST',
      token,
      body: { password: 'login-pass-4', pay_password: '111222', repay_password: '111222' },
    });
    await fund(seeded.id, 50000);
    for (let i = 0; i < 4; i++) await buy(token, { pay_password: '999999' });
    expect((await buy(token, { pay_password: '111222' })).body.code).toBe(1);
    expect((await readCounter(keys.payPasswordFailures(seeded.id)))?.failures).toBe(4);
  }, 120_000);
});

describe('score grants', () => {
  it('daily sign-in grants once per day, even when sent concurrently', async () => {
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        stack.call('/client/pay/signIn', { method: 'POST', token: member.token }),
      ),
    );
    const granted = answers.map((answer) => (answer.body.data as SignInData).granted);
    expect(granted.filter((points) => points > 0)).toEqual([5]);
    const winner = answers.find((answer) => (answer.body.data as SignInData).granted > 0);
    expect(winner?.body.msg).toBe('Signed in: +5 points');
    const again = await stack.call('/client/pay/signIn', {
      method: 'POST',
      token: member.token,
      lang: 'zh-cn',
    });
    expect(again.body).toMatchObject({ code: 1, msg: '今天已签到', data: { granted: 0, score: 5 } });
    const audit = await expectLedgerBalanced(member.id);
    expect(audit.score).toBe(5);
    const ledger = await listLedger(member.id, 'score', { limit: 10, page: 1 });
    expect(ledger.entries.map((entry) => entry.memo)).toEqual([
      { kind: 'sign_in', day: new Date(ledger.entries[0]?.createdAt ?? 0).toISOString().slice(0, 10) },
    ]);
    const { body } = await stack.call('/client/pay/account', { token: member.token });
    expect((body.data as PayAccountData).signed_in_today).toBe(true);
  });
});
