import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Page,
  TestInfo,
} from '@playwright/test';
import { GREETINGS, WELCOME_BACK } from '#core/greeting.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { latestCode } from '../helpers/outbox.ts';
import { expect, ownOrigins, test } from './fixtures.ts';
import { call, checkIn, PASSWORD, putSession, signUp, solveCaptcha, throughCaptcha } from './members.ts';

/**
 * The member centre from the browser, in both languages, on a 375 px phone and on a desktop:
 * a member signed up for real (email code from the outbox, solved click captcha) opens the
 * overview, edits the profile with an avatar upload, changes the password and sees the session
 * of another browser end, then logs in again and logs out.
 */

const NEW_PASSWORD = 'Later#456';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const TEXT = {
  en: {
    profile: 'Profile',
    changePassword: 'Change password',
    balanceLog: 'Balance log',
    saved: 'Profile saved',
    changed: 'Password changed. Please log in again with the new password',
    emptyBalance: 'No balance changes yet. Recharges and spending will show up here.',
    upload: 'Upload image',
    logout: 'Log out',
    save: 'Save',
    nickname: 'Nickname',
    oldPassword: 'Current password',
    newPassword: 'New password',
    renewPassword: 'Repeat the new password',
    commonPassword:
      'The password is one of the most common passwords: please choose one that is harder to guess',
  },
  'zh-cn': {
    profile: '个人资料',
    changePassword: '修改密码',
    balanceLog: '余额日志',
    saved: '资料已保存',
    changed: '密码已修改，请使用新密码重新登录',
    emptyBalance: '暂无余额变动。充值与消费记录会显示在这里。',
    upload: '上传图片',
    logout: '退出登录',
    save: '保存',
    nickname: '昵称',
    oldPassword: '原密码',
    newPassword: '新密码',
    renewPassword: '确认新密码',
    commonPassword: '密码过于常见，请换一个更难猜到的密码',
  },
} as const;

type SignedIn = {
  id: string;
  username: string;
  nickname: string;
  avatar: string;
  token: string;
  refresh_token: string;
};

/** A login (a new session, as on another device) through the real endpoint. */
async function logIn(request: APIRequestContext, username: string, password: string): Promise<SignedIn> {
  return checkIn(request, { tab: 'login', username, password, ...(await solveCaptcha(request)) });
}

/** Another browser (another device), offline like the fixtures' own: only the local server answers. */
async function newDevice(browser: Browser, testInfo: TestInfo, baseURL: string): Promise<BrowserContext> {
  // The project's device (375 px phone or desktop).
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
  const options: BrowserContextOptions = { baseURL };
  if (viewport) options.viewport = viewport;
  if (userAgent) options.userAgent = userAgent;
  if (deviceScaleFactor) options.deviceScaleFactor = deviceScaleFactor;
  if (isMobile !== undefined) options.isMobile = isMobile;
  if (hasTouch !== undefined) options.hasTouch = hasTouch;
  const context = await browser.newContext(options);
  const own = ownOrigins(baseURL);
  await context.route(
    (url) => !own.includes(url.origin),
    (route) => route.abort('blockedbyclient'),
  );
  return context;
}

