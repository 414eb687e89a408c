import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import type { OrderView } from '#core/contracts/pay.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { auditMember } from '#functions/data/money-repo.ts';
import { sessionKey } from '#functions/data/sessions-repo.ts';
import { env } from '#functions/platform/env.ts';
import { type ApiStack, putMember, TEST_SESSION_ID, tokenFor } from '../../helpers/api-stack.ts';

/** A fresh member with a live session; answers id, username and token. */
export async function newMember(): Promise<{ id: string; username: string; token: string }> {
  const id = randomUUID();
  const username = `payer${id.slice(0, 8)}`;
  await putMember({ id, username });
  return { id, username, token: tokenFor(id) };
}

/** Gives an existing member (e.g. from seedMember) the session tokenFor() names. */
export async function startSession(memberId: string): Promise<string> {
  await documentClient().send(
    new PutCommand({
      TableName: env().TABLE_NAME,
      Item: {
        ...sessionKey(memberId, TEST_SESSION_ID),
        memberId,
        sessionId: TEST_SESSION_ID,
        currentHash: '',
        createdAt: 0,
        expiresAt: Number.MAX_SAFE_INTEGER,
      },
    }),
  );
  return tokenFor(memberId);
}

export async function recharge(
  stack: ApiStack,
  token: string,
  amount: string,
  channel: 'alipay' | 'wechat' | 'manual',
): Promise<OrderView> {
  const { body } = await stack.call('/client/pay/recharge', {
    method: 'POST',
    token,
    body: { amount, channel },
  });
  expect(body.msg).toBe('');
  expect(body.code).toBe(1);
  return body.data as OrderView;
}

/** Posts a notification the way a gateway does; answers the raw HTTP answer. */
export async function postNotify(
  stack: ApiStack,
  channel: string,
  request: { headers: Record<string, string>; body: string },
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${stack.baseUrl}/client/pay/notify/${channel}`, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, text: await response.text() };
}

export const alipayForm = (params: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  body: new URLSearchParams(params).toString(),
});

/** The member's balance and score, checked against their ledgers. */
export async function expectLedgerBalanced(memberId: string) {
  const audit = await auditMember(memberId);
  expect(audit).not.toBeNull();
  if (!audit) throw new Error('no member');
  expect(audit.pending).toBe(0);
  expect(audit.balanceCents).toBe(audit.ledgerBalanceCents);
  expect(audit.score).toBe(audit.ledgerScore);
  return audit;
}
