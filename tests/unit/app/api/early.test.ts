// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyStartScript } from '#app/boot/early-start.ts';
import { EARLY_START_CONFIG } from '#app/boot/shell-config.ts';
import { STORAGE_KEYS } from '#core/browser-storage.ts';
import { startUpData } from '../../../helpers/start-up-data.ts';
import { waitFor } from '../../../helpers/wait-for.ts';

/**
 * The calls the app shell's first script starts (src/app/boot/early-start.ts), run as the shell
 * runs them (the script text, with the shell's own configuration), then taken by the app: each is
 * sent once, the app sends nothing again, and a failure reaches the app as its own call's would.
 */

type Sent = { method: string; url: string; token: string | null; body?: string };

const ok = (data: unknown) => ({ code: 1, msg: '', time: 1, data });
const renewed = (token: string) => ok({ token, refresh_token: '' });
const refused = { code: 409, msg: 'Your login has expired', time: 1, data: null };
const index = (user: boolean) =>
  ok(startUpData(user ? { user_info: { id: 'm1', username: 'amy', nickname: 'Amy', avatar: '' } } : {}));

/**
 * The server at the network boundary: answers by path, and records the requests. A renewing
 * refresh asked for the start-up data (`start_up` in its body) carries the start-up answer's data.
 */
function serve(answers: Record<string, unknown>): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const token = new Headers(init.headers).get('ba-user-token');
    sent.push({ method: init.method ?? 'GET', url, token });
    const path = url.split('?')[0] ?? '';
    const answer = answers[path] as { code: number; data: object } | undefined;
    const startUp = answers['/client/index/index'] as { data: unknown } | undefined;
    const carried =
      path === '/client/user/refresh' && answer?.code === 1 && JSON.parse(String(init.body)).start_up === true
        ? { ...answer, data: { ...answer.data, start_up: startUp?.data } }
        : answer;
    return new Response(JSON.stringify(carried ?? { code: 0, msg: 'unknown', time: 1, data: null }));
  });
  return sent;
}

/** Loads `path` the way the shell does: the first script, then the app's modules. */
async function load(path: string, member: boolean) {
  vi.resetModules();
  history.replaceState(null, '', path);
  document.documentElement.lang = 'en';
  if (member)
    localStorage.setItem(
      STORAGE_KEYS.userInfo,
      JSON.stringify({ id: 'm1', username: 'amy', nickname: '', avatar: '' }),
    );
  new Function(earlyStartScript(EARLY_START_CONFIG))();
  return {
    session: await import('#app/api/session.ts'),
    startUp: await import('#app/api/start-up.ts'),
    routeData: await import('#app/router/route-data.ts'),
    users: await import('#app/stores/user-info.ts'),
    toasts: await import('#app/stores/toasts.ts'),
  };
}

/** Waits until the shell's script (or the app) has sent `count` requests. */
const sentCount = (sent: readonly unknown[], count: number) =>
  waitFor(() => expect(sent).toHaveLength(count));

const tz = String(new Date().getTimezoneOffset());

