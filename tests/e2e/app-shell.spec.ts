import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { REFRESH_LOCK } from '#app/boot/early-start.ts';
import type { Lang } from '#core/i18n/lang.ts';
import { GRANT_WAIT_MS } from '../../src/build/route-preloads.ts';
import { expect, expectToastSeen, recordToasts, test } from './fixtures.ts';
import { call, signIn, signUp } from './members.ts';

/** Records, from before the app starts, whether NProgress ever put its bar into the page. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { progressSeen: boolean };
    flags.progressSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) flags.progressSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: boolean }).progressSeen);

async function useEnglish(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'ba-lang', value: 'en', url: baseURL ?? 'http://127.0.0.1' }]);
}

test('an anonymous visitor of /console is sent to the login route, with the way back kept', async ({
  page,
}) => {
  await page.goto('/console');

  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fconsole$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await expect(page).toHaveTitle(/^登录 - \S+/);
});

test('an unknown app route shows the 404 with its path and a way home', async ({ page, baseURL }) => {
  await useEnglish(page, baseURL);
  await page.goto('/user/nope');

  await expect(page.getByText('Page not found: /user/nope')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We are very sorry' })).toBeVisible();
  await expect(page.getByText('The page you visited is inaccessible')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle(/^Page not found - /);
});

test('the progress bar runs on the first navigation and on in-app navigations', async ({ page, baseURL }) => {
  await useEnglish(page, baseURL);
  await watchProgressBar(page);
  await page.goto('/user/nope');
  await expect(page.getByText('Page not found: /user/nope')).toBeVisible();
  expect(await progressSeen(page)).toBe(true);

  await page.evaluate(() => {
    (window as unknown as { progressSeen: boolean }).progressSeen = false;
    history.pushState(null, '', '/landing-page/page/center');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Flanding-page%2Fpage%2Fcenter$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await progressSeen(page)).toBe(true);
});

test('switching the language stores the choice and reloads into English', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();

  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: /English/ }).click()]);

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'ba-lang')?.value).toBe('en');
});

test('dark mode is applied at once and survives a reload', async ({ page, baseURL }) => {
  await useEnglish(page, baseURL);
  await page.goto('/user/login');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('without a stored choice the app follows the system’s dark mode, as the public pages do', async ({
  page,
  baseURL,
}) => {
  await useEnglish(page, baseURL);
  await page.emulateMedia({ colorScheme: 'dark' });
  const html = page.locator('html');
  await page.goto('/');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.goto('/user/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');

  // The member's choice wins over the system's.
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.goto('/');
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('a page chunk that fails to load reloads the page once, not again within 10 s', async ({
  page,
  baseURL,
}) => {
  await useEnglish(page, baseURL);
  let aborted = 0;
  await page.route(/\/_assets\/LoginPage\.[\w-]+\.js$/, async (route) => {
    aborted += 1;
    await route.abort('failed');
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  // The rule is about the page's clock ("not again within 10 s"): the clock stands still, so a slow
  // machine taking longer than 10 s over the two loads cannot make the second failure look late.
  await page.clock.setFixedTime(new Date());
  await page.goto('/user/login');

  await expect(page.getByText('Failed to load page data. Check your connection and try again.')).toBeVisible({
    timeout: 30_000,
  });
  expect(loads).toBe(2);
  expect(aborted).toBeGreaterThanOrEqual(2);
  // Still within the 10 s window: no further reload.
  await page.waitForTimeout(1000);
  expect(loads).toBe(2);
});

test('a stale session asking for the member center ends on the login route with the member forgotten', async ({
  page,
  baseURL,
}) => {
  await useEnglish(page, baseURL);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'userInfo',
        JSON.stringify({
          id: '7',
          username: 'ghost',
          nickname: 'Ghost',
          avatar: '',
          token: 'expired',
          refresh_token: 'x',
        }),
      );
    }
  });

  await page.goto('/user/account/overview');

  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Faccount%2Foverview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Tokens an older version left in storage are never used: without a refresh cookie the session
  // cannot be restored, the member is forgotten and the stored copy holds no token.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}'));
  expect(stored).toEqual({ id: '', username: '', nickname: '', avatar: '' });
});

test('a member whose session refresh cannot reach the server is told the load failed, not sent to log in, and tries again', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signIn(page, base, await signUp(request, 'offl'), 'en');
  // The network drops every session refresh (the shell's first one and the app's).
  let dropped = 0;
  await page.route('**/client/user/refresh', (route) => {
    dropped += 1;
    return route.abort('internetdisconnected');
  });

  await page.goto('/user/account/overview');

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Failed to load page data. Check your connection and try again.',
    }),
  ).toBeVisible();
  expect(dropped).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);

  // The network is back: trying again restores the session from the same cookie.
  await page.unroute('**/client/user/refresh');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
});

