import { randomInt, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@playwright/test';
import { encodeClickInfo } from '#core/contracts/captcha-values.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { hashPassword } from '#functions/accounts/passwords.ts';
import { latestCode } from '../helpers/outbox.ts';
import { solvePow } from '../helpers/pow.ts';
import { expect, expectToastSeen, recordToasts, test } from './fixtures.ts';
import { throughCaptcha } from './members.ts';

/**
 * Sign-up, login, forgotten password and logout from the browser, in both languages, on a
 * 375 px phone and on a desktop (the two Playwright projects). Codes come from the server's
 * outbox; the click captcha is solved by clicking where the server's stored answer says.
 */

const TABLE = 'landing-builder';
const PASSWORD = 'Start#123';
const NEW_PASSWORD = 'Later#456';

const TEXT = {
  en: {
    title: 'Sign in',
    loginTab: 'Log in',
    registerTab: 'Register',
    retrieveTab: 'Forgot password',
    account: 'Account',
    accountName: 'Account name',
    email: 'Email',
    code: 'Verification code',
    password: 'Password',
    newPassword: 'New password',
    retrieveEmail: 'Email bound to your account',
    sendCode: 'Send code',
    codeSent: 'Verification code sent',
    login: 'Log in',
    create: 'Create account',
    reset: 'Reset password',
    resetDone: 'Your password has been reset, please log in with the new one',
    loggedIn: 'Login successful',
    registered: 'Registration successful, welcome!',
    wrong: 'Incorrect account or password',
    accountRule:
      'The account must be 3-15 characters, start with a letter, and contain only letters, digits and underscores',
    showPassword: 'Show password',
    logout: 'Log out',
    commonPassword:
      'The password is one of the most common passwords: please choose one that is harder to guess',
    holdsName: 'The password must not be or contain the account name',
    waitFirst: 'Too many failed logins from this network address: try again in 30 seconds, with the captcha',
    waitButton: /^Try again in \d+ s/,
  },
  'zh-cn': {
    title: '登录',
    loginTab: '登录',
    registerTab: '注册',
    retrieveTab: '忘记密码',
    account: '账户',
    accountName: '账户名',
    email: '邮箱',
    code: '验证码',
    password: '密码',
    newPassword: '新密码',
    retrieveEmail: '账户绑定的邮箱',
    sendCode: '获取验证码',
    codeSent: '验证码已发送',
    login: '登录',
    create: '注册账户',
    reset: '重置密码',
    resetDone: '密码已重置，请使用新密码登录',
    loggedIn: '登录成功',
    registered: '注册成功，欢迎加入！',
    wrong: '账户或密码错误',
    accountRule: '账户名须为 3-15 位，以字母开头，只能包含字母、数字和下划线',
    showPassword: '显示密码',
    logout: '退出登录',
    commonPassword: '密码过于常见，请换一个更难猜到的密码',
    holdsName: '密码不能是账户名，也不能包含账户名',
    waitFirst: '此网络地址登录失败次数过多：请在 30 秒后完成验证码再试',
    waitButton: /^\d+ 秒后重试/,
  },
} as const;

/** The server's embedded DynamoDB (its endpoint file is in the data folder). */
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

/** A fresh name for this run, project and language. */
const uniqueTag = () => randomUUID().replaceAll('-', '').slice(0, 10);

/**
 * Waits for the captcha dialog and clicks the centre of each character the server stored, scaled
 * to the picture as displayed (smaller on a phone). The dialog then hands the answer to the form.
 */
async function solveCaptchaDialog(page: Page, loaded: Promise<{ url(): string }>): Promise<void> {
  const id = new URL((await loaded).url()).searchParams.get('id') ?? '';
  const picture = page.getByTestId('captcha-picture');
  await expect(picture).toBeVisible();
  await expect(picture).not.toHaveClass(/stale/);
  const table = await serverTable();
  const { Item } = await table.send(
    new GetCommand({ TableName: TABLE, Key: { pk: `CAPTCHA#${id}`, sk: 'CAPTCHA' } }),
  );
  table.destroy();
  const stored = Item as { width: number; height: number; boxes: [number, number, number, number][] };
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
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** Clicks a submit that asks for the captcha, and solves it. */
async function submitWithCaptcha(page: Page, button: string): Promise<void> {
  const loaded = page.waitForResponse((response) => response.url().includes('/client/common/clickCaptcha?'));
  await page.getByRole('button', { name: button, exact: true }).click();
  await solveCaptchaDialog(page, loaded);
}

/** The login screen, in the language of the `ba-lang` cookie the test set. */
async function openLogin(page: Page, lang: Lang): Promise<void> {
  await recordToasts(page);
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { name: TEXT[lang].title, level: 1 })).toBeVisible();
}

