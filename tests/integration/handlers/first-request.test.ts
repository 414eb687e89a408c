import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { sessionKey } from '#functions/data/sessions-repo.ts';
import { env } from '#functions/platform/env.ts';
import { onFirstRequest } from '#functions/platform/group.ts';
import { type ApiEvent, type ApiHandler, defineHandler } from '#functions/platform/handler.ts';
import { putMember, setupApiStack, TEST_SESSION_ID, tokenFor } from '../../helpers/api-stack.ts';

/*
 * A route's first request authenticates its caller while the route's code loads (authenticateAhead
 * in functions/platform/handler.ts, begun by onFirstRequest). These check that what was begun ahead
 * is the request's own authentication, with every check it had: concurrent first requests of
 * different members each get their own member, and a bad token, a disabled member or an ended
 * session is refused as on any later request.
 */

setupApiStack();

const endpoint = {
  method: 'GET',
  path: '/client/test/whoami',
  group: 'test',
  auth: 'user',
} as const satisfies EndpointDef;
const route = { method: endpoint.method, path: endpoint.path, group: endpoint.group, auth: endpoint.auth };

/** A route bound as the groups bind theirs: its handler module "loads" when `release` is called. */
function coldRoute(): { handler: ApiHandler; release: () => void } {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = onFirstRequest(async () => {
    await loaded;
    return defineHandler(endpoint, {
      run: async ({ ctx }) => ({ data: ctx.caller ? ctx.caller.member.id : null }),
    });
  });
  return { handler, release };
}

function event(token: string, lang = 'en'): ApiEvent {
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: route.path,
    rawQueryString: '',
    headers: { 'think-lang': lang, 'ba-user-token': token },
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'test.local',
      domainPrefix: 'test',
      http: {
        method: 'GET',
        path: route.path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'test',
      },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
  };
}

const answer = async (pending: ReturnType<ApiHandler>) => {
  const result = await pending;
  return JSON.parse(String(result.body)) as { code: number; msg: string; data: unknown };
};

describe("a route's first requests, authenticated while its code loads", () => {
  it('gives each concurrent request its own caller', async () => {
    const ids = ['first-a', 'first-b', 'first-c'];
    for (const id of ids) await putMember({ id, username: id });
    const { handler, release } = coldRoute();
    const pending = ids.map((id) => handler(event(tokenFor(id)), route));
    release();
    const answers = await Promise.all(pending.map(answer));
    expect(answers.map((a) => [a.code, a.data])).toEqual(ids.map((id) => [1, id]));
    // Once loaded, the route answers as before.
    expect(await answer(handler(event(tokenFor('first-b')), route))).toMatchObject({
      code: 1,
      data: 'first-b',
    });
  });

  it('refuses what any request refuses: bad tokens, disabled members, ended sessions', async () => {
    await putMember({ id: 'first-disabled', username: 'first-disabled', status: 'disable' });
    await putMember({ id: 'first-ended', username: 'first-ended' });
    // Its session logged out.
    await documentClient().send(
      new PutCommand({
        TableName: env().TABLE_NAME,
        Item: {
          ...sessionKey('first-ended', TEST_SESSION_ID),
          memberId: 'first-ended',
          sessionId: TEST_SESSION_ID,
          currentHash: '',
          createdAt: 0,
          expiresAt: Number.MAX_SAFE_INTEGER,
          revokedAt: Date.now(),
          revokedBecause: 'logout',
        },
      }),
    );
    await putMember({ id: 'first-live', username: 'first-live' });
    const forged = `${tokenFor('first-live').slice(0, -4)}AAAA`;
    const { handler, release } = coldRoute();
    const pending = [
      handler(event(tokenFor('first-live', -10), 'zh-cn'), route),
      handler(event(forged), route),
      handler(event(tokenFor('first-disabled')), route),
      handler(event(tokenFor('first-ended')), route),
      handler(event(tokenFor('first-unknown')), route),
      handler(event(tokenFor('first-live')), route),
    ];
    release();
    const [expired, badSignature, disabled, ended, unknown, live] = await Promise.all(pending.map(answer));
    expect(expired).toMatchObject({ code: 409 });
    expect(expired?.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(badSignature).toMatchObject({ code: 303, data: { type: 'need login' } });
    expect(disabled).toMatchObject({ code: 303 });
    expect(ended).toMatchObject({ code: 409 });
    expect(unknown).toMatchObject({ code: 303 });
    expect(live).toMatchObject({ code: 1, data: 'first-live' });
  });
});
