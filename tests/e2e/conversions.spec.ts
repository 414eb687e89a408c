import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, ownOrigins, pagesOriginOf, test } from './fixtures.ts';
import { call, type SignedIn, signIn, signUp } from './members.ts';

/**
 * Server-side conversion events end to end (issue 15), in both languages, on a phone and a
 * desktop: a Business member publishes a page with a chat widget (its taps tracked as Contact), a
 * Facebook pixel and a TikTok pixel, and sets the Meta token in the pixel's settings (the TikTok one
 * through the API). A visitor arrives from an ad (fbclid and ttclid) and taps WhatsApp: the stubbed
 * browser pixels report Contact with event id X, the conversions sandbox of the local server
 * receives Contact with event_id X (Meta with the fbc built from the fbclid, TikTok with the
 * ttclid), and the pixel's diagnostics panel shows the delivery.
 */

test.describe.configure({ timeout: 300_000 });

const FB_PIXEL = '123456789012345';
const TT_PIXEL = 'C4ABCDEFGH1234567890';

const TEXT = {
  en: {
    section: 'Server-side events',
    setToken: 'Set token',
    newToken: 'New access token',
    save: 'Save',
    set: 'Set',
    notSet: 'Not set',
    refresh: 'Refresh',
    accepted: 'Accepted',
    settings: 'Settings',
    close: 'Close',
  },
  'zh-cn': {
    section: '服务端事件',
    setToken: '设置令牌',
    newToken: '新的访问令牌',
    save: '保存',
    set: '已设置',
    notSet: '未设置',
    refresh: '刷新',
    accepted: '已接收',
    settings: '设置',
    close: '关闭',
  },
} as const;

const doc = (title: string) => ({
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
        eventTracking: { enabled: true, eventType: 'Contact' },
      },
    },
    { id: 'fbpixel1', type: 'facebook-pixel', version: 1, props: { pixelIds: FB_PIXEL, pageView: true } },
    { id: 'ttpixel1', type: 'tiktok-pixel', version: 1, props: { pixelId: TT_PIXEL, pageView: true } },
  ],
});

async function publishedPage(request: APIRequestContext, user: SignedIn, name: string) {
  const added = await call(request, '/client/page/add', { name, route: '/' }, user.token);
  expect(added.code, added.msg).toBe(1);
  const id = (added.data as { page: { id: string } }).page.id;
  const saved = await call(request, '/client/page/save', { id, version: 1, doc: doc(name) }, user.token);
  expect(saved.code, saved.msg).toBe(1);
  const published = await call(request, '/client/page/publish', { id }, user.token);
  expect(published.code, published.msg).toBe(1);
  return id;
}

/**
 * The platforms' scripts, stubbed: each takes over its base code's queue and reports every call
 * to the platform's own collection address (which the page's CSP allows), where the test reads it.
 */
const FB_STUB = `(function(){var f=window.fbq;function report(a){navigator.sendBeacon('https://www.facebook.com/tr/',JSON.stringify(a))}
f.callMethod=function(){report(Array.prototype.slice.call(arguments))};(f.queue||[]).splice(0).forEach(function(a){f.callMethod.apply(null,a)});})();`;
const TT_STUB = `(function(){var t=window.ttq;if(t.__stubbed)return;t.__stubbed=true;function report(a){navigator.sendBeacon('https://analytics.tiktok.com/api/v2/pixel',JSON.stringify(a))}
var pending=Array.prototype.splice.call(t,0);['page','track'].forEach(function(m){t[m]=function(){report([m].concat(Array.prototype.slice.call(arguments)))}});pending.forEach(report);})();`;

type Reported = unknown[];

/** A visitor's browser: offline but for the local server, the stubbed pixels and wa.me. */
async function visitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext();
  const own = ownOrigins(baseURL);
  const facebook: Reported[] = [];
  const tiktok: Reported[] = [];
  await context.route(
    (url) => !own.includes(url.origin),
    (route) => {
      const request = route.request();
      const url = new URL(request.url());
      if (url.href.startsWith('https://connect.facebook.net/en_US/fbevents.js'))
        return route.fulfill({ contentType: 'text/javascript', body: FB_STUB });
      if (url.href.startsWith('https://analytics.tiktok.com/i18n/pixel/events.js'))
        return route.fulfill({ contentType: 'text/javascript', body: TT_STUB });
      if (url.hostname === 'www.facebook.com' || url.hostname === 'analytics.tiktok.com') {
        (url.hostname === 'www.facebook.com' ? facebook : tiktok).push(
          JSON.parse(request.postData() ?? '[]'),
        );
        return route.fulfill({ status: 204 });
      }
      if (url.hostname === 'wa.me')
        return route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' });
      return route.abort('blockedbyclient');
    },
  );
  return { page: await context.newPage(), facebook, tiktok };
}

type SandboxEvent = { platform: string; eventId: string; event: string; accepted: boolean; body: unknown };