describe('the calls the app shell starts', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    delete window.__lpEarly;
  });

  it('for an anonymous visitor: only the start-up call, without token, which the app takes', async () => {
    const sent = serve({ '/client/index/index': index(false) });
    const app = await load('/console', false);
    await sentCount(sent, 1);
    expect(sent).toEqual([{ method: 'GET', url: '/client/index/index?requiredLogin=0', token: null }]);
    expect(document.documentElement.dataset.frame).toBe('page');

    await app.session.restoreSession();
    await app.startUp.siteStartUp();
    expect(sent).toHaveLength(1);
  });

  it('says when the refresh has been sent (the app’s downloads wait for it), and at once without a session', async () => {
    // The lock's grant is a task of its own: `sent` resolves in it, with the refresh's fetch.
    const granted: (() => void)[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (_name: string, run: () => Promise<unknown>) =>
          new Promise((r) => granted.push(() => r(run()))),
      },
    });
    const sent = serve({ '/client/user/refresh': renewed('a1'), '/client/index/index': index(true) });
    await load('/console', true);
    let isSent = false;
    void window.__lpEarly?.sent.then(() => {
      isSent = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(isSent).toBe(false);
    expect(sent).toEqual([]);
    granted[0]?.();
    await window.__lpEarly?.sent;
    expect(sent.map((call) => call.url)).toEqual(['/client/user/refresh']);

    vi.unstubAllGlobals();
    localStorage.clear();
    serve({ '/client/index/index': index(false) });
    await load('/console', false);
    await expect(window.__lpEarly?.sent).resolves.toBeUndefined();
  });

  it('for a member: the refresh, carrying the start-up data, then the route’s data with the new token, none sent again', async () => {
    const sent = serve({
      '/client/user/refresh': renewed('a1'),
      '/client/index/index': index(true),
      '/client/account/overview': ok({ nickname: 'Amy' }),
      '/client/pay/account': ok({ balance: '0.00' }),
    });
    const app = await load('/user/account/overview', true);
    await sentCount(sent, 3);
    expect(sent).toEqual([
      { method: 'POST', url: '/client/user/refresh', token: null },
      { method: 'GET', url: `/client/account/overview?tz_offset=${tz}`, token: 'a1' },
      { method: 'GET', url: '/client/pay/account', token: 'a1' },
    ]);
    expect(document.documentElement.dataset.frame).toBe('user');

    // The navigation's own steps (src/app/router/navigation.ts showRoute).
    await app.session.restoreSession();
    expect(app.users.$userInfo.get().token).toBe('a1');
    app.routeData.startRouteData('userAccountOverview', {});
    await app.startUp.siteStartUp();
    await app.startUp.userStartUp();
    // The start-up data the refresh carried is applied as the start-up call's own answer.
    expect(app.users.$userInfo.get()).toMatchObject({ username: 'amy', nickname: 'Amy' });
    expect((await app.routeData.takeOverview())?.data).toEqual({ nickname: 'Amy' });
    expect(sent).toHaveLength(3);

    // Taken once: the next start of the same loader calls again.
    app.routeData.startRouteData('userAccountOverview', {});
    await sentCount(sent, 5);
    expect(
      sent
        .slice(3)
        .map((call) => call.url)
        .sort(),
    ).toEqual([`/client/account/overview?tz_offset=${tz}`, '/client/pay/account']);
  });

  it('asks for the builder’s page by the address’s id, and the builder’s loader takes it', async () => {
    const sent = serve({
      '/client/user/refresh': renewed('a1'),
      '/client/index/index': index(true),
      '/client/page/detail': ok({ page: { id: 'AbC12' } }),
    });
    const app = await load('/landing-page/build/AbC12', true);
    await sentCount(sent, 2);
    expect(sent.map((call) => call.url)).toContain('/client/page/detail?id=AbC12');
    expect(document.documentElement.dataset.frame).toBe('build');
    await app.session.restoreSession();
    app.routeData.startRouteData('landingPageBuild', { id: 'AbC12' });
    expect((await app.routeData.takePageDetail('AbC12'))?.data).toEqual({ page: { id: 'AbC12' } });
    await app.startUp.siteStartUp();
    expect(sent).toHaveLength(2);
  });

  it('an ended session: the member is forgotten, start-up goes without token, the route’s data is not asked for', async () => {
    const sent = serve({ '/client/user/refresh': refused, '/client/index/index': index(false) });
    const app = await load('/user/account/overview', true);
    await sentCount(sent, 2);
    expect(sent.map((call) => [call.url, call.token])).toEqual([
      ['/client/user/refresh', null],
      ['/client/index/index?requiredLogin=0', null],
    ]);
    await app.session.restoreSession();
    expect(app.users.$userInfo.get().id).toBe('');
    await app.startUp.siteStartUp();
    expect(sent).toHaveLength(2);
  });

  it('a refresh the network dropped keeps the member (the next call tries again), as the app’s own refresh does', async () => {
    const sent: Sent[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      sent.push({ method: init.method ?? 'GET', url, token: new Headers(init.headers).get('ba-user-token') });
      if (url === '/client/user/refresh') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(index(false)));
    });
    const app = await load('/user/account/overview', true);
    await app.session.restoreSession();
    expect(app.users.$userInfo.get()).toMatchObject({ id: 'm1', token: '' });
    await app.startUp.siteStartUp();
    expect(sent.map((call) => call.url)).toEqual([
      '/client/user/refresh',
      '/client/index/index?requiredLogin=0',
    ]);
  });

  it('a start-up call the network dropped fails in the app as its own call would (toast, then a new call)', async () => {
    let drop = true;
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      sent.push(String(input));
      if (drop) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(index(false)));
    });
    const app = await load('/console', false);
    await expect(app.startUp.siteStartUp()).rejects.toMatchObject({ name: 'ApiNetworkError' });
    expect(app.toasts.$toasts.get().map((toast) => toast.type)).toEqual(['error']);
    expect(sent).toHaveLength(1);

    drop = false;
    await app.startUp.siteStartUp();
    expect(sent).toHaveLength(2);
  });

  it('refreshes under the lock the app’s own refresh takes, so tabs take turns with the cookie', async () => {
    serve({ '/client/user/refresh': renewed('a1'), '/client/index/index': index(true) });
    const names: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, run: () => Promise<unknown>) => {
          names.push(name);
          return run();
        },
      },
    });
    const app = await load('/console', true);
    await app.session.restoreSession();
    expect(names).toEqual(['ba-token-refresh']);
    expect(app.users.$userInfo.get().token).toBe('a1');
  });
});
