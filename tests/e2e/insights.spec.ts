import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, ownOrigins, pagesOriginOf, test } from './fixtures.ts';
import { call, type SignedIn, signIn, signUp } from './members.ts';

/**
 * Conversion insights end to end (issue 14), in both languages, on a phone and a desktop: a page
 * with a chat widget is published; a visitor arrives from a Facebook ad (utm parameters and an
 * fbclid) and taps WhatsApp; a bot, a prefetch-marked beacon and the owner (their preview, and
 * their page opened from the page centre) are not counted. The page centre and the insights
 * screen show 1 visit, 1 unique visitor, 1 WhatsApp click, the campaign and the ad platform.
 */

// Two browsers, a publish and a wait for the aggregator: generous for a busy machine.
test.describe.configure({ timeout: 300_000 });

const TEXT = {
  en: {
    insightsOf: (name: string) => `Insights of ${name}`,
    title: (name: string) => `Insights: ${name}`,
    views: 'Visits',
    visitors: 'Unique visitors',
    chats: 'Chat clicks',
    whatsapp: 'WhatsApp',
    facebook: 'Facebook / Instagram ads',
    today: 'Today',
    empty: 'No visits recorded yet for this period',
    range90: '90 days',
  },
  'zh-cn': {
    insightsOf: (name: string) => `${name} 的数据洞察`,
    title: (name: string) => `数据洞察：${name}`,
    views: '访问量',
    visitors: '独立访客',
    chats: '咨询点击',
    whatsapp: 'WhatsApp',
    facebook: 'Facebook / Instagram 广告',
    today: '今天',
    empty: '此时间范围内还没有访问记录',
    range90: '90 天',
  },
} as const;

const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const docWithChat = (title: string) => ({
  version: 1,
  setup: { title, keywords: '', description: '', backgroundColor: '', backgroundImage: '' },
  modules: [
    { id: 'title1', type: 'title-text', version: 1, props: { content: title } },
    {
      id: 'chat1',
      type: 'chat-widget',
      version: 1,
      props: {
        channels: [
          { type: 'whatsapp', value: '+85261234567', label: 'WhatsApp', icon: 'whatsapp', color: '#25D366' },
        ],
        welcome: { show: false },
      },
    },
  ],
});

async function publishedChatPage(request: APIRequestContext, user: SignedIn, name: string) {
  const added = await call(request, '/client/page/add', { name, route: '/' }, user.token);
  expect(added.code, added.msg).toBe(1);
  const id = (added.data as { page: { id: string } }).page.id;
  const saved = await call(
    request,
    '/client/page/save',
    { id, version: 1, doc: docWithChat(name) },
    user.token,
  );
  expect(saved.code, saved.msg).toBe(1);
  const published = await call(request, '/client/page/publish', { id }, user.token);
  expect(published.code, published.msg).toBe(1);
  return id;
}

type Totals = { views: number; visitors: number; clicks: number; chats: number; contacts: number };

async function totals(request: APIRequestContext, user: SignedIn, id: string): Promise<Totals> {
  const answer = await call(request, `/client/insights/page?id=${id}&range=today`, undefined, user.token);
  return (answer.data as { totals: Totals }).totals;
}

