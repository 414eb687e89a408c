import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Lang } from '#core/i18n/lang.ts';
import { expect, test } from './fixtures.ts';
import { call, PASSWORD, signIn, signUp } from './members.ts';

/**
 * Plans are entitlements, in both languages, on a phone and a desktop: a free member sees the
 * pixel module marked in the builder, is refused publishing it and adding a domain, each time
 * with a button to buy Pro; buys Pro from the balance through it and publishes. Then the term
 * lapses: the daily job runs as at a moment after the end (`npm run ops -- plans terms --now`, on
 * the test server's local stores; the server itself keeps the real clock and follows the job's
 * record of the lapse), the pixel page goes offline as the pricing FAQ promises, the console says
 * so, and renewing there puts the page back online.
 */

test.describe.configure({ timeout: 360_000 });

/** Steps that hash or check a pay password (scrypt), and first loads, take seconds on a busy machine. */
const SLOW = { timeout: 30_000 };

const PIXEL_ID = '123456789012345';

const TEXT = {
  en: {
    pixelBadge: 'Pro',
    publishOf: (name: string) => `Publish ${name}`,
    pixelsRefused: 'Ad pixels need the Pro plan: buy Pro to publish this page with its pixels.',
    domainRefused: 'Custom domains need the Pro plan: buy Pro to add a domain or publish on one.',
    buy: 'Buy the plan',
    addDomain: 'Add domain',
    domainName: 'Domain name',
    save: 'Save',
    buyPro: 'Buy the Pro plan',
    payPassword: 'Pay password',
    pay: 'Pay ¥99.00',
    proPlan: 'Pro plan',
    freePlan: 'Free plan',
    published: 'Published',
    renew: 'Renew the Pro plan',
  },
  'zh-cn': {
    pixelBadge: '专业版',
    publishOf: (name: string) => `发布 ${name}`,
    pixelsRefused: '广告像素需要专业版：购买专业版后即可连同像素发布此页面。',
    domainRefused: '自定义域名需要专业版：购买专业版后即可添加域名或在域名上发布。',
    buy: '购买套餐',
    addDomain: '添加域名',
    domainName: '域名',
    save: '保存',
    buyPro: '购买专业版',
    payPassword: '支付密码',
    pay: '支付 ¥99.00',
    proPlan: '专业版',
    freePlan: '免费版',
    published: '已发布',
    renew: '续费专业版',
  },
} as const satisfies Record<Lang, unknown>;

const exec = promisify(execFile);

/**
 * `npm run ops -- plans terms --now <ms>` against the test server's stores (it finds the running
 * server in its data folder), with the server's origins so pages are rendered for their address.
 */
async function runPlanTerms(nowMs: number, baseURL: string): Promise<void> {
  const app = new URL(baseURL);
  await exec(
    process.execPath,
    ['--import', 'tsx', 'functions/ops/cli.ts', 'plans', 'terms', '--now', String(nowMs)],
    {
      env: {
        ...process.env,
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.data',
        LOG_LEVEL: 'silent',
        PUBLIC_ORIGIN: app.origin,
        PAGES_ORIGIN: `http://localhost:${app.port}`,
      },
    },
  );
}

/** Tops the member's balance up through the sandbox gateway, as the payment screen's button does. */
async function topUp(request: APIRequestContext, token: string, amount: string) {
  const created = await call(request, '/client/pay/recharge', { amount, channel: 'alipay' }, token);
  expect(created.code, created.msg).toBe(1);
  const { out_trade_no } = created.data as { out_trade_no: string };
  expect((await call(request, '/client/pay/sandboxPay', { out_trade_no }, token)).code).toBe(1);
  await expect
    .poll(async () => {
      const order = await call(request, `/client/pay/order?out_trade_no=${out_trade_no}`, undefined, token);
      return (order.data as { state: string }).state;
    })
    .toBe('credited');
}

const pixelPage = (name: string) => ({
  version: 1,
  setup: { title: name, keywords: '', description: '', backgroundColor: '', backgroundImage: '' },
  modules: [
    { id: 'title1', type: 'title-text', version: 1, props: { content: `${name} is on` } },
    { id: 'fbpixel1', type: 'facebook-pixel', version: 1, props: { pixelIds: PIXEL_ID } },
  ],
});