/** A member put in the store directly (as if signed up earlier), with an email and a password. */
async function putMember(member: { username: string; email: string; password: string }): Promise<void> {
  const id = randomUUID();
  const table = await serverTable();
  for (const [kind, value] of [
    ['EMAIL', member.email],
    ['USERNAME', member.username.toLowerCase()],
  ] as const) {
    await table.send(
      new PutCommand({
        TableName: TABLE,
        Item: { pk: `UNIQUE#${kind}#${value}`, sk: 'UNIQUE', userId: id, createdAt: Date.now() },
      }),
    );
  }
  await table.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        pk: `USER#${id}`,
        sk: 'PROFILE',
        id,
        username: member.username,
        nickname: member.username,
        email: member.email,
        passwordHash: await hashPassword(member.password),
        joinTime: Date.now(),
        version: 1,
      },
    }),
  );
  table.destroy();
}

/** A click captcha solved through the API with the server's stored answer (as the dialog's solver does). */
async function solvedCaptcha(baseURL: string): Promise<{ captchaId: string; captchaInfo: string }> {
  const captchaId = randomUUID();
  const loaded = await fetch(`${baseURL}/client/common/clickCaptcha?id=${captchaId}`, {
    headers: { server: 'true' },
  });
  expect(loaded.ok).toBe(true);
  const table = await serverTable();
  const { Item } = await table.send(
    new GetCommand({ TableName: TABLE, Key: { pk: `CAPTCHA#${captchaId}`, sk: 'CAPTCHA' } }),
  );
  table.destroy();
  const stored = Item as { width: number; height: number; boxes: [number, number, number, number][] };
  const captchaInfo = encodeClickInfo({
    points: stored.boxes.map(([x1, y1, x2, y2]) => ({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 })),
    displayWidth: stored.width,
    displayHeight: stored.height,
  });
  // The first check carries the proof of work, as the dialog's does; the login then consumes it.
  const pow = await solvePow(((await loaded.json()) as { data: { pow: unknown } }).data.pow);
  const checked = await fetch(`${baseURL}/client/common/checkClickCaptcha`, {
    method: 'POST',
    headers: { server: 'true', 'content-type': 'application/json' },
    body: JSON.stringify({ id: captchaId, info: captchaInfo, unset: false, pow }),
  });
  expect(((await checked.json()) as { code: number }).code).toBe(1);
  return { captchaId, captchaInfo };
}

/**
 * A login attempt from another network address (any 127.0.0.0/8 address reaches the local
 * server, which sees it as the caller's), with a solved captcha: someone else guessing.
 */