test('a member whose expired token cannot be renewed for want of a network stays on the page, told of the network, and goes on', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signIn(page, base, await signUp(request, 'offm'), 'en');
  await recordToasts(page);
  await page.goto('/user/account/overview');
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
  // The page list's call finds the access token expired (409), and the renewal never reaches the
  // server.
  await page.route('**/client/page/index**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 409, msg: 'Your login has expired', time: 1, data: null }),
    }),
  );
  await page.route('**/client/user/refresh', (route) => route.abort('internetdisconnected'));

  await page.getByRole('link', { name: 'Page Center' }).first().click();

  await expect(page.getByRole('alert').filter({ hasText: 'The pages could not be loaded.' })).toBeVisible();
  await expectToastSeen(page, 'Server exception!');
  await expect(page).toHaveURL(/\/landing-page\/page\/center$/);
  expect(await page.evaluate(() => window.__toastsSeen ?? [])).not.toContain('Your login has expired');

  // The network is back: the same session goes on.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('You have no pages yet.')).toBeVisible();
  await expect(page).toHaveURL(/\/landing-page\/page\/center$/);
});

test('several tabs of one member stay signed in while each restores its token from the shared cookie', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signIn(page, base, await signUp(request, 'tabs'), 'en');
  const tabs = [page, await page.context().newPage(), await page.context().newPage()];

  // Every tab loads at once: each restores its access token by a refresh, one after another
  // (Web Lock), each presenting the cookie the previous one received; none is taken for theft.
  for (let round = 0; round < 2; round += 1) {
    await Promise.all(tabs.map((tab) => tab.goto('/user/account/overview')));
    for (const tab of tabs) {
      await expect(tab.getByTestId('overview-balance')).toHaveText('0.00', { timeout: 30_000 });
      await expect(tab).toHaveURL(/\/user\/account\/overview$/);
    }
  }
  // Nothing token-like is readable by any tab's scripts.
  for (const tab of tabs) {
    expect(await tab.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie)).not.toMatch(
      /rt1\.|eyJ/,
    );
  }
});

test('a member who leaves a page while its session refresh is under way is still signed in on the next page', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signIn(page, base, await signUp(request, 'leave'), 'en');
  const context = page.context();
  // The page's refresh reaches the server, which rotates the cookie; the page is left before the
  // answer is in, so the browser never stores the new cookie (what the jar held is put back).
  let cut: () => void = () => undefined;
  const refreshCut = new Promise<void>((resolve) => {
    cut = resolve;
  });
  await page.route(
    '**/client/user/refresh',
    async (route) => {
      const held = (await context.cookies()).filter((cookie) => cookie.name === 'ba-refresh');
      const answer = await route.fetch();
      expect(((await answer.json()) as { code: number }).code).toBe(1);
      await context.clearCookies({ name: 'ba-refresh' });
      await context.addCookies(held);
      await route.abort();
      cut();
    },
    { times: 1 },
  );

  await page.goto('/console');
  await refreshCut;
  await page.goto('/user/account/overview');

  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
  await expect(page).toHaveURL(/\/user\/account\/overview$/);
  await page.reload();
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
});

/**
 * Sums, from before the app starts, the page's layout shifts not caused by input (CLS at load), and
 * keeps what moved (element, box before and after) so a failure says which.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const flags = window as unknown as { shifts: number; moved: string[] };
    flags.shifts = 0;
    flags.moved = [];
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`
        : String(node?.nodeName);
    const box = (r: DOMRectReadOnly) =>
      `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        flags.shifts += entry.value;
        for (const s of entry.sources ?? [])
          flags.moved.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout shifts so far, once two more frames have been laid out; with `idle`, first once every
 * answer is in (the network idle). A page holding a cross-origin frame (the preview's) once never
 * reached Playwright's network idle on a busy machine, every request of it answered: there the test
 * waits for what the last answer draws instead.
 */