/** A browser of its own (nothing shared with the owner's), offline but for the local server and wa.me. */
async function visitorPage(browser: Browser, baseURL: string | undefined, userAgent?: string): Promise<Page> {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const own = ownOrigins(baseURL);
  await context.route(
    (url) => !own.includes(url.origin),
    (route) =>
      new URL(route.request().url()).hostname === 'wa.me'
        ? route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' })
        : route.abort('blockedbyclient'),
  );
  return context.newPage();
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`a visit from an ad and a WhatsApp tap show in the insights; bots, prefetches and the owner do not (${lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const T = TEXT[lang];
    const user = await signUp(request, 'ins');
    const name = `Ads ${randomUUID().slice(0, 6)}`;
    const id = await publishedChatPage(request, user, name);
    const pages = pagesOriginOf(baseURL);

    // Not counted: a bot's visit (the page runs, the server drops its beacon) and a prefetch.
    const bot = await visitorPage(browser, baseURL, BOT_UA);
    const botBeacon = bot.waitForRequest((r) => r.url().endsWith('/client/insights/collect'));
    await bot.goto(`${pages}/${id}?utm_source=facebook&utm_campaign=bots`);
    await botBeacon;
    await bot.context().close();
    const prefetch = await request.post(`${pages}/client/insights/collect`, {
      headers: { 'sec-purpose': 'prefetch', 'content-type': 'text/plain' },
      data: JSON.stringify({ page: id, type: 'view', id: randomUUID(), query: '?utm_campaign=prefetch' }),
    });
    expect(prefetch.status()).toBe(204);

    // Not counted: the owner's preview, and the page opened from the page centre (then this browser is the owner's).
    await signIn(page, baseURL ?? '', user, lang);
    await page.goto(`/landing-page/preview?id=${id}`);
    await expect(
      page.frameLocator('[data-testid="preview-frame"] iframe').getByRole('heading', { name }),
    ).toBeVisible();
    await page.goto('/landing-page/page/center');
    const row = page.getByTestId('page-row').filter({ hasText: name });
    const popup = page.waitForEvent('popup');
    await row.getByTestId('page-link').click();
    const own = await popup;
    await expect(own.getByRole('heading', { name })).toBeVisible();
    await expect(own).toHaveURL(`${pages}/${id}`);
    expect(await own.evaluate((page) => localStorage.getItem(`lp-owner:${page}`), id)).toBe('1');
    await own.reload();
    await expect(own.getByRole('heading', { name })).toBeVisible();
    await own.close();

    // Counted: a visitor from a Facebook ad who taps WhatsApp in the chat widget.
    const visitor = await visitorPage(browser, baseURL);
    const viewSent = visitor.waitForRequest((r) => r.url().endsWith('/client/insights/collect'));
    await visitor.goto(
      `${pages}/${id}?utm_source=facebook&utm_medium=paid&utm_campaign=spring_sale&fbclid=IwAR0e2e`,
    );
    await viewSent;
    await visitor.locator('[data-lp-module="chat-widget"] summary').click();
    const chat = visitor.context().waitForEvent('page');
    await visitor.getByRole('link', { name: 'WhatsApp' }).click();
    await (await chat).close();
    await expect
      .poll(() => totals(request, user, id), { timeout: 30_000 })
      .toEqual({
        views: 1,
        visitors: 1,
        clicks: 1,
        chats: 1,
        contacts: 1,
      });
    await visitor.context().close();

    // The page centre: the last 7 days beside the page.
    await page.goto('/landing-page/page/center');
    const figures = row.getByTestId('page-figures');
    await expect(figures).toContainText(T.views);
    await expect(figures.locator('dd').first()).toHaveText('1');

    // The insights screen.
    await row.getByRole('link', { name: T.insightsOf(name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.title(name) })).toBeVisible();
    await page.getByText(T.today, { exact: true }).click();
    await expect(page.getByTestId('insights-views').locator('dd')).toHaveText('1');
    await expect(page.getByTestId('insights-visitors').locator('dd')).toHaveText('1');
    await expect(page.getByTestId('insights-chats').locator('dd')).toHaveText('1');
    await expect(page.getByTestId('insights-channels')).toContainText(`${T.whatsapp}1`);
    await expect(page.getByTestId('insights-campaigns')).toContainText('spring_sale');
    await expect(page.getByTestId('insights-campaigns')).not.toContainText('bots');
    await expect(page.getByTestId('insights-campaigns')).not.toContainText('prefetch');
    await expect(page.getByTestId('insights-platforms')).toContainText(T.facebook);
    await expect(page.getByTestId('insights-chart').locator('canvas')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
  });
}

test('a page nobody visited yet explains how to get traffic; dark mode', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await signUp(request, 'ine');
  const name = `Quiet ${randomUUID().slice(0, 6)}`;
  const id = await publishedChatPage(request, user, name);
  await page.context().addCookies([{ name: 'ba-is-dark', value: '1', url: baseURL ?? '' }]);
  await signIn(page, baseURL ?? '', user, 'en');
  await page.goto(`/landing-page/insights/${id}`);
  await expect(page.getByTestId('insights-empty')).toContainText(TEXT.en.empty);
  await expect(page.getByTestId('insights-empty')).toContainText('utm_campaign');
  await expect(page.locator('html')).toHaveClass(/dark/);
});
