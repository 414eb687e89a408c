import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Page, Response } from '@playwright/test';
import { latestCode, messagesTo } from '../helpers/outbox.ts';
import { expect, test } from './fixtures.ts';
import { HEADERS, PASSWORD, putSession, signUp, solveCaptcha, throughCaptcha } from './members.ts';

/**
 * The platform calls from the browser, on a 375 px phone (touch) and a desktop: an email code
 * requested on the sign-up screen lands in the server's outbox; the click captcha is solved by
 * clicking (or tapping) where the server stored the characters, refuses a wrong area, reloads,
 * and closes with Escape; an avatar is uploaded, shown and served, and a disguised page refused.
 */

type Box = [number, number, number, number];
type StoredCaptcha = { width: number; height: number; boxes: Box[] };

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The server's embedded DynamoDB (its endpoint file is in the data folder). */
async function storedCaptcha(id: string): Promise<StoredCaptcha> {
  const dir = process.env.E2E_DATA_DIR ?? '.data';
  const { dynamoEndpoint } = JSON.parse(await readFile(join(dir, 'endpoints.json'), 'utf8')) as {
    dynamoEndpoint: string;
  };
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: dynamoEndpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  try {
    const { Item } = await table.send(
      new GetCommand({
        TableName: process.env.TABLE_NAME ?? 'landing-builder',
        Key: { pk: `CAPTCHA#${id}`, sk: 'CAPTCHA' },
      }),
    );
    if (!Item) throw new Error(`captcha ${id} is not stored`);
    return Item as StoredCaptcha;
  } finally {
    table.destroy();
  }
}

const captchaLoaded = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/client/common/clickCaptcha?'));

async function captchaOf(response: Response): Promise<StoredCaptcha & { id: string; text: string[] }> {
  const body = (await response.json()) as { data: { id: string; text: string[] } };
  return { ...(await storedCaptcha(body.data.id)), ...body.data };
}

/** Clicks (or on a phone taps) the picture at image coordinates, scaled to its displayed size. */
async function pointAt(
  page: Page,
  captcha: StoredCaptcha,
  points: { x: number; y: number }[],
  touch: boolean,
) {
  const picture = page.getByTestId('captcha-picture');
  await expect(picture).toBeVisible();
  const shown = await picture.boundingBox();
  if (!shown) throw new Error('the captcha picture is not laid out');
  for (const point of points) {
    const x = shown.x + (point.x * shown.width) / captcha.width;
    const y = shown.y + (point.y * shown.height) / captcha.height;
    if (touch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  }
}

const centres = (boxes: Box[]) => boxes.map(([x1, y1, x2, y2]) => ({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 }));

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'ba-lang', value: 'en', url: baseURL ?? '' }]);
});

