import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { checkInResultSchema } from '#core/contracts/user.ts';
import { sendCode } from '#functions/codes/codes.ts';
import { CLAIM_GRACE_MS } from '#functions/data/claims-repo.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { keys } from '#functions/data/keys.ts';
import { lookupUnique } from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';
import { createLogger } from '#functions/platform/log.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { readOutbox } from '../../helpers/outbox.ts';
import { tempOutbox } from '../../helpers/temp-outbox.ts';
import { solveCaptcha } from './helpers.ts';

tempOutbox();
const stack = setupApiStack();
const RACERS = 200;

describe('sign-up under contention', () => {
  it('gives exactly one account when 200 sign-ups race for one username', async () => {
    // Prepare: each racer gets its own email, code and captcha. Codes are sent by the codes
    // module from distinct client addresses, as 200 different people would (per-address caps).
    const emails = Array.from({ length: RACERS }, (_, i) => `racer${i}@example.com`);
    const log = createLogger();
    for (const [i, email] of emails.entries()) {
      await sendCode({
        channel: 'email',
        target: email,
        event: 'register',
        member: null,
        sourceIp: `10.0.${i >> 8}.${i & 255}`,
        lang: 'en',
        nowMs: Date.now(),
        log,
      });
    }
    const codes = new Map((await readOutbox()).map((entry) => [entry.to, entry.code ?? '']));
    const captchas = await Promise.all(emails.map(() => solveCaptcha(stack)));

    // Act: all at once.
    const answers = await Promise.all(
      emails.map((email, i) =>
        stack.call('/client/user/checkIn', {
          method: 'POST',
          body: {
            tab: 'register',
            username: 'contested',
            password: 'Secret#123',
            registerType: 'email',
            email,
            code: codes.get(email),
            ...captchas[i],
          },
        }),
      ),
    );

    // Assess: one winner, everyone else told the name is taken, one member and one set of claims.
    const winners = answers.filter((answer) => answer.body.code === 1);
    expect(winners).toHaveLength(1);
    const losers = answers.filter((answer) => answer.body.code !== 1).map((answer) => answer.body.msg);
    expect(new Set(losers)).toEqual(new Set(['This account name is already taken']));
    const winner = checkInResultSchema.parse(winners[0]?.body.data).userInfo;
    expect(await lookupUnique('USERNAME', 'contested')).toBe(winner.id);

    const scan = await documentClient().send(
      new ScanCommand({
        TableName: env().TABLE_NAME,
        FilterExpression: '(sk = :profile AND username = :name) OR begins_with(pk, :emails)',
        ExpressionAttributeValues: {
          ':profile': 'PROFILE',
          ':name': 'contested',
          ':emails': 'UNIQUE#EMAIL#racer',
        },
      }),
    );
    const items = scan.Items ?? [];
    expect(items.filter((item) => item.sk === 'PROFILE').map((item) => item.id)).toEqual([winner.id]);
    expect(items.filter((item) => item.sk === 'UNIQUE').map((item) => item.userId)).toEqual([winner.id]);
  }, 240_000);
});

describe('a sign-up cut short by a crash', () => {
  it('leaves claims that the next sign-up of the same name and email takes over', async () => {
    // The crash: the username and email were claimed, then the member was never written.
    const crashedAt = Date.now() - CLAIM_GRACE_MS - 1_000;
    for (const key of [
      keys.uniqueName('USERNAME', 'phoenix'),
      keys.uniqueName('EMAIL', 'phoenix@example.com'),
    ])
      await documentClient().send(
        new PutCommand({
          TableName: env().TABLE_NAME,
          Item: { ...key, userId: 'never-written', createdAt: crashedAt },
        }),
      );

    // The code is sent (not "already taken") and the sign-up succeeds.
    const sent = await stack.call('/client/Ems/send', {
      method: 'POST',
      body: { email: 'phoenix@example.com', event: 'register', ...(await solveCaptcha(stack)) },
    });
    expect(sent.body).toMatchObject({ code: 1 });
    const code = (await readOutbox()).findLast((entry) => entry.to === 'phoenix@example.com')?.code;
    const answer = await stack.call('/client/user/checkIn', {
      method: 'POST',
      body: {
        tab: 'register',
        username: 'phoenix',
        password: 'Secret#123',
        registerType: 'email',
        email: 'phoenix@example.com',
        code,
        ...(await solveCaptcha(stack)),
      },
    });
    expect(answer.body.code, answer.body.msg).toBe(1);
    const member = checkInResultSchema.parse(answer.body.data).userInfo;
    expect(await lookupUnique('USERNAME', 'phoenix')).toBe(member.id);
    expect(await lookupUnique('EMAIL', 'phoenix@example.com')).toBe(member.id);
  });

  it('still refuses a name whose claim is young (a sign-up may be in progress)', async () => {
    await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          ...keys.uniqueName('EMAIL', 'busy@example.com'),
          userId: 'in-progress',
          createdAt: Date.now(),
        },
      }),
    );
    // The send answers as for any address (no registration oracle); the sign-up with the code says no.
    const sent = await stack.call('/client/Ems/send', {
      method: 'POST',
      body: { email: 'busy@example.com', event: 'register', ...(await solveCaptcha(stack)) },
    });
    expect(sent.body.code).toBe(1);
    const code = (await readOutbox()).findLast((entry) => entry.to === 'busy@example.com')?.code;
    const answer = await stack.call('/client/user/checkIn', {
      method: 'POST',
      body: {
        tab: 'register',
        username: 'busy_member',
        password: 'Quiet#Harbour42',
        registerType: 'email',
        email: 'busy@example.com',
        code,
        ...(await solveCaptcha(stack)),
      },
    });
    expect(answer.body).toMatchObject({ code: 0, msg: 'This email is already registered' });
  });
});