/** Pays the open purchase dialog with the pay password. */
async function pay(page: Page, T: (typeof TEXT)[Lang]) {
  const dialog = page.getByRole('dialog', { name: T.buyPro });
  await expect(dialog.getByTestId('buy-price')).toHaveText('¥99.00', SLOW);
  await dialog.getByLabel(T.payPassword, { exact: true }).fill('246810');
  await dialog.getByRole('button', { name: T.pay }).click();
  await expect(dialog).toBeHidden(SLOW);
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`plans (${lang}): refused with the upgrade link, buys Pro, publishes; the term lapses and renewing restores the page`, async ({
    page,
    request,
    baseURL,
  }) => {
    const T = TEXT[lang];
    const base = baseURL ?? '';
    const user = await signUp(request, 'plan');
    await topUp(request, user.token, '200');
    const password = await call(
      request,
      '/client/pay/setPassword',
      { pay_password: '246810', repay_password: '246810', password: PASSWORD },
      user.token,
    );
    expect(password.code, password.msg).toBe(1);
    const name = `Pixel ${user.username.slice(-6)}`;
    const added = await call(request, '/client/page/add', { name, route: '/' }, user.token);
    expect(added.code, added.msg).toBe(1);
    const id = (added.data as { page: { id: string } }).page.id;
    expect(
      (await call(request, '/client/page/save', { id, version: 1, doc: pixelPage(name) }, user.token)).code,
    ).toBe(1);
    await signIn(page, base, user, lang);

    // The builder marks the pixel module with the plan it needs, before any time is spent on it.
    await page.goto(`/landing-page/build/${id}`);
    const canvasPixel = page.locator('.lpb-module[data-module-type="facebook-pixel"]');
    await expect(canvasPixel.getByTestId('plan-badge')).toHaveText(T.pixelBadge, SLOW);
    await expect(page.locator('[data-add-type="facebook-pixel"] [data-testid="plan-badge"]')).toHaveText(
      T.pixelBadge,
    );
    await expect(page.locator('[data-add-type="title-text"] [data-testid="plan-badge"]')).toHaveCount(0);

    // Publishing the pixel page is refused, naming Pro, with a button to buy it.
    await page.goto('/landing-page/page/center');
    const row = page.getByTestId('page-row').filter({ hasText: name });
    await row.getByRole('button', { name: T.publishOf(name) }).click();
    const toast = page.locator('.app-toast', { hasText: T.pixelsRefused });
    await expect(toast).toBeVisible(SLOW);
    await expect(toast.getByTestId('toast-action')).toHaveText(T.buy);
    await expect(toast.getByTestId('toast-action')).toHaveAttribute('href', '/console?buy=pro');
    expect((await page.request.get(`/${id}`)).status()).toBe(404);

    // Adding a domain is refused in the dialog, with the same button.
    await page.goto('/landing-page/domain/center');
    await page.getByRole('button', { name: T.addDomain }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(T.domainName, { exact: true }).fill(`shop-${id.toLowerCase()}.example.com`);
    await dialog.getByRole('button', { name: T.save }).click();
    const refusal = dialog.getByTestId('domain-refusal');
    await expect(refusal).toContainText(T.domainRefused, SLOW);

    // The button buys Pro from the balance.
    await refusal.getByRole('link', { name: T.buy }).click();
    await expect(page).toHaveURL(/\/console$/);
    await pay(page, T);
    await expect(page.getByTestId('console-plan')).toHaveText(T.proPlan, SLOW);

    // Now the pixel page publishes, pixel and all.
    await page.goto('/landing-page/page/center');
    await row.getByRole('button', { name: T.publishOf(name) }).click();
    await expect(row.getByTestId('page-state')).toHaveText(T.published, SLOW);
    const live = await page.request.get(`/${id}`);
    expect(live.status()).toBe(200);
    expect(await live.text()).toContain(PIXEL_ID);

    // The term lapses: the daily job, as at a moment after the end.
    const account = await call(request, '/client/pay/account', undefined, user.token);
    const end = (account.data as { plan_expire_time: number }).plan_expire_time * 1000;
    await runPlanTerms(end + 1000, base);
    expect((await page.request.get(`/${id}`)).status()).toBe(404);
    await page.goto('/console');
    await expect(page.getByTestId('console-plan')).toHaveText(T.freePlan, SLOW);
    await expect(page.getByTestId('console-plan-ended')).toBeVisible();

    // Renewing puts the page back online as it was.
    await page.getByRole('button', { name: T.renew }).click();
    await pay(page, T);
    await expect(page.getByTestId('console-plan')).toHaveText(T.proPlan, SLOW);
    await expect.poll(async () => (await page.request.get(`/${id}`)).status(), SLOW).toBe(200);
    expect(await (await page.request.get(`/${id}`)).text()).toContain(PIXEL_ID);
  });
}