async function loginFromAddress(
  baseURL: string,
  address: string,
  fields: { username: string; password: string; lang: Lang },
): Promise<{ code: number; msg: string }> {
  const payload = JSON.stringify({
    tab: 'login',
    username: fields.username,
    password: fields.password,
    ...(await solvedCaptcha(baseURL)),
  });
  const url = new URL('/client/user/checkIn', baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: {
          server: 'true',
          'think-lang': fields.lang,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve(JSON.parse(body) as { code: number; msg: string }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The fields of the user info that stay in localStorage (never a token). */
async function persistedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).sort());
}

for (const lang of ['en', 'zh-cn'] as const) {
  const text = TEXT[lang];

  test.describe(`accounts in ${lang}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'ba-lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
    });

    test('sign up with an email code, log out, log in through the captcha, log out', async ({ page }) => {
      const tag = uniqueTag();
      const username = `u${tag}`;
      const email = `acc${tag}@example.com`;
      await openLogin(page, lang);

      // Sign up: inline rules first, then the code from the outbox and the captcha.
      await page.getByRole('tab', { name: text.registerTab }).click();
      const panel = page.getByRole('tabpanel', { name: text.registerTab });
      await panel.getByLabel(text.accountName, { exact: true }).fill('9bad');
      await panel.getByRole('textbox', { name: text.email, exact: true }).focus();
      await expect(panel.getByText(text.accountRule)).toHaveClass(/login-field__error/);
      await panel.getByLabel(text.accountName, { exact: true }).fill(username);
      await panel.getByRole('textbox', { name: text.email, exact: true }).fill(email);
      // Each code send asks for the click captcha first.
      await throughCaptcha(page, () => panel.getByRole('button', { name: text.sendCode }).click());
      await expectToastSeen(page, text.codeSent);
      await expect(panel.getByRole('button', { name: /\d/ })).toBeDisabled();
      await panel.getByLabel(text.code, { exact: true }).fill(await latestCode(email));
      // The password rule: the account name is refused at once, a common password by the server,
      // its sentence under the field; the code stays usable.
      const passwordField = panel.getByLabel(text.password, { exact: true });
      await passwordField.fill(`${username.toUpperCase()}!`);
      await passwordField.blur();
      await expect(panel.getByText(text.holdsName)).toHaveClass(/login-field__error/);
      await passwordField.fill('Password123');
      await submitWithCaptcha(page, text.create);
      await expect(panel.getByText(text.commonPassword).first()).toBeVisible();
      await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
      await passwordField.fill(PASSWORD);
      await panel.getByRole('button', { name: text.showPassword }).click();
      await expect(panel.getByLabel(text.password, { exact: true })).toHaveAttribute('type', 'text');
      await submitWithCaptcha(page, text.create);

      await expect(page).toHaveURL(/\/user\/(?!login)/);
      await expectToastSeen(page, text.registered);
      // Nothing token-like in storage: the refresh token is an HttpOnly cookie, the access token in memory.
      expect(await persistedKeys(page)).toEqual(['avatar', 'id', 'nickname', 'username']);
      expect(await page.evaluate(() => document.cookie)).not.toContain('ba-refresh');
      const refresh = (await page.context().cookies()).find((cookie) => cookie.name === 'ba-refresh');
      expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/client/user/refresh' });
      // A reload keeps the member signed in (the access token comes back from the cookie).
      await page.reload();
      await expect(page).toHaveURL(/\/user\/(?!login)/);
      await expect(page.getByRole('button', { name: text.logout })).toBeVisible();

      // Log out: the session ends, the cookie goes, and the login page loads with no return path.
      await page.getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/user\/login$/);
      await expect(page.locator('.app-login__note')).toHaveCount(0);
      const afterLogout = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
      expect(afterLogout).toMatchObject({ id: '' });
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('ba-refresh');

      // A wrong password, then the right one, each through the captcha.
      const login = page.getByRole('tabpanel', { name: text.loginTab });
      await login.getByLabel(text.account, { exact: true }).fill(email);
      await login.getByLabel(text.password, { exact: true }).fill('Wrong#999');
      await submitWithCaptcha(page, text.login);
      await expect(login.getByRole('alert')).toHaveText(text.wrong);
      await login.getByLabel(text.password, { exact: true }).fill(PASSWORD);
      await submitWithCaptcha(page, text.login);

      await expect(page).toHaveURL(/\/user\/(?!login)/);
      await expect(page.getByText(text.loggedIn)).toBeVisible();
      await page.getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/user\/login/);
    });

    test('reset a forgotten password with an email code, then log in with the new one', async ({ page }) => {
      const tag = uniqueTag();
      const email = `reset${tag}@example.com`;
      // A member who signed up earlier (put in the store directly: a second code to the same
      // address would wait out the 60-second resend interval).
      const id = randomUUID();
      const table = await serverTable();
      await table.send(
        new PutCommand({
          TableName: TABLE,
          Item: { pk: `UNIQUE#EMAIL#${email}`, sk: 'UNIQUE', userId: id, createdAt: Date.now() },
        }),
      );
      await table.send(
        new PutCommand({
          TableName: TABLE,
          Item: { pk: `UNIQUE#USERNAME#r${tag}`, sk: 'UNIQUE', userId: id, createdAt: Date.now() },
        }),
      );
      await table.send(
        new PutCommand({
          TableName: TABLE,
          Item: {
            pk: `USER#${id}`,
            sk: 'PROFILE',
            id,
            username: `r${tag}`,
            nickname: `r${tag}`,
            email,
            passwordHash: await hashPassword(PASSWORD),
            joinTime: Date.now(),
            version: 1,
          },
        }),
      );
      table.destroy();

      await openLogin(page, lang);
      await page.getByRole('tab', { name: text.retrieveTab }).click();
      const panel = page.getByRole('tabpanel', { name: text.retrieveTab });
      await panel.getByLabel(text.retrieveEmail, { exact: true }).fill(email);
      // Each code send asks for the click captcha first.
      await throughCaptcha(page, () => panel.getByRole('button', { name: text.sendCode }).click());
      await expectToastSeen(page, text.codeSent);
      await panel.getByLabel(text.code, { exact: true }).fill(await latestCode(email));
      // A common new password is refused under the field; the code stays usable.
      await panel.getByLabel(text.newPassword, { exact: true }).fill('iloveyou1');
      await panel.getByRole('button', { name: text.reset }).click();
      await expect(panel.locator('.login-field__error').getByText(text.commonPassword)).toBeVisible();
      await panel.getByLabel(text.newPassword, { exact: true }).fill(NEW_PASSWORD);
      await panel.getByRole('button', { name: text.reset }).click();

      await expectToastSeen(page, text.resetDone);
      const login = page.getByRole('tabpanel', { name: text.loginTab });
      await expect(login).toBeVisible();
      await expect(login.getByLabel(text.account, { exact: true })).toHaveValue(email);
      await login.getByLabel(text.password, { exact: true }).fill(NEW_PASSWORD);
      await submitWithCaptcha(page, text.login);

      await expect(page).toHaveURL(/\/user\/(?!login)/);
      await page.getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/user\/login/);
    });

    test('guesses from another address cannot lock the owner out; this address is told to wait', async ({
      page,
      baseURL,
    }) => {
      // Eleven captchas solved in a row: generous on a busy machine.
      test.setTimeout(300_000);
      const tag = uniqueTag();
      const username = `g${tag}`;
      const email = `guess${tag}@example.com`;
      await putMember({ username, email, password: PASSWORD });

      // Someone on another network fails five times, by username and by email: one account.
      const attacker = `127.0.${randomInt(1, 250)}.${randomInt(2, 250)}`;
      const answers = [];
      for (const [i, identifier] of [username, email, username.toUpperCase(), email, username].entries()) {
        const password = `Wrong#${i}00`;
        answers.push(
          await loginFromAddress(baseURL ?? '', attacker, { username: identifier, password, lang }),
        );
      }
      expect(answers.map((answer) => answer.msg)).toEqual([
        text.wrong,
        text.wrong,
        text.wrong,
        text.wrong,
        text.waitFirst,
      ]);

      // The owner, here, still logs in with the right password and the captcha.
      await openLogin(page, lang);
      const login = page.getByRole('tabpanel', { name: text.loginTab });
      await login.getByLabel(text.account, { exact: true }).fill(email);
      await login.getByLabel(text.password, { exact: true }).fill(PASSWORD);
      await submitWithCaptcha(page, text.login);
      await expect(page).toHaveURL(/\/user\/(?!login)/);
      await page.getByRole('button', { name: text.logout }).click();
      await expect(page).toHaveURL(/\/user\/login/);

      // Failing here five times makes this address wait: the message, and a countdown on the button.
      await login.getByLabel(text.account, { exact: true }).fill(username);
      for (let i = 1; i <= 5; i += 1) {
        await login.getByLabel(text.password, { exact: true }).fill(`Wrong#${i}11`);
        const answered = page.waitForResponse(
          (response) =>
            response.url().includes('/client/user/checkIn') && response.request().method() === 'POST',
        );
        await submitWithCaptcha(page, text.login);
        await answered;
        await expect(login.getByRole('alert')).toHaveText(i < 5 ? text.wrong : text.waitFirst);
      }
      const submit = login.locator('button[type="submit"]');
      await expect(submit).toBeDisabled();
      await expect(submit).toHaveText(text.waitButton);
    });

    test('the login screen works with the keyboard alone', async ({ page }) => {
      await openLogin(page, lang);
      const loginTab = page.getByRole('tab', { name: text.loginTab });
      await loginTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: text.registerTab })).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: text.registerTab })).toBeVisible();
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: text.retrieveTab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('Home');
      await page.keyboard.press('Tab');
      const login = page.getByRole('tabpanel', { name: text.loginTab });
      await expect(login.getByLabel(text.account, { exact: true })).toBeFocused();
      // Submitting an empty form marks the fields and moves to the first one.
      await page.keyboard.press('Enter');
      await expect(login.getByLabel(text.account, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(login.getByLabel(text.password, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    });
  });
}
