// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#core/browser-storage.ts';

async function importFresh() {
  vi.resetModules();
  return import('#app/stores/user-info.ts');
}

describe('user info', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('is anonymous without stored data', async () => {
    const { $userInfo, $isLogin } = await importFresh();
    expect($isLogin.get()).toBe(false);
    expect($userInfo.get().balance).toBe('0.00');
    expect($userInfo.get().gender).toBe(0);
  });

  it('is logged in only with both id and token', async () => {
    const { $isLogin, setUserInfo } = await importFresh();
    setUserInfo({ id: '3' });
    expect($isLogin.get()).toBe(false);
    setUserInfo({ token: 't' });
    expect($isLogin.get()).toBe(true);
    setUserInfo({ id: '' });
    expect($isLogin.get()).toBe(false);
  });

  it('persists only id, username, nickname and avatar: never a token', async () => {
    const { setUserInfo } = await importFresh();
    setUserInfo({
      id: '3',
      username: 'amy',
      nickname: 'Amy',
      avatar: '/a.png',
      token: 't',
      refresh_token: 'r',
    });
    setUserInfo({ email: 'amy@example.com', money: '9.00', quick_pay: true });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '')).toEqual({
      id: '3',
      username: 'amy',
      nickname: 'Amy',
      avatar: '/a.png',
    });
  });

  it('restores the persisted part on the next page load, without the tokens an older version stored', async () => {
    localStorage.setItem(
      STORAGE_KEYS.userInfo,
      JSON.stringify({
        id: '3',
        username: 'amy',
        nickname: 'Amy',
        avatar: '',
        token: 't',
        refresh_token: 'r',
        email: 'x',
      }),
    );
    const { $userInfo, $isLogin } = await importFresh();
    // Signed in again only once the refresh cookie gives a new access token (src/app/api/session.ts).
    expect($isLogin.get()).toBe(false);
    expect($userInfo.get()).toMatchObject({ id: '3', username: 'amy', token: '', refresh_token: '' });
    expect($userInfo.get().email).toBe('');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userInfo) ?? '')).toEqual({
      id: '3',
      username: 'amy',
      nickname: 'Amy',
      avatar: '',
    });
  });

  it('survives broken stored data', async () => {
    localStorage.setItem(STORAGE_KEYS.userInfo, '{not json');
    const { $isLogin } = await importFresh();
    expect($isLogin.get()).toBe(false);
  });

  it('clearToken drops both tokens and ends the login', async () => {
    const { $userInfo, $isLogin, setUserInfo, clearToken } = await importFresh();
    setUserInfo({ id: '3', token: 't', refresh_token: 'r', username: 'amy' });
    clearToken();
    expect($isLogin.get()).toBe(false);
    expect($userInfo.get()).toMatchObject({ token: '', refresh_token: '', username: 'amy' });
  });
});
