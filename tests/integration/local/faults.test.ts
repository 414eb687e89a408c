import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeClickInfo } from '#core/contracts/captcha-values.ts';
import { CLAIM_GRACE_MS } from '#functions/data/claims-repo.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { keys } from '#functions/data/keys.ts';
import { listLedger } from '#functions/data/ledger-repo.ts';
import { applyBatch, auditIsClean, auditMember } from '#functions/data/money-repo.ts';
import { getMember, lookupUnique, userKey } from '#functions/data/users-repo.ts';
import { ENDPOINTS_FILE, localJwtSecret, pointClientsAt } from '#functions/local/stack.ts';
import { env } from '#functions/platform/env.ts';
import type { FaultStep } from '#functions/platform/faults.ts';
import { signAccessToken } from '#functions/platform/tokens.ts';
import { putMember, TEST_SESSION_ID } from '../../helpers/api-stack.ts';
import { type LocalProcess, startLocalProcess } from '../../helpers/local-process.ts';
import { latestCode } from '../../helpers/outbox.ts';
import { solvePow } from '../../helpers/pow.ts';

/**
 * The local process killed (SIGKILL) between the steps of a sign-up, a recharge credit and a
 * purchase, then started again on the same data folder: what the member sees afterwards is whole.
 */
let dataDir = '';
let server: LocalProcess | undefined;

type Envelope = { code: number; msg: string; data: Record<string, unknown> | null };

async function start(crashAfter?: FaultStep): Promise<LocalProcess> {
  // A server left running by a failed test holds the data folder: stop it first.
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  server = await startLocalProcess(dataDir, {
    RECONCILE_GRACE_MS: '0',
    ...(crashAfter ? { LP_CRASH_AFTER: crashAfter } : {}),
  });
  // This test reads and seeds the same stores through the SDK, as the ops command does.
  const endpoints = JSON.parse(await readFile(join(dataDir, ENDPOINTS_FILE), 'utf8')) as {
    dynamoEndpoint: string;
    s3Endpoint: string;
  };
  pointClientsAt(endpoints, await localJwtSecret(dataDir));
  return server;
}

async function call(path: string, token: string, body?: unknown): Promise<Envelope> {
  if (!server) throw new Error('no server');
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'think-lang': 'en', 'ba-user-token': token },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Envelope;
}

/** Sends a request the armed crash cuts: the connection drops and the process ends by SIGKILL. */
async function cutBy(crash: Promise<unknown>): Promise<void> {
  await expect(crash).rejects.toThrow();
  expect(await server?.exited).toBe('SIGKILL');
}

async function member(): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  await putMember({ id, username: `fault${id.slice(0, 8)}` });
  // Quick pay on, so purchases need no pay password.
  await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: userKey(id),
      UpdateExpression: 'SET payPasswordHash = :hash, quickPay = :on',
      ExpressionAttributeValues: { ':hash': 'scrypt$set', ':on': true },
    }),
  );
  return { id, token: signAccessToken({ sub: id, sid: TEST_SESSION_ID }, await localJwtSecret(dataDir)) };
}

/** Balance equals ledger, nothing pending, and every line's before is the line below's after. */
async function expectWhole(memberId: string) {
  const audit = await auditMember(memberId);
  expect(audit && auditIsClean(audit), JSON.stringify(audit)).toBe(true);
  const { entries } = await listLedger(memberId, 'balance', { limit: 100, page: 1 });
  for (let i = 0; i + 1 < entries.length; i++) expect(entries[i]?.before).toBe(entries[i + 1]?.after);
  return audit;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lp-faults-'));
});

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGINT');
    await server.exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

/** A click captcha solved the way the test solvers do: the answer read from the store. */
async function solvedCaptcha(): Promise<{ captchaId: string; captchaInfo: string }> {
  const captchaId = randomUUID();
  const loaded = await call(`/client/common/clickCaptcha?id=${captchaId}`, '');
  expect(loaded.code, loaded.msg).toBe(1);
  const item = (
    await documentClient().send(new GetCommand({ TableName: env().TABLE_NAME, Key: keys.captcha(captchaId) }))
  ).Item as { width: number; height: number; boxes: [number, number, number, number][] };
  const captchaInfo = encodeClickInfo({
    points: item.boxes.map(([x1, y1, x2, y2]) => ({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 })),
    displayWidth: item.width,
    displayHeight: item.height,
  });
  const pow = await solvePow((loaded.data as { pow: unknown }).pow);
  const checked = await call('/client/common/checkClickCaptcha', '', {
    id: captchaId,
    info: captchaInfo,
    unset: false,
    pow,
  });
  expect(checked.code, checked.msg).toBe(1);
  return { captchaId, captchaInfo };
}

