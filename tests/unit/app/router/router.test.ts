import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, claimChunkReload } from '#app/router/chunk-reload.ts';
import { loginUrl, resolveRoute, safeReturnPath } from '#app/router/resolve.ts';
import { ROUTE_META } from '#app/router/route-meta.ts';
import { APP_ROUTES } from '#app/router/routes.ts';
import { pageTitle } from '#app/router/title.ts';
import { isAppPath } from '#core/app-paths.ts';

const anonymous = { isLogin: false, firstUserRoute: null };
const member = { isLogin: true, firstUserRoute: '/user/finance/recharge' };

describe('route table', () => {
  it('holds every route of spec section 2, and the insights screen (issue 14)', () => {
    expect(Object.values(APP_ROUTES).sort()).toEqual(
      [
        '/console',
        '/landing-page',
        '/landing-page/build/:id',
        '/landing-page/domain/center',
        '/landing-page/insights/:id',
        '/landing-page/page/center',
        '/landing-page/preview',
        '/user',
        '/user/account/balance',
        '/user/account/changePassword',
        '/user/account/integral',
        '/user/account/overview',
        '/user/account/profile',
        '/user/finance/balance',
        '/user/finance/recharge',
        '/user/finance/score',
        '/user/iframe/:url',
        '/user/login',
        '/user/pay/recharge',
        '/user/setup/password',
        '/user/setup/payment',
      ].sort(),
    );
    expect(APP_ROUTES.user).toBe('/user');
    expect(APP_ROUTES.userLogin).toBe('/user/login');
  });

  it('needs login everywhere but on the login route', () => {
    const open = Object.entries(ROUTE_META)
      .filter(([, entry]) => !entry.auth)
      .map(([name]) => name);
    expect(open).toEqual(['userLogin']);
  });

  it('gives the layouts of spec section 2', () => {
    expect(ROUTE_META.console).toMatchObject({ layout: 'page' });
    expect(ROUTE_META.landingPageBuild).toMatchObject({ layout: 'build' });
    expect(ROUTE_META.landingPageDomainCenter).toMatchObject({ layout: 'center' });
    expect(ROUTE_META.landingPagePageCenter).toMatchObject({ layout: 'center' });
    expect(ROUTE_META.userAccountOverview).toMatchObject({ layout: 'user' });
    expect(ROUTE_META.userLogin).toMatchObject({ layout: 'none' });
  });

  it('knows which paths the app shell answers', () => {
    for (const path of ['/console', '/user', '/user/x/y', '/landing-page', '/landing-page/build/3']) {
      expect(isAppPath(path)).toBe(true);
    }
    for (const path of ['/', '/pricing', '/users', '/consoles', '/abc123']) {
      expect(isAppPath(path)).toBe(false);
    }
  });
});

describe('resolveRoute (auth guard)', () => {
  it('sends anonymous visitors of guarded routes to login, keeping the way back', () => {
    expect(resolveRoute('console', '/console', {}, anonymous)).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fconsole',
    });
    expect(resolveRoute('landingPageBuild', '/landing-page/build/7?tab=seo', {}, anonymous)).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Flanding-page%2Fbuild%2F7%3Ftab%3Dseo',
    });
  });

  it('shows the login route to anonymous visitors', () => {
    expect(resolveRoute('userLogin', '/user/login', {}, anonymous)).toMatchObject({
      kind: 'page',
      name: 'userLogin',
    });
  });

  it('sends a logged-in visitor of the login route on to the redirect target or the member center', () => {
    expect(resolveRoute('userLogin', '/user/login', { redirect: '/console' }, member)).toEqual({
      kind: 'redirect',
      to: '/console',
    });
    expect(resolveRoute('userLogin', '/user/login', { redirect: 'https://evil.example' }, member)).toEqual({
      kind: 'redirect',
      to: '/user',
    });
  });

  it('sends /user to the first menu route, else the account overview', () => {
    expect(resolveRoute('user', '/user', {}, member)).toEqual({
      kind: 'redirect',
      to: '/user/finance/recharge',
    });
    expect(resolveRoute('user', '/user', {}, { isLogin: true, firstUserRoute: null })).toEqual({
      kind: 'redirect',
      to: '/user/account/overview',
    });
  });

  it('sends /landing-page to the page centre', () => {
    expect(resolveRoute('landingPage', '/landing-page', {}, member)).toEqual({
      kind: 'redirect',
      to: '/landing-page/page/center',
    });
  });

  it('gives unknown paths a 404 with the path', () => {
    expect(resolveRoute(undefined, '/user/nope?x=1', {}, member)).toEqual({
      kind: 'notFound',
      path: '/user/nope',
    });
  });
});

describe('safeReturnPath', () => {
  it('accepts in-app paths only', () => {
    expect(safeReturnPath('/user/account/profile?x=1')).toBe('/user/account/profile?x=1');
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath('//evil.example/user')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example/user')).toBeNull();
    expect(safeReturnPath('/pricing')).toBeNull();
    expect(safeReturnPath('/user/login')).toBeNull();
  });

  it('refuses tab, newline and carriage return that URL parsers drop', () => {
    for (const value of [
      '/\t/evil.example/user',
      '/\n/evil.example/user',
      '/\r/evil.example/user',
      '/\\\t/evil.example',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
    expect(safeReturnPath('/user/account/profile?q=a b')).toBeNull();
  });

  it('builds the login URL with or without a way back', () => {
    expect(loginUrl(null)).toBe('/user/login');
    expect(loginUrl('/console')).toBe('/user/login?redirect=%2Fconsole');
  });
});

describe('claimChunkReload', () => {
  /** sessionStorage stand-in: the guard only needs getItem and setItem. */
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as Storage;
  };

  it('allows one reload per path per 10 s', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(10_000);
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/console', 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, '/console', 1_009_999)).toBe(false);
    expect(claimChunkReload(storage, '/user/login', 1_009_999)).toBe(true);
    expect(claimChunkReload(storage, '/console', 1_010_000)).toBe(true);
  });

  it('does not reload when the time cannot be recorded', () => {
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(claimChunkReload(storage, '/console', 5)).toBe(false);
  });
});

describe('pageTitle', () => {
  it('is "{page} - {site name}", or whichever part exists', () => {
    expect(pageTitle('Profile', 'LandingGo')).toBe('Profile - LandingGo');
    expect(pageTitle(undefined, 'LandingGo')).toBe('LandingGo');
    expect(pageTitle('  ', 'LandingGo')).toBe('LandingGo');
    expect(pageTitle('Profile', '')).toBe('Profile');
  });
});
