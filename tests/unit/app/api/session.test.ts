// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#core/browser-storage.ts';

type Sent = { url: string; body: unknown };

async function importFresh() {
  vi.resetModules();
  const session = await import('#app/api/session.ts');
  const store = await import('#app/stores/user-info.ts');
  return { ...session, ...store };
}

/** The refresh endpoint at the network boundary: answers `reply` and records the requests. */
function serveRefresh(reply: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

const stored = (fields: Record<string, string>) =>
  localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify({ id: 'm1', username: 'amy', ...fields }));

describe('token refresh in the browser', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('exchanges the refresh token and stores the new pair', async () => {
    stored({ token: 'a1', refresh_token: 'r1' });
    const sent = serveRefresh({ code: 1, msg: '', time: 1, data: { token: 'a2', refresh_token: 'r2' } });
    const { refreshTokens, $userInfo } = await importFresh();

    expect(await refreshTokens('a1')).toBe(true);

    expect(sent).toEqual([{ url: '/client/user/refresh', body: { refresh_token: 'r1' } }]);
    expect($userInfo.get()).toMatchObject({ token: 'a2', refresh_token: 'r2' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '{}')).toMatchObject({
      refresh_token: 'r2',
    });
  });

  it('takes the pair another tab already renewed instead of presenting the replaced refresh token', async () => {
    stored({ token: 'a1', refresh_token: 'r1' });
    const sent = serveRefresh({ code: 409, msg: 'reuse', time: 1, data: null });
    const { refreshTokens, $userInfo } = await importFresh();
    stored({ token: 'a2', refresh_token: 'r2' });

    expect(await refreshTokens('a1')).toBe(true);

    expect(sent).toEqual([]);
    expect($userInfo.get().token).toBe('a2');
  });

  it('answers false when the server refuses, or when there is no refresh token', async () => {
    stored({ token: 'a1', refresh_token: 'r1' });
    serveRefresh({ code: 409, msg: 'Your login has expired', time: 1, data: null });
    const { refreshTokens, clearToken } = await importFresh();

    expect(await refreshTokens('a1')).toBe(false);
    clearToken();
    expect(await refreshTokens('')).toBe(false);
  });
});