/** Asks for a sign-up code until the per-address interval (60 s) allows it; answers the code. */
async function registerCode(email: string): Promise<string> {
  const before =
    (await latestCode(email, { dir: join(dataDir, 'outbox'), timeoutMs: 0 }).catch(() => '')) || '';
  for (;;) {
    const sent = await call('/client/Ems/send', '', { email, event: 'register', ...(await solvedCaptcha()) });
    if (sent.code === 1) break;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  for (;;) {
    const code = await latestCode(email, { dir: join(dataDir, 'outbox') });
    if (code !== before) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function register(username: string, email: string): Promise<Envelope> {
  const code = await registerCode(email);
  return call('/client/user/checkIn', '', {
    tab: 'register',
    username,
    password: 'fault-pass-1',
    registerType: 'email',
    email,
    code,
    ...(await solvedCaptcha()),
  });
}

describe('killing the local process between steps, then starting it again', () => {
  it('a sign-up cut after claiming the name leaves nothing that blocks the same person signing up again', async () => {
    await start('signup-claimed');
    const tag = randomUUID().replaceAll('-', '').slice(0, 8);
    const username = `cut${tag}`;
    const email = `cut${tag}@example.com`;
    await cutBy(register(username, email));
    // The claims were made before the cut: they are free by this time at the latest.
    const claimsFree = Date.now() + CLAIM_GRACE_MS;

    await start();
    // The claim's owner never came to exist: once the claim's grace has passed the name and the
    // address are free, and the same sign-up succeeds (a new code: the first one was used).
    const code = await registerCode(email);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, claimsFree - Date.now())));
    const again = await call('/client/user/checkIn', '', {
      tab: 'register',
      username,
      password: 'fault-pass-1',
      registerType: 'email',
      email,
      code,
      ...(await solvedCaptcha()),
    });
    expect(again.code, again.msg).toBe(1);
    const member = await lookupUnique('USERNAME', username);
    expect(member).not.toBeNull();
    expect(await lookupUnique('EMAIL', email)).toBe(member);
    server?.child.kill('SIGINT');
    await server?.exited;
    // A new code may be sent only a minute after the first, and the cut sign-up's claims are
    // free only a minute after they were made: the retry waits for both, as a person would
    // (however long the machine took between sending the first code and claiming the name).
  }, 300_000);

  it('a recharge paid by the gateway but cut before the credit is credited once by the scheduled reconcile', async () => {
    await start('order-paid');
    const payer = await member();
    const order = await call('/client/pay/recharge', payer.token, { amount: '15.00', channel: 'alipay' });
    expect(order.code, order.msg).toBe(1);
    const outTradeNo = String(order.data?.out_trade_no);
    await cutBy(call('/client/pay/sandboxPay', payer.token, { out_trade_no: outTradeNo }));

    await start();
    // The reconciler runs when the process starts (and every 5 minutes): no order stays paid
    // without credit.
    for (;;) {
      const seen = await call(`/client/pay/order?out_trade_no=${outTradeNo}`, payer.token);
      if (seen.data?.state === 'credited') break;
      expect(['paid', 'created']).toContain(seen.data?.state);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const audit = await expectWhole(payer.id);
    expect(audit?.balanceCents).toBe(1500);
    server?.child.kill('SIGINT');
    await server?.exited;
  });

  it('a purchase cut after the money moved is finished; one cut before it is void and never charged', async () => {
    await start('member-applied');
    const buyer = await member();
    await applyBatch({
      userId: buyer.id,
      at: Date.now(),
      moves: [{ kind: 'balance', amount: 30_000, ref: `seed-${randomUUID()}`, memo: 'seed' }],
    });
    const first = randomUUID();
    await cutBy(call('/client/pay/buyPlan', buyer.token, { plan: 'pro', months: 1, request_id: first }));

    await start('purchase-recorded');
    // The reconcile at start finished the applied purchase: the retry answers its outcome.
    const finished = await call('/client/pay/buyPlan', buyer.token, {
      plan: 'pro',
      months: 1,
      request_id: first,
    });
    expect(finished.code, finished.msg).toBe(1);
    expect(finished.data?.balance).toBe('201.00');

    const second = randomUUID();
    await cutBy(call('/client/pay/buyPlan', buyer.token, { plan: 'pro', months: 1, request_id: second }));
    await start();
    for (;;) {
      const retried = await call('/client/pay/buyPlan', buyer.token, {
        plan: 'pro',
        months: 1,
        request_id: second,
      });
      // Voided by the reconcile at start; until it ran, the retry may still be told "pending".
      if (retried.data?.reason === 'purchase_pending') continue;
      expect(retried).toMatchObject({ code: 0, data: { reason: 'purchase_void' } });
      break;
    }
    const audit = await expectWhole(buyer.id);
    expect(audit?.balanceCents).toBe(30_000 - 9_900);
    expect((await getMember(buyer.id))?.planId).toBe('pro');
  });
});
