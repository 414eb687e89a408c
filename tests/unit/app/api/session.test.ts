// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#core/browser-storage.ts';

type Sent = { url: string; body: unknown; credentials: RequestCredentials | undefined };

async function importFresh() {
  vi.resetModules();
  const session = await import('#app/api/session.ts');
  const store = await import('#app/stores/user-info.ts');
  return { ...session, ...store };
}

/** The refresh endpoint at the network boundary: answers `replies` in turn and records the requests. */
function serveRefresh(...replies: unknown[]): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)), credentials: init.credentials });
    const reply = replies[Math.min(sent.length - 1, replies.length - 1)];
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const stored = (fields: Record<string, string> = {}) =>
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ id: 'm1', username: 'amy', ...fields }));
const renewed = (token: string) => ({ code: 1, msg: '', time: 1, data: { token, refresh_token: '' } });
const refused = { code: 409, msg: 'Your login has expired', time: 1, data: null };

describe('token refresh in the browser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends no token (the HttpOnly cookie carries it) and keeps the new access token in memory only', async () => {
    stored();
    const sent = serveRefresh(renewed('a2'));
    const { refreshTokens, setUserInfo, $userInfo, $isLogin } = await importFresh();
    setUserInfo({ token: 'a1' });

    expect(await refreshTokens('a1')).toBe('renewed');

    expect(sent).toEqual([{ url: '/client/user/refresh', body: {}, credentials: 'same-origin' }]);
    expect($userInfo.get().token).toBe('a2');
    expect($isLogin.get()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).not.toContain('a2');
  });

  it('uses a token renewed meanwhile by another call instead of refreshing again', async () => {
    stored();
    const sent = serveRefresh(refused);
    const { refreshTokens, setUserInfo } = await importFresh();
    setUserInfo({ token: 'a2' });

    expect(await refreshTokens('a1')).toBe('renewed');
    expect(sent).toEqual([]);
  });

  it('tries once more when refused without Web Locks (another tab rotated the cookie meanwhile)', async () => {
    stored();
    const sent = serveRefresh(refused, renewed('a3'));
    const { refreshTokens, setUserInfo, $userInfo } = await importFresh();
    setUserInfo({ token: 'a1' });

    expect(await refreshTokens('a1')).toBe('renewed');
    expect(sent).toHaveLength(2);
    expect($userInfo.get().token).toBe('a3');
  });

  it('answers refused when the server refuses', async () => {
    stored();
    serveRefresh(refused);
    const { refreshTokens, setUserInfo } = await importFresh();
    setUserInfo({ token: 'a1' });

    expect(await refreshTokens('a1')).toBe('refused');
  });

  it('answers failed when no answer comes (offline), keeping the member and the token', async () => {
    stored();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { refreshTokens, setUserInfo, $userInfo } = await importFresh();
    setUserInfo({ token: 'a1' });

    expect(await refreshTokens('a1')).toBe('failed');
    expect($userInfo.get()).toMatchObject({ id: 'm1', token: 'a1' });
  });
});

describe('restoring the session on page load', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('gets an access token from the refresh cookie for a remembered member, once', async () => {
    stored();
    const sent = serveRefresh(renewed('a1'));
    const { restoreSession, $isLogin } = await importFresh();
    expect($isLogin.get()).toBe(false);

    await Promise.all([restoreSession(), restoreSession()]);
    await restoreSession();

    expect(sent).toHaveLength(1);
    expect($isLogin.get()).toBe(true);
  });

  it('forgets the member when the session is over, and asks nothing for an anonymous visitor', async () => {
    stored();
    const sent = serveRefresh(refused);
    const { restoreSession, $userInfo } = await importFresh();

    await restoreSession();
    expect($userInfo.get().id).toBe('');
    await restoreSession();
    expect(sent).toHaveLength(1);
  });
});
