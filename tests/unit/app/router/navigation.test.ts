// @vitest-environment happy-dom

import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '#app/browser/cookies.ts';
import type { RuleEntry } from '#core/contracts/rules.ts';
import { startUpData } from '../../../helpers/start-up-data.ts';
import { waitFor } from '../../../helpers/wait-for.ts';

// The top progress bar (nprogress) trickles and fades out on its own timers, which outlive a test:
// unit test files share this worker (isolate: false), and a fade-out timer that fired after this
// file's document was gone threw in the next file. The bar is not this file's subject.
vi.mock('#app/router/progress.ts', () => ({ startProgress: () => undefined, doneProgress: () => undefined }));

const menu = (id: number, path: string): RuleEntry => ({
  id,
  name: path,
  title: path,
  path,
  icon: '',
  type: 'menu',
  menu_type: 'tab',
  url: '',
  extend: 'none',
  children: [],
});

type IndexCall = { requiredLogin: string | null; token: string | null };

/**
 * Boots the real app modules at `path` against a scripted start-up endpoint (the network is the
 * only stand-in). Returns the stores to observe and the calls the endpoint received.
 */
async function boot(
  path: string,
  answer: (call: IndexCall) => unknown,
  user?: Record<string, string>,
  options: { refreshOffline?: boolean } = {},
) {
  vi.resetModules();
  history.replaceState(null, '', path);
  localStorage.clear();
  if (user) localStorage.setItem('userInfo', JSON.stringify(user));
  writeCookie('ba-lang', 'en', 60);
  const calls: IndexCall[] = [];
  let refreshes = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), location.origin);
    const headers = new Headers(init?.headers);
    if (url.pathname === '/client/user/refresh') {
      // The refresh cookie (not visible here) gives the page its access token on load, once.
      calls.push({ requiredLogin: 'refresh', token: headers.get('ba-user-token') });
      refreshes += 1;
      if (options.refreshOffline) throw new TypeError('Failed to fetch');
      const reply =
        refreshes === 1 && user?.token
          ? ok({ token: user.token, refresh_token: '' } as never)
          : { code: 409, msg: 'Your login has expired', time: 1, data: null };
      return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
    }
    const call = {
      requiredLogin: url.searchParams.get('requiredLogin'),
      token: headers.get('ba-user-token'),
    };
    calls.push(call);
    return new Response(JSON.stringify(answer(call)), { headers: { 'content-type': 'application/json' } });
  });
  const { startApp } = await import('#app/start.ts');
  const { $view } = await import('#app/router/navigation.ts');
  const { $router } = await import('#app/router/routes.ts');
  const { $memberCenter } = await import('#app/stores/member-center.ts');
  const { $userInfo } = await import('#app/stores/user-info.ts');
  const { blockNavigation } = await import('#app/stores/navigation-guard.ts');
  const { $toasts } = await import('#app/stores/toasts.ts');
  const started = startApp();
  // The router unmounts on a timer after its last listener leaves: at once here, while the
  // document exists (tests/unit/setup/stores.ts says why).
  stop = () => {
    started();
    cleanStores($router);
  };
  return { $view, $router, $memberCenter, $userInfo, $toasts, blockNavigation, calls };
}

let stop: () => void = () => undefined;
const ok = (data: ReturnType<typeof startUpData>) => ({ code: 1, msg: '', time: 1, data });