async function layoutShifts(page: Page, idle = true): Promise<{ shifts: number; moved: string[] }> {
  if (idle) await page.waitForLoadState('networkidle');
  return page.evaluate(
    () =>
      new Promise<{ shifts: number; moved: string[] }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const flags = window as unknown as { shifts: number; moved: string[] };
            resolve({ shifts: flags.shifts, moved: flags.moved });
          }),
        ),
      ),
  );
}

test('the member overview and the console load without a layout shift, light and dark', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signIn(page, base, await signUp(request, 'cls'), 'en');
  await watchLayoutShifts(page);

  await page.goto('/user/account/overview');
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
  expect(await layoutShifts(page)).toEqual({ shifts: 0, moved: [] });

  await page.context().addCookies([{ name: 'ba-is-dark', value: '1', url: base }]);
  await page.goto('/console');
  await expect(page.getByTestId('console-balance')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await layoutShifts(page)).toEqual({ shifts: 0, moved: [] });
});

/** A new member with one page (`name`), signed in on `page` in `lang`; answers the page's id. */
async function memberWithPage(
  page: Page,
  request: APIRequestContext,
  base: string,
  prefix: string,
  lang: Lang,
  name: string,
): Promise<string> {
  const member = await signUp(request, prefix);
  const added = await call(
    request,
    '/client/page/add',
    { name, route: `/${prefix}-${Date.now()}` },
    member.token,
  );
  expect(added.code, added.msg).toBe(1);
  await signIn(page, base, member, lang);
  return (added.data as { page: { id: string } }).page.id;
}

test('the login screen opens without a layout shift: the card grows downwards when its form comes', async ({
  page,
  baseURL,
}) => {
  await useEnglish(page, baseURL);
  await watchLayoutShifts(page);
  for (const path of ['/user/login', '/user/login?tab=register']) {
    await page.goto(path);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect(await layoutShifts(page), path).toEqual({ shifts: 0, moved: [] });
  }
});

test("the member's screens that load data draw it where its placeholder stood: no layout shift", async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const id = await memberWithPage(
    page,
    request,
    base,
    'scr',
    'en',
    'A spring sale with a long name for its insights',
  );
  await watchLayoutShifts(page);
  // Each waits for what its data brings, then for the network to be idle (but the preview: its
  // framed page drawn) and two frames.
  const screens: [string, () => Promise<void>][] = [
    ['/user/finance/balance', () => expect(page.getByTestId('pay-summary-value')).toBeVisible()],
    ['/user/finance/score', () => expect(page.getByTestId('pay-summary-value')).toBeVisible()],
    ['/landing-page/page/center', () => expect(page.getByTestId('page-figures')).toBeVisible()],
    ['/landing-page/domain/center', () => expect(page.getByTestId('cname-target')).toBeVisible()],
    [
      `/landing-page/insights/${id}`,
      () => expect(page.getByRole('heading', { level: 1 })).toContainText('spring'),
    ],
    [
      `/landing-page/preview?id=${id}`,
      () =>
        expect(
          page.frameLocator('[data-testid="preview-frame"] iframe').getByRole('link', { name: /LandingGo/ }),
        ).toBeVisible(),
    ],
  ];
  const moved: Record<string, { shifts: number; moved: string[] }> = {};
  for (const [path, loaded] of screens) {
    await page.goto(path);
    await loaded();
    const shifts = await layoutShifts(page, !path.startsWith('/landing-page/preview'));
    if (shifts.shifts > 0) moved[path] = shifts;
  }
  expect(moved).toEqual({});
});

test('the overview greets the member in its first frame while another tab holds the session lock', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await signIn(page, base, await signUp(request, 'lock'), 'en');
  // Another tab of the member's is renewing the session: the shell's refresh waits for its turn, and
  // the app's files for that (or a second, GRANT_WAIT_MS); the skeleton is on screen meanwhile.
  const other = await page.context().newPage();
  await other.goto('/pricing');
  await other.evaluate(
    (lock) =>
      new Promise<void>((held) => {
        void navigator.locks.request(
          lock,
          () =>
            new Promise<void>((release) => {
              (window as unknown as { release: () => void }).release = release;
              held();
            }),
        );
      }),
    REFRESH_LOCK,
  );
  await watchLayoutShifts(page);
  await page.goto('/user/account/overview', { waitUntil: 'commit' });
  const greeting = page.locator('.app-skeleton__greeting');
  await expect(greeting).toBeVisible();
  await expect(greeting.getByRole('heading', { level: 1 })).toHaveText(/, lock\w+! Welcome back!$/);
  // Frames drawn while the lock is held (the shell's greeting was once run after it: the skeleton's
  // lines then moved down when it came).
  await page.waitForTimeout(GRANT_WAIT_MS + 500);
  await other.evaluate(() => (window as unknown as { release: () => void }).release());
  await expect(page.getByTestId('overview-balance')).toHaveText('0.00');
  expect(await layoutShifts(page)).toEqual({ shifts: 0, moved: [] });
});