async function sandboxEvents(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<SandboxEvent[]> {
  const answer = await request.get(`${baseURL}/sandbox/conversions/events`);
  return ((await answer.json()) as { events: SandboxEvent[] }).events;
}

/** Opens the builder's settings of the module of `type` (a sheet on phones). */
async function moduleSettings(page: Page, type: string, phone: boolean, lang: keyof typeof TEXT) {
  await page.locator(`.lpb-module[data-module-type="${type}"] .lpb-module__body`).first().click();
  if (phone) await page.getByRole('button', { name: TEXT[lang].settings, exact: true }).click();
  const settings = page.locator('.lpb-settings');
  await expect(settings.locator('.lp-form')).toBeVisible();
  return settings;
}

for (const lang of ['en', 'zh-cn'] as const) {
  test(`a tracked WhatsApp tap reaches Meta and TikTok from the browser and from the server with one event id (${lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const T = TEXT[lang];
    const phone = testInfo.project.name === 'phone';
    const user = await signUp(request, 'cv', { plan: 'business' });
    const name = `Server ${randomUUID().slice(0, 6)}`;
    const id = await publishedPage(request, user, name);
    const tiktokToken = `sbx_tiktok_${randomUUID()}`;
    const viaApi = await call(
      request,
      '/client/conversions/token',
      { page: id, module: 'ttpixel1', pixel: TT_PIXEL, token: tiktokToken },
      user.token,
    );
    expect(viaApi.code, viaApi.msg).toBe(1);

    // The owner sets the Meta token in the Facebook pixel's settings (dark mode in Chinese).
    if (lang === 'zh-cn')
      await page.context().addCookies([{ name: 'ba-is-dark', value: '1', url: baseURL ?? '' }]);
    await signIn(page, baseURL ?? '', user, lang);
    await page.goto(`/landing-page/build/${id}`);
    let settings = await moduleSettings(page, 'facebook-pixel', phone, lang);
    const section = settings.locator('[data-lp-server-events]');
    await expect(section.getByRole('heading', { name: T.section })).toBeVisible();
    const target = section.locator(`[data-lp-pixel="${FB_PIXEL}"]`);
    await expect(target.locator('[data-lp-token-state]')).toHaveText(T.notSet);
    await target.getByRole('button', { name: T.setToken }).click();
    const metaToken = `sbx_meta_${randomUUID()}`;
    await target.getByLabel(T.newToken).fill(metaToken);
    await target.getByRole('button', { name: T.save, exact: true }).click();
    await expect(target.locator('[data-lp-token-state]')).toHaveText(T.set);
    expect(await page.content()).not.toContain(metaToken);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      await page.evaluate(() => window.innerWidth),
    );
    if (lang === 'zh-cn') await expect(page.locator('html')).toHaveClass(/dark/);

    // A visitor from an ad taps WhatsApp.
    const guest = await visitor(browser, baseURL);
    await guest.page.goto(`${pagesOriginOf(baseURL)}/${id}?fbclid=IwAR0e2e&ttclid=E.C.P.e2e`);
    await expect.poll(() => guest.facebook.some((call) => call[0] === 'init')).toBe(true);
    await expect.poll(() => guest.tiktok.some((call) => call[0] === 'page')).toBe(true);
    await guest.page.locator('[data-lp-module="chat-widget"] summary').click();
    const chat = guest.page.context().waitForEvent('page');
    await guest.page.getByRole('link', { name: 'WhatsApp' }).click();
    await (await chat).close();

    // The browser pixels: Contact with the click's event id, the same on both.
    await expect.poll(() => guest.facebook.find((call) => call[1] === 'Contact')).toBeDefined();
    const browserMeta = guest.facebook.find((call) => call[1] === 'Contact') as [
      string,
      string,
      object,
      { eventID: string },
    ];
    const eventId = browserMeta[3].eventID;
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => guest.tiktok.find((call) => call[0] === 'track')).toBeDefined();
    expect(guest.tiktok.find((call) => call[0] === 'track')).toEqual([
      'track',
      'Contact',
      {},
      { event_id: eventId },
    ]);
    await guest.page.context().close();

    // The platforms' server copies: same name, same id; fbc from the fbclid, the ttclid.
    await expect
      .poll(async () => (await sandboxEvents(request, baseURL)).filter((e) => e.eventId === eventId).length, {
        timeout: 30_000,
      })
      .toBe(2);
    const received = (await sandboxEvents(request, baseURL)).filter((e) => e.eventId === eventId);
    const meta = received.find((e) => e.platform === 'facebook');
    expect(meta).toMatchObject({ event: 'Contact', accepted: true });
    const metaUser = (meta?.body as { data?: { user_data: { fbc: string } }[] } | undefined)?.data?.[0]
      ?.user_data;
    expect(metaUser?.fbc).toMatch(/^fb\.1\.\d{13}\.IwAR0e2e$/);
    const tiktokEvent = received.find((e) => e.platform === 'tiktok');
    expect(tiktokEvent).toMatchObject({ event: 'Contact', accepted: true });
    expect(
      (tiktokEvent?.body as { data?: { user: { ttclid: string } }[] } | undefined)?.data?.[0]?.user.ttclid,
    ).toBe('E.C.P.e2e');
    const everything = JSON.stringify(await sandboxEvents(request, baseURL));
    expect(everything).not.toContain(metaToken);
    expect(everything).not.toContain(tiktokToken);

    // The diagnostics panel shows the delivery.
    await section.getByRole('button', { name: T.refresh }).click();
    const row = target.locator('tr[data-lp-delivery="accepted"]').filter({ hasText: 'Contact' });
    await expect(row).toBeVisible();
    await expect(row).toContainText(T.accepted);
    if (phone) await page.locator('.lpb__settings').getByRole('button', { name: T.close }).click();
    settings = await moduleSettings(page, 'tiktok-pixel', phone, lang);
    await expect(
      settings
        .locator(`[data-lp-pixel="${TT_PIXEL}"] tr[data-lp-delivery="accepted"]`)
        .filter({ hasText: 'Contact' }),
    ).toBeVisible();
  });
}