describe('navigation', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('sends an anonymous visitor of /console to the login route, after one anonymous start-up call', async () => {
    const app = await boot('/console', () => ok(startUpData()));

    await waitFor(() => expect(app.$view.get()?.name).toBe('userLogin'));
    expect(location.pathname + location.search).toBe('/user/login?redirect=%2Fconsole');
    expect(app.$view.get()?.messages.title).toBe('Sign in');
    expect(app.calls).toEqual([{ requiredLogin: '0', token: null }]);
    await waitFor(() => expect(document.title).toBe('Sign in - LandingGo'));
  });

  it('shows a 404 for an unknown app path', async () => {
    const app = await boot('/user/nope', () => ok(startUpData()));

    await waitFor(() => expect(app.$view.get()?.status).toBe('notFound'));
    expect(app.$view.get()?.path).toBe('/user/nope');
    await waitFor(() => expect(document.title).toBe('Page not found - LandingGo'));

    // From one unknown path to another: the router itself stays silent, the 404 still follows.
    document.body.innerHTML = '<a id="next" href="/user/also-nope">next</a>';
    document
      .getElementById('next')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(app.$view.get()?.path).toBe('/user/also-nope'));
  });

  it('sends a member from /user to the first menu route, with the user known from the start-up call', async () => {
    const user = { id: '3', username: 'amy', nickname: '', avatar: '', token: 'jwt', refresh_token: 'r' };
    const app = await boot(
      '/user',
      () =>
        ok(
          startUpData({
            user_info: { id: '3', username: 'amy', nickname: 'Amy', avatar: '' },
            menus: [menu(1, 'finance/recharge'), menu(2, 'account/overview')],
          }),
        ),
      user,
    );

    await waitFor(() => expect(app.$view.get()?.name).toBe('userFinanceRecharge'));
    expect(location.pathname).toBe('/user/finance/recharge');
    expect(app.$view.get()?.layout).toBe('user');
    expect(app.$userInfo.get().nickname).toBe('Amy');
    // The access token from the refresh cookie, then one call: the token was valid, so the user
    // start-up needs no second call.
    expect(app.calls).toEqual([
      { requiredLogin: 'refresh', token: null },
      { requiredLogin: '0', token: 'jwt' },
    ]);
    // Nothing token-like is left in storage (an older version's copy is rewritten without them).
    expect(localStorage.getItem('userInfo')).not.toMatch(/jwt|refresh_token|"token"/);
  });

  it('ends a stale session on the login route: the user start-up answers 303 "need login"', async () => {
    const user = { id: '3', username: 'amy', nickname: '', avatar: '', token: 'expired', refresh_token: 'r' };
    const app = await boot(
      '/user/account/profile',
      (call) =>
        call.requiredLogin === '1'
          ? { code: 303, msg: 'Please log in first', time: 1, data: { type: 'need login' } }
          : ok(startUpData()),
      user,
    );

    await waitFor(() => expect(app.$view.get()?.name).toBe('userLogin'));
    expect(location.search).toBe('?redirect=%2Fuser%2Faccount%2Fprofile');
    expect(app.$userInfo.get().token).toBe('');
    // The token from the refresh cookie, the user start-up, then a refresh attempt that fails
    // (tried twice: this test DOM has no Web Locks); the member is forgotten, so the login route
    // does not try to restore the session again.
    expect(app.calls.map((call) => call.requiredLogin)).toEqual(['refresh', '0', '1', 'refresh', 'refresh']);
    expect(app.$userInfo.get().id).toBe('');
    expect(app.$toasts.get().map((toast) => toast.message)).toEqual(['Please log in first']);
  });

  it('keeps a member whose session could not be reached off the login route: the load failed, try again', async () => {
    const user = { id: '3', username: 'amy', nickname: '', avatar: '', token: 'jwt', refresh_token: 'r' };
    const app = await boot('/user/account/overview', () => ok(startUpData()), user, { refreshOffline: true });

    await waitFor(() => expect(app.$view.get()?.status).toBe('loadFailed'));
    expect(location.pathname + location.search).toBe('/user/account/overview');
    // Still the member (the cookie may well be valid): nothing was forgotten, no start-up call was
    // sent without the session it needs.
    expect(app.$userInfo.get().id).toBe('3');
    expect(app.calls.map((call) => call.requiredLogin)).toEqual(['refresh']);
  });

  it('sends a member whose refresh cookie is refused to the login route', async () => {
    const user = { id: '3', username: 'amy', nickname: '', avatar: '', refresh_token: 'r' };
    const app = await boot('/user/account/overview', () => ok(startUpData()), user);

    await waitFor(() => expect(app.$view.get()?.name).toBe('userLogin'));
    expect(location.search).toBe('?redirect=%2Fuser%2Faccount%2Foverview');
    expect(app.$userInfo.get().id).toBe('');
  });

  it('collapses the mobile menu after each navigation', async () => {
    const user = { id: '3', username: 'amy', nickname: '', avatar: '', token: 'jwt', refresh_token: 'r' };
    const data = startUpData({ user_info: { id: '3', username: 'amy', nickname: '', avatar: '' } });
    const app = await boot('/user/account/overview', () => ok(data), user);
    await waitFor(() => expect(app.$view.get()?.name).toBe('userAccountOverview'));

    app.$memberCenter.setKey('menuExpand', true);
    app.$router.open('/user/account/profile');
    await waitFor(() => expect(app.$view.get()?.name).toBe('userAccountProfile'));
    expect(app.$memberCenter.get().menuExpand).toBe(false);
  });

  it('takes over in-app link clicks, leaves public links alone, and respects unsaved work', async () => {
    const user = { id: '3', username: 'amy', nickname: '', avatar: '', token: 'jwt', refresh_token: 'r' };
    const data = startUpData({ user_info: { id: '3', username: 'amy', nickname: '', avatar: '' } });
    const app = await boot('/user/account/overview', () => ok(data), user);
    await waitFor(() => expect(app.$view.get()?.name).toBe('userAccountOverview'));
    document.body.innerHTML =
      '<a id="in" href="/user/account/profile">in</a><a id="out" href="/pricing">out</a>';
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)?.dispatchEvent(event);
      return event.defaultPrevented;
    };

    expect(click('out')).toBe(false);

    const release = app.blockNavigation('Unsaved changes');
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    expect(click('in')).toBe(true);
    expect(confirm).toHaveBeenCalledWith('Unsaved changes');
    expect(app.$router.get()?.route).toBe('userAccountOverview');

    release();
    expect(click('in')).toBe(true);
    await waitFor(() => expect(app.$view.get()?.name).toBe('userAccountProfile'));
    expect(location.pathname).toBe('/user/account/profile');
  });
});