test('the app shell paints the frame of the route before any script of the app runs', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const base = baseURL ?? '';
  const member = await signUp(request, 'frame');
  await signIn(page, base, member, 'en');
  // None of the app's scripts arrives: what shows is the shell's HTML and its inline scripts alone.
  await page.route('**/_assets/*.js', (route) => route.abort());

  await page.goto('/user/account/overview');
  const skeleton = page.locator('.app-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator('.app-skeleton__bar')).toBeVisible();
  // The member centre's sidebar on a wide screen; on a phone it is a drawer, closed.
  const side = skeleton.locator('.app-skeleton__side');
  if (testInfo.project.name === 'phone') await expect(side).toBeHidden();
  else await expect(side).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-frame', 'user');
  // The member signed in on this browser is greeted at once, by the name kept since they signed in.
  const greeting = skeleton.locator('.app-skeleton__greeting');
  await expect(greeting.locator('.mc-greeting')).toHaveText(
    new RegExp(`, ${member.username}! Welcome back!$`),
  );
  await expect(greeting.locator('.mc-muted')).toHaveText(`@${member.username}`);
  const greeted = await greeting.boundingBox();

  // The console: header and page, no sidebar; the login screen: no header either.
  await page.goto('/console');
  await expect(skeleton.locator('.app-skeleton__bar')).toBeVisible();
  await expect(skeleton.locator('.app-skeleton__side')).toBeHidden();
  await page.goto('/user/login');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator('.app-skeleton__bar')).toBeHidden();

  // The builder: its toolbar, and on a wide screen its palette and settings beside the page.
  await page.goto('/landing-page/build/Zz00000001');
  await expect(page.locator('html')).toHaveAttribute('data-frame', 'build');
  await expect(skeleton.locator('.app-skeleton__toolbar')).toBeVisible();
  for (const pane of ['.app-skeleton__side', '.app-skeleton__aside']) {
    if (testInfo.project.name === 'phone') await expect(skeleton.locator(pane)).toBeHidden();
    else await expect(skeleton.locator(pane)).toBeVisible();
  }

  // With the app: the overview's hero stands where the shell greeted the member.
  await page.unroute('**/_assets/*.js');
  await page.goto('/user/account/overview');
  await expect(page.getByTestId('overview-balance')).toBeVisible();
  expect(await page.locator('.mc-hero').boundingBox()).toEqual(greeted);
});

for (const [lang, dark] of [
  ['en', false],
  ['zh-cn', true],
] as const)
  test(`the member's screens pass axe's checks, ${dark ? 'dark' : 'light'} (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const id = await memberWithPage(page, request, base, 'axe', lang, 'Axe page');
    await page.context().addCookies([{ name: 'ba-is-dark', value: dark ? '1' : '0', url: base }]);
    // The screens with the most kinds of control: the console's shortcuts, the overview's figures,
    // a pay summary above a log, the page centre's cards, and the builder's palette with the plan
    // badges a free member sees (a name that holds what the entry shows, WCAG 2.5.3).
    const screens: [string, () => Promise<void>][] = [
      ['/console', () => expect(page.getByTestId('console-balance')).toBeVisible()],
      ['/user/account/overview', () => expect(page.getByTestId('overview-balance')).toBeVisible()],
      ['/user/finance/balance', () => expect(page.getByTestId('pay-summary-value')).toBeVisible()],
      ['/landing-page/page/center', () => expect(page.getByTestId('page-figures')).toBeVisible()],
      [`/landing-page/build/${id}`, () => expect(page.getByTestId('plan-badge').first()).toBeAttached()],
    ];
    const violations: string[] = [];
    for (const [path, loaded] of screens) {
      await page.goto(path);
      await loaded();
      const results = await new AxeBuilder({ page }).analyze();
      for (const v of results.violations)
        violations.push(`${path}: ${v.id} ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    }
    expect(violations).toEqual([]);
  });
