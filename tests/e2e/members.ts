import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { encodeClickInfo } from '#core/contracts/captcha-values.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { PaidPlanId } from '#core/plans.ts';
import { latestCode } from '../helpers/outbox.ts';
import { seededPlanUpdate } from '../helpers/plans.ts';
import { solvePow } from '../helpers/pow.ts';
import { expect } from './fixtures.ts';

/** Members for browser tests: signed up through the real endpoints, signed in the way the login screen leaves it. */

export const PASSWORD = 'Start#123';

export const HEADERS = { server: 'true', 'think-lang': 'en' };

export async function call(request: APIRequestContext, path: string, body?: object, token?: string) {
  const headers = token ? { ...HEADERS, 'ba-user-token': token } : HEADERS;
  const response = body
    ? await request.post(path, { headers, data: body })
    : await request.get(path, { headers });
  return (await response.json()) as { code: number; msg: string; data: unknown };
}

/** The test server's embedded DynamoDB (endpoints.json of its data folder). */
async function serverTable(): Promise<DynamoDBDocumentClient> {
  const dir = process.env.E2E_DATA_DIR ?? '.data';
  const { dynamoEndpoint } = JSON.parse(await readFile(join(dir, 'endpoints.json'), 'utf8')) as {
    dynamoEndpoint: string;
  };
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: dynamoEndpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
}

/** A captcha's stored answer, read from the server's embedded DynamoDB. */
export async function storedCaptcha(
  captchaId: string,
): Promise<{ width: number; height: number; boxes: [number, number, number, number][] }> {
  const table = await serverTable();
  const { Item } = await table.send(
    new GetCommand({ TableName: 'landing-builder', Key: { pk: `CAPTCHA#${captchaId}`, sk: 'CAPTCHA' } }),
  );
  table.destroy();
  return Item as { width: number; height: number; boxes: [number, number, number, number][] };
}

/**
 * Gives a member a paid plan for a year, as a purchase leaves it (tests of what a paying member
 * does; the plan journey buys through the real purchase dialog).
 */
export async function grantPlan(userId: string, plan: PaidPlanId = 'business'): Promise<void> {
  const table = await serverTable();
  await table.send(seededPlanUpdate('landing-builder', userId, plan));
  table.destroy();
}

/** Solves a click captcha as a member would, by clicking the centre of each stored character box. */
export async function solveCaptcha(request: APIRequestContext) {
  const captchaId = randomUUID();
  const loaded = await call(request, `/client/common/clickCaptcha?id=${captchaId}`);
  expect(loaded.code).toBe(1);
  const stored = await storedCaptcha(captchaId);
  const captchaInfo = encodeClickInfo({
    points: stored.boxes.map(([x1, y1, x2, y2]) => ({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 })),
    displayWidth: stored.width,
    displayHeight: stored.height,
  });
  // The first check carries the proof of work, as the dialog's does; the submit then consumes it.
  const pow = await solvePow((loaded.data as { pow: unknown }).pow);
  const checked = await call(request, '/client/common/checkClickCaptcha', {
    id: captchaId,
    info: captchaInfo,
    unset: false,
    pow,
  });
  expect(checked.code, checked.msg).toBe(1);
  return { captchaId, captchaInfo };
}

/**
 * Does `action` (e.g. clicking "Send code"), then solves the click captcha it opens through the
 * real dialog: clicks the centre of each character the server stored, scaled to the picture as
 * displayed. The browser works the proof of work itself; the dialog closes when it passed.
 */
export async function throughCaptcha(page: Page, action: () => Promise<void>): Promise<void> {
  const loaded = page.waitForResponse((response) => response.url().includes('/client/common/clickCaptcha?'));
  await action();
  const id = new URL((await loaded).url()).searchParams.get('id') ?? '';
  const picture = page.getByTestId('captcha-picture');
  await expect(picture).toBeVisible();
  await expect(picture).not.toHaveClass(/stale/);
  const stored = await storedCaptcha(id);
  const shown = await picture.boundingBox();
  if (!shown) throw new Error('captcha picture not laid out');
  for (const [x1, y1, x2, y2] of stored.boxes) {
    await picture.click({
      position: {
        x: (((x1 + x2) / 2) * shown.width) / stored.width,
        y: (((y1 + y2) / 2) * shown.height) / stored.height,
      },
    });
  }
  await expect(picture).toBeHidden();
}

export type SignedIn = {
  id: string;
  username: string;
  nickname: string;
  avatar: string;
  token: string;
  /** Taken from the HttpOnly refresh cookie of the answer (the body never carries it). */
  refresh_token: string;
};

/**
 * POST /client/user/checkIn (login or register) through the real endpoint: the user info, with
 * the refresh token read from the answer's HttpOnly `ba-refresh` cookie.
 */
export async function checkIn(request: APIRequestContext, body: object): Promise<SignedIn> {
  const response = await request.post('/client/user/checkIn', { headers: HEADERS, data: body });
  const answer = (await response.json()) as { code: number; msg: string; data: unknown };
  expect(answer.code, answer.msg).toBe(1);
  const cookie = response
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('ba-refresh='));
  const refresh = decodeURIComponent(cookie?.value.slice('ba-refresh='.length).split(';')[0] ?? '');
  return { ...(answer.data as { userInfo: SignedIn }).userInfo, refresh_token: refresh };
}

/**
 * Puts a session into a browser the way the login screen leaves it: the HttpOnly refresh cookie
 * (scoped to the refresh route) and the member's id and names in localStorage; the app gets its
 * access token from the cookie on load.
 */
export async function putSession(page: Page, baseURL: string, user: SignedIn): Promise<void> {
  await putRefreshCookie(page.context(), baseURL, user.refresh_token);
  const { id, username, nickname, avatar } = user;
  await page.evaluate((stored) => localStorage.setItem('userInfo', JSON.stringify(stored)), {
    id,
    username,
    nickname,
    avatar,
  });
}

export async function putRefreshCookie(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([
    {
      name: 'ba-refresh',
      value: token,
      domain: new URL(baseURL).hostname,
      path: '/client/user/refresh',
      httpOnly: true,
      secure: false,
      sameSite: 'Strict',
    },
  ]);
}

/**
 * Signs a new member up through the real endpoints: email code from the outbox, solved captcha.
 * With `plan`, the member then holds that paid plan (grantPlan).
 */
export async function signUp(
  request: APIRequestContext,
  prefix = 'm',
  options: { plan?: PaidPlanId } = {},
): Promise<SignedIn & { email: string }> {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  const email = `${prefix}${tag}@example.com`;
  const sent = await call(request, '/client/Ems/send', {
    email,
    event: 'register',
    ...(await solveCaptcha(request)),
  });
  expect(sent.code, sent.msg).toBe(1);
  const user = await checkIn(request, {
    tab: 'register',
    username: `${prefix}${tag}`,
    password: PASSWORD,
    registerType: 'email',
    email,
    code: await latestCode(email),
    ...(await solveCaptcha(request)),
  });
  if (options.plan) await grantPlan(user.id, options.plan);
  return { ...user, email };
}

/** Puts the session into the browser the way the login screen leaves it, in a language. */
export async function signIn(page: Page, baseURL: string, user: SignedIn, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'ba-lang', value: lang, url: baseURL }]);
  await page.goto('/pricing');
  await putSession(page, baseURL, user);
}