test('an email code requested on the sign-up screen lands in the outbox', async ({ page }) => {
  const email = `code-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/user/login?tab=register');

  await page.locator('#register-email').fill(email);
  // The send asks for the click captcha first; the browser works its proof of work meanwhile.
  await throughCaptcha(page, () => page.getByRole('button', { name: 'Send code' }).click());

  await expect(page.getByText('Verification code sent')).toBeVisible();
  const code = await latestCode(email);
  expect(code).toMatch(/^\d{6}$/);
  const [message] = await messagesTo(email);
  expect(message?.subject).toMatch(/Your verification code$/);
  expect(message?.text).toContain(code);
  // The button counts down, and the server would refuse a second code within 60 s anyway.
  await expect(page.getByRole('button', { name: /Again in \d+ s/ })).toBeDisabled();
  const again = await page.request.post('/client/Ems/send', {
    headers: HEADERS,
    data: { email, event: 'register', ...(await solveCaptcha(page.request)) },
  });
  expect(((await again.json()) as { msg: string }).msg).toMatch(
    /^Please wait \d+ seconds before requesting another code$/,
  );
});

test('the click captcha: wrong area, new picture, Escape, then solved by pointer or touch', async ({
  page,
}, testInfo) => {
  const touch = testInfo.project.name === 'phone';
  await page.goto('/user/login');
  await page.locator('#login-username').fill('nobody_here');
  await page.locator('#login-password').fill(PASSWORD);

  // The login asks for the captcha; a click in the wrong order fails and a new picture comes.
  let loaded = captchaLoaded(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  await expect(dialog).toBeVisible();
  let captcha = await captchaOf(await loaded);
  await expect(dialog.getByTestId('captcha-chars')).toHaveText(captcha.text.join(''));
  loaded = captchaLoaded(page);
  await pointAt(page, captcha, centres([...captcha.boxes].reverse()), touch);
  await expect(dialog.getByRole('status')).toHaveText('Verification failed, please try again');
  captcha = await captchaOf(await loaded);

  // "New picture" draws another; Tab stays inside the dialog; Escape closes it.
  loaded = captchaLoaded(page);
  await dialog.getByRole('button', { name: 'New picture' }).click();
  captcha = await captchaOf(await loaded);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Solved: the success message, then the login goes on with the answer (unknown account).
  loaded = captchaLoaded(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  captcha = await captchaOf(await loaded);
  await pointAt(page, captcha, centres(captcha.boxes), touch);
  await expect(dialog.getByRole('status')).toHaveText('Verification succeeded');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Incorrect account or password').first()).toBeVisible();
});

test('the click captcha with the keyboard only', async ({ page }) => {
  await page.goto('/user/login');
  await page.locator('#login-username').fill('nobody_here');
  await page.locator('#login-password').fill(PASSWORD);
  const loaded = captchaLoaded(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const captcha = await captchaOf(await loaded);
  const picture = page.getByTestId('captcha-picture');
  await picture.focus();
  const shown = await picture.boundingBox();
  if (!shown) throw new Error('the captcha picture is not laid out');

  // The crosshair starts in the middle and moves 10 px per arrow key, 2 px with Shift.
  let at = { x: shown.width / 2, y: shown.height / 2 };
  for (const target of centres(captcha.boxes)) {
    const goal = {
      x: (target.x * shown.width) / captcha.width,
      y: (target.y * shown.height) / captcha.height,
    };
    const move = async (axis: 'x' | 'y', plus: string, minus: string) => {
      while (Math.abs(goal[axis] - at[axis]) >= 10) {
        const forward = goal[axis] > at[axis];
        await page.keyboard.press(forward ? plus : minus);
        at = { ...at, [axis]: at[axis] + (forward ? 10 : -10) };
      }
      while (Math.abs(goal[axis] - at[axis]) >= 2) {
        const forward = goal[axis] > at[axis];
        await page.keyboard.press(`Shift+${forward ? plus : minus}`);
        at = { ...at, [axis]: at[axis] + (forward ? 2 : -2) };
      }
    };
    await move('x', 'ArrowRight', 'ArrowLeft');
    await move('y', 'ArrowDown', 'ArrowUp');
    await page.keyboard.press('Enter');
  }

  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('Verification succeeded');
});

test('an avatar upload: checked, stored, shown and served; a disguised page is refused', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await signUp(request, 'pc');
  await page.goto('/pricing');
  await putSession(page, baseURL ?? '', user);
  await page.goto('/user/account/profile');
  const field = page.getByRole('group', { name: 'Avatar' });
  const input = field.getByTestId('image-upload-input');

  // Checked before sending: over the configured maximum (10 MB).
  await input.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  });
  await expect(field.getByRole('alert')).toHaveText(
    'The size of the uploaded file exceeds the allowed range!',
  );

  // A web page named like an image passes the browser's checks and is refused by the server.
  await input.setInputFiles({
    name: 'cat.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await expect(field.getByRole('alert')).toHaveText('The type of uploaded file is not allowed!');

  // A real image: stored under a random name, previewed, and served as an image.
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(field.getByRole('status')).toHaveText('Image uploaded');
  const preview = field.getByRole('img');
  await expect(preview).toHaveAttribute('src', /\/uploads\/\d{8}\/[0-9a-f]{32}\.png$/);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const served = await request.get(new URL((await preview.getAttribute('src')) ?? '').pathname);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
});
