import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The public site as the local server serves it: pages exported from the seeded default site
 * configuration (functions/site/default-config.ts), picked by the `ba-lang` cookie.
 */

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * The head as a visitor reaches its entries: inline on desktop, in the menu on phones. Both sets
 * are in the page, so callers pick entries with `:visible`.
 */
async function headNav(page: Page) {
  if (isPhone(page)) await page.locator('.menu summary').click();
  return page.locator('header');
}

/**
 * Records, from before any of the page's own scripts, whether <html> had the `dark` class when
 * <body> was first inserted (before anything can be painted) and at DOMContentLoaded.
 */
async function watchThemeAtFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { darkAtBody?: boolean; darkAtReady?: boolean };
    const observer = new MutationObserver(() => {
      if (document.body && flags.darkAtBody === undefined) {
        flags.darkAtBody = document.documentElement.classList.contains('dark');
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      flags.darkAtReady = document.documentElement.classList.contains('dark');
    });
  });
}

const themeFlags = (page: Page) =>
  page.evaluate(() => {
    const flags = window as unknown as { darkAtBody?: boolean; darkAtReady?: boolean };
    return { atBody: flags.darkAtBody, atReady: flags.darkAtReady };
  });

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

test('the home page is in Chinese by default, titled with the site name, with no script file', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const response = await page.goto('/');

  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(page).toHaveTitle('LandingGo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('把广告点击变成带来成交的聊天');
  await expect(page.getByRole('link', { name: '免费开始' })).toHaveAttribute(
    'href',
    '/user/login?tab=register',
  );
  expect(scripts).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
});

test('the language switch stores ba-lang, reloads into English and stays there', async ({ page }) => {
  await page.goto('/');
  const nav = await headNav(page);

  await Promise.all([page.waitForEvent('load'), nav.locator('[data-set-lang="en"]:visible').click()]);

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn ad clicks into chats that sell');
  const lang = await cookie(page, 'ba-lang');
  expect(lang).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
  expect((lang?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(360 * 24 * 3600);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing - LandingGo');
  await expect(page.locator('[data-plan] a.btn').first()).toHaveText('Choose plan');

  const back = await headNav(page);
  await Promise.all([page.waitForEvent('load'), back.locator('[data-set-lang="zh-cn"]:visible').click()]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(page).toHaveTitle('价格 - LandingGo');
});

test('the dark mode toggle persists and applies before the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await watchThemeAtFirstPaint(page);
  await page.goto('/');
  expect(await themeFlags(page)).toEqual({ atBody: false, atReady: false });

  await page.locator('[data-toggle-theme]').click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await cookie(page, 'ba-is-dark')).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });

  await page.reload();
  expect(await themeFlags(page)).toEqual({ atBody: true, atReady: true });
  await page.goto('/pricing');
  expect(await themeFlags(page)).toEqual({ atBody: true, atReady: true });
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(11, 19, 17)');

  await page.locator('[data-toggle-theme]').click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  expect((await cookie(page, 'ba-is-dark'))?.value).toBe('0');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect(await themeFlags(page)).toEqual({ atBody: false, atReady: false });
});

test('without a stored choice the theme follows the system, from the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await watchThemeAtFirstPaint(page);
  await page.goto('/');
  expect(await themeFlags(page)).toEqual({ atBody: true, atReady: true });
});

test('the head navigation links to the configured pages and marks the current one', async ({ page }) => {
  await page.goto('/');
  let nav = await headNav(page);
  await expect(nav.locator('nav a:visible')).toHaveText(['首页', '价格', '控制台']);
  await expect(nav.locator('nav a[aria-current="page"]:visible')).toHaveText('首页');

  await nav.locator('nav a:visible', { hasText: '价格' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).toHaveTitle('价格 - LandingGo');
  nav = await headNav(page);
  await expect(nav.locator('nav a[aria-current="page"]:visible')).toHaveText('价格');
  await expect(page.locator('[data-plan]')).toHaveCount(3);

  await page.locator('header .brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-account]').first()).toHaveAttribute('href', '/user/login');
  await expect(page.locator('[data-account]').first()).toHaveText('登录');
});

test('the account entry becomes "Console" for a member logged in on this browser', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('userInfo', JSON.stringify({ id: 'u1', username: 'amy', nickname: '', avatar: '' }));
  });
  await page.goto('/');
  const account = page.locator('[data-account]').first();
  await expect(account).toHaveAttribute('href', '/console');
  await expect(account).toHaveText('控制台');
});

test('the footer offers the configured contact shortcuts as deep links', async ({ page }) => {
  await page.goto('/');
  const contacts = page.locator('footer [data-contact]');
  await expect(contacts).toHaveCount(3);
  await expect(contacts.nth(0)).toHaveAttribute(
    'href',
    `https://wa.me/85212345678?text=${encodeURIComponent('Hello, I would like to know more about LandingGo.')}`,
  );
  await expect(contacts.nth(0)).toHaveAttribute('target', '_blank');
  await expect(contacts.nth(0)).toHaveAttribute('rel', /noopener/);
  await expect(contacts.nth(1)).toHaveAttribute('href', 'https://t.me/landinggo');
  await expect(contacts.nth(2)).toHaveAttribute('href', 'mailto:support@landinggo.example');
  await expect(contacts.nth(2)).not.toHaveAttribute('target', '_blank');
  await expect(contacts).toHaveText(['WhatsApp', 'Telegram', '邮箱']);
});

for (const [lang, start, cta, heading] of [
  ['zh-cn', '免费开始', '创建第一个页面', '注册账户'],
  ['en', 'Start for free', 'Create your first page', 'Create your account'],
] as const) {
  test(`the home page's sign-up buttons open the Register tab under its own heading (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'ba-lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
    for (const name of [start, cta]) {
      await page.goto('/');
      await page.getByRole('link', { name }).first().click();
      await expect(page).toHaveURL(/\/user\/login\?tab=register$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('tab', { selected: true })).toHaveText(lang === 'en' ? 'Register' : '注册');
    }
  });
}

for (const [lang, terms, privacy] of [
  ['zh-cn', '服务条款', '隐私政策'],
  ['en', 'Terms of service', 'Privacy policy'],
] as const) {
  test(`the footer links the terms of service and the privacy policy (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: 'ba-lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
    for (const [from, name, path] of [
      ['/', terms, '/terms'],
      ['/pricing', privacy, '/privacy'],
    ] as const) {
      await page.goto(from);
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === path);
      await page.locator('footer').getByRole('link', { name }).click();
      expect((await response).status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(page.locator('article section h2').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
    }
  });
}

test('an unknown path answers 404 with the 404 page and a way back home', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'ba-lang', value: 'en', url: baseURL ?? 'http://127.0.0.1' }]);
  const response = await page.goto('/no-such-page/x');

  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found - LandingGo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are very sorry');
  await expect(page.getByText('The page you visited is inaccessible')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Turn ad clicks into chats that sell');
});

test('the Chinese 404 page says the same in Chinese', async ({ page }) => {
  const response = await page.goto('/no-such-page/x');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('非常抱歉');
  await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
});