/** Puts a session into a browser the way the login screen leaves it, in a language. */
async function openAs(context: BrowserContext, baseURL: string, user: SignedIn, lang: Lang): Promise<Page> {
  await context.addCookies([{ name: 'ba-lang', value: lang, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/pricing');
  await putSession(page, baseURL, user);
  return page;
}

/** Follows a sidebar link; on a phone the menu opens first and closes after the navigation. */
async function openMenuEntry(page: Page, name: string, phone: boolean): Promise<void> {
  const sidebar = page.locator('#user-menu');
  if (phone) {
    await page.locator('button[aria-controls="user-menu"]').click();
    await expect(sidebar).toHaveAttribute('data-expanded', 'true');
  }
  await sidebar.getByRole('link', { name, exact: true }).click();
  if (phone) await expect(sidebar).toHaveAttribute('data-expanded', 'false');
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`member center journey (${lang}): overview, profile with avatar, password change ends other sessions, logout`, async ({
    page: _unused,
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const base = baseURL ?? 'http://127.0.0.1';
    const phone = testInfo.project.name === 'phone';
    const t = TEXT[lang];
    const member = await signUp(request, 'mc');

    // The overview: greeting of the local time, and a new member's balance of 0.00.
    const thisDevice = await newDevice(browser, testInfo, base);
    const page = await openAs(thisDevice, base, member, lang);
    await page.goto('/user');
    await expect(page).toHaveURL(/\/user\/account\/overview$/);
    const phrases = Object.values(GREETINGS).map((g) => g[lang].replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      new RegExp(`^(${phrases.join('|')}).*${member.username}.*${WELCOME_BACK[lang].replace('!', '\\!')}$`),
    );
    await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
    await expect(page.getByTestId('overview-score')).toHaveText('0');

    // An empty log says so.
    await openMenuEntry(page, t.balanceLog, phone);
    await expect(page.getByText(t.emptyBalance)).toBeVisible();

    // The profile: a new nickname and an uploaded avatar.
    await openMenuEntry(page, t.profile, phone);
    await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
    await page.getByLabel(t.nickname).fill('Journey Tester');
    await page
      .getByTestId('image-upload-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.lp-upload__preview img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t.nickname)).toHaveValue('Journey Tester');
    await expect(page.locator('.lp-upload__preview img')).toHaveAttribute('src', /\/uploads\/.+\.png$/);
    if (!phone) await expect(page.locator('.app-user__name')).toHaveText('Journey Tester');

    // Another device with its own session.
    const otherDevice = await newDevice(browser, testInfo, base);
    const other = await openAs(otherDevice, base, await logIn(request, member.username, PASSWORD), lang);
    await other.goto('/user/account/overview');
    await expect(other.getByTestId('overview-balance')).toHaveText('0.00');

    // Change the password: this browser goes to the login route with the message.
    await openMenuEntry(page, t.changePassword, phone);
    await page.getByLabel(t.oldPassword).fill(PASSWORD);
    // A common new password is refused by the server, its sentence beside the field.
    await page.getByLabel(t.newPassword, { exact: true }).fill('qwerty123');
    await page.getByLabel(t.renewPassword).fill('qwerty123');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('form').getByText(t.commonPassword)).toBeVisible();
    await expect(page.getByLabel(t.newPassword, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(t.newPassword, { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t.renewPassword).fill(NEW_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    // Hashing the new password (scrypt) takes a moment, longer on a busy machine.
    await expect(page).toHaveURL(/\/user\/login$/, { timeout: 30_000 });
    await expect(page.getByText(t.changed)).toBeVisible();

    // The other device's session ended: its next navigation lands on the login route.
    await other.goto('/user/account/profile');
    await expect(other).toHaveURL(/\/user\/login(\?|$)/);
    expect(await other.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'))).toEqual({
      id: '',
      username: '',
      nickname: '',
      avatar: '',
    });

    // The old password no longer works; the new one does. Then log out from the header.
    const refused = await call(request, '/client/user/checkIn', {
      tab: 'login',
      username: member.username,
      password: PASSWORD,
      ...(await solveCaptcha(request)),
    });
    expect(refused.code).toBe(0);
    const again = await openAs(thisDevice, base, await logIn(request, member.username, NEW_PASSWORD), lang);
    await again.goto('/user/account/overview');
    await expect(again.getByTestId('overview-balance')).toHaveText('0.00');
    await again.getByRole('button', { name: t.logout }).click();
    await expect(again).toHaveURL(/\/user\/login(\?|$)/);
    expect(await again.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').id)).toBe('');
    // Logout cleared the refresh cookie.
    expect((await thisDevice.cookies()).map((cookie) => cookie.name)).not.toContain('ba-refresh');

    await thisDevice.close();
    await otherDevice.close();
  });
}

// Desktop only (phones use the drawer instead): the phone project leaves out @desktop tests.
test('the desktop sidebar shrinks to icons and stays so after a reload @desktop', async ({
  page,
  request,
  baseURL,
}) => {
  const member = await signUp(request, 'mc');
  await openAs(page.context(), baseURL ?? 'http://127.0.0.1', member, 'en');
  await page.goto('/user/account/overview');
  const sidebar = page.locator('#user-menu');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await page.getByRole('button', { name: 'Shrink the menu to icons' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  // Titles stay the links' names for assistive technology.
  await sidebar.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/account\/profile$/);
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('button', { name: 'Show the full menu' }).click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
});

test('binding a first mobile number from the profile: the dialog, the code and the 60 s countdown', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const lang: Lang = testInfo.project.name === 'phone' ? 'zh-cn' : 'en';
  const text = {
    en: {
      bind: 'Bind',
      title: 'Bind mobile number',
      field: 'New mobile number',
      resend: /^Resend in \d+ s$/,
    },
    'zh-cn': { bind: '绑定', title: '绑定手机号', field: '新手机号', resend: /^\d+ 秒后重发$/ },
  }[lang];
  const code = { en: 'Verification code', 'zh-cn': '验证码' }[lang];
  const member = await signUp(request, 'mc');
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await openAs(page.context(), baseURL ?? 'http://127.0.0.1', member, lang);
  await page.goto('/user/account/profile');

  await page.getByRole('button', { name: text.bind, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.title });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(text.field).fill(mobile);
  const send = dialog.locator('.mc-code-row button');
  // The code goes out once the click captcha (opened inside the dialog) is passed.
  await throughCaptcha(page, () => send.click());
  await expect(dialog).toBeVisible();
  await expect(send).toHaveText(text.resend);
  await expect(send).toBeDisabled();
  await dialog.getByLabel(code).fill(await latestCode(mobile));
  await dialog.locator('button[type="submit"]').click();

  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bound-mobile')).toHaveText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
});
