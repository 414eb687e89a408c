import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { encodeClickInfo } from '#core/contracts/captcha-values.ts';
import { type SignedInUser, signedInUserSchema } from '#core/contracts/user.ts';
import { hashPassword } from '#functions/accounts/passwords.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { createMember, type StoredMember } from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';
import { type ApiStack, refreshCookieOf } from '../../helpers/api-stack.ts';
import { solvePow } from '../../helpers/pow.ts';

/**
 * Solves a click captcha the way a member would: loads it, works its proof of work, then clicks
 * each stored box's centre and checks the clicks with the work (unset=false, as the dialog does),
 * so the answer is ready for the submit that consumes it.
 */
export async function solveCaptcha(stack: ApiStack): Promise<{ captchaId: string; captchaInfo: string }> {
  const captchaId = randomUUID();
  const loaded = await stack.call('/client/common/clickCaptcha', { query: `id=${captchaId}` });
  if (loaded.body.code !== 1) throw new Error(`captcha not loaded: ${loaded.body.msg}`);
  const answer = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: { pk: `CAPTCHA#${captchaId}`, sk: 'CAPTCHA' } }),
  );
  const stored = answer.Item as { width: number; height: number; boxes: [number, number, number, number][] };
  const captchaInfo = encodeClickInfo({
    points: stored.boxes.map(([x1, y1, x2, y2]) => ({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 })),
    displayWidth: stored.width,
    displayHeight: stored.height,
  });
  const pow = await solvePow((loaded.body.data as { pow: unknown }).pow);
  const checked = await stack.call('/client/common/checkClickCaptcha', {
    method: 'POST',
    body: { id: captchaId, info: captchaInfo, unset: false, pow },
  });
  if (checked.body.code !== 1) throw new Error(`captcha not passed: ${checked.body.msg}`);
  return { captchaId, captchaInfo };
}

let serial = 0;
const hashes = new Map<string, Promise<string>>();

/** A member created directly in the store with a known password (scrypt runs once per password). */
export async function seedMember(
  password: string,
  fields: { username?: string; email?: string; mobile?: string } = {},
): Promise<StoredMember> {
  serial += 1;
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const created = await createMember({
    username: fields.username ?? `seeded${serial}${randomUUID().slice(0, 4)}`,
    email: fields.email ?? '',
    mobile: fields.mobile ?? '',
    passwordHash: (await hashes.get(password)) ?? '',
    nowMs: Date.now(),
    ip: '127.0.0.1',
  });
  if (!created.ok) throw new Error(`seed refused: ${created.taken} taken`);
  return created.member;
}

/** Logs in through the API (with a solved captcha); throws unless it succeeds. */
export async function logIn(
  stack: ApiStack,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
): Promise<SignedInUser> {
  const { body, setCookies } = await stack.call('/client/user/checkIn', {
    method: 'POST',
    body: { tab: 'login', username, password, ...(await solveCaptcha(stack)), ...extra },
  });
  if (body.code !== 1) throw new Error(`login refused: ${body.msg}`);
  const user = signedInUserSchema.parse((body.data as { userInfo: unknown }).userInfo);
  // The body never carries the refresh token; the tests take it from the HttpOnly cookie.
  if (user.refresh_token !== '') throw new Error('a refresh token in the login body');
  return { ...user, refresh_token: refreshCookieOf(setCookies) };
}

/**
 * POST /client/user/checkIn tab=login from a given loopback address (127.0.0.0/8 all reach the
 * server), as a client on another network would: the server sees that address as the caller's.
 * `captcha: false` sends none.
 */
export async function loginFrom(
  stack: ApiStack,
  address: string,
  fields: { username: string; password: string; captcha?: boolean; lang?: string },
): Promise<{ code: number; msg: string; data: unknown }> {
  const captcha = fields.captcha === false ? {} : await solveCaptcha(stack);
  const payload = JSON.stringify({
    tab: 'login',
    username: fields.username,
    password: fields.password,
    ...captcha,
  });
  const url = new URL('/client/user/checkIn', stack.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: {
          server: 'true',
          'think-lang': fields.lang ?? 'en',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve(JSON.parse(text) as { code: number; msg: string; data: unknown }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
