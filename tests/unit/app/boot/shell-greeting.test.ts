// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHELL_GREETING_CONFIG, shellGreeting, shellGreetingScript } from '#app/boot/shell-greeting.ts';
import { writeCookie } from '#app/browser/cookies.ts';
import { STORAGE_KEYS } from '#core/browser-storage.ts';
import { greeting } from '#core/greeting.ts';
import { LANGS } from '#core/i18n/lang.ts';

/**
 * The overview's greeting in the app shell (src/app/boot/shell-greeting.ts): the shell's script
 * says what the overview says, and leaves the skeleton as the app's own skeleton then draws it.
 */

const OVERVIEW = '/user/account/overview';

/** The skeleton's markup as the app renders it at `path` for the stored user (a fresh import reads the store). */
async function appSkeleton(path: string): Promise<string> {
  vi.resetModules();
  history.replaceState(null, '', path);
  const { Skeleton } = await import('#app/components/Skeleton.tsx');
  return renderToStaticMarkup(createElement(Skeleton));
}

/** The greeting part of the app's skeleton at `path` (its markup). */
async function appGreeting(path: string): Promise<string | undefined> {
  const app = document.createElement('div');
  app.innerHTML = await appSkeleton(path);
  return app.querySelector('.app-skeleton__greeting')?.outerHTML;
}

/** The shell as built (no greeting: nobody is known at build time), then its script run at `path`. */
async function shellAfterScript(path: string): Promise<Element> {
  localStorage.setItem('saved', localStorage.getItem(STORAGE_KEYS.userInfo) ?? '');
  localStorage.removeItem(STORAGE_KEYS.userInfo);
  document.body.innerHTML = await appSkeleton('/');
  localStorage.setItem(STORAGE_KEYS.userInfo, localStorage.getItem('saved') ?? '');
  history.replaceState(null, '', path);
  new Function(shellGreetingScript())();
  return document.querySelector('.app-skeleton__greeting') as Element;
}

/** The language as the shell's first script sets it (<html lang>) and the app reads it (the cookie). */
function speak(lang: 'en' | 'zh-cn') {
  writeCookie(STORAGE_KEYS.lang, lang, 60);
  document.documentElement.lang = lang;
}

const store = (user: object | string) =>
  localStorage.setItem(STORAGE_KEYS.userInfo, typeof user === 'string' ? user : JSON.stringify(user));

describe('the shell greeting', () => {
  beforeEach(() => {
    localStorage.clear();
    speak('en');
  });

  it('says what the overview says, at every hour, in both languages', () => {
    const users = [
      { nickname: 'Amy', username: 'amy' },
      { nickname: '', username: 'bob_1' },
      { nickname: '  ', username: 'carol' },
      { nickname: '李雷', username: 'lilei' },
      { nickname: 'émile', username: 'emile' },
    ];
    for (const lang of LANGS)
      for (let hour = 0; hour < 24; hour++)
        for (const user of users) {
          const now = new Date(2026, 10, 28, hour, 30);
          const stored = JSON.stringify({ id: 'm1', avatar: '', ...user });
          expect(shellGreeting(SHELL_GREETING_CONFIG, OVERVIEW, stored, now, lang)?.text).toBe(
            greeting(now, lang, user.nickname || user.username),
          );
        }
  });

  it("fills in the skeleton as the app's skeleton draws it", async () => {
    store({ id: 'm1', username: 'amy', nickname: 'amélie', avatar: '' });
    const filled = await shellAfterScript(OVERVIEW);
    expect(filled.hasAttribute('hidden')).toBe(false);
    expect(filled.querySelector('h1')?.textContent).toMatch(/, amélie! Welcome back!$/);
    expect(filled.querySelector('p')?.textContent).toBe('@amy');
    expect(filled.querySelector('.mc-avatar')?.textContent).toBe('A');
    expect(filled.outerHTML).toBe(await appGreeting(OVERVIEW));
  });

  it('draws a blank disc for a picture, in Chinese', async () => {
    speak('zh-cn');
    store({ id: 'm1', username: 'amy', nickname: '', avatar: '/uploads/a.png' });
    const filled = await shellAfterScript(OVERVIEW);
    expect(filled.querySelector('h1')?.textContent).toMatch(/，amy！欢迎回来！$/);
    expect(filled.querySelector('.mc-avatar')?.className).toBe('mc-avatar');
    expect(filled.querySelector('.mc-avatar')?.textContent).toBe('');
    expect(filled.outerHTML).toBe(await appGreeting(OVERVIEW));
  });

  it('greets nobody on another page, without a member, or from unreadable storage', async () => {
    store({ id: 'm1', username: 'amy', nickname: '', avatar: '' });
    expect((await shellAfterScript('/user/account/profile')).hasAttribute('hidden')).toBe(true);
    store({ id: '', username: 'amy', nickname: '', avatar: '' });
    expect((await shellAfterScript(OVERVIEW)).hasAttribute('hidden')).toBe(true);
    store('{not json');
    expect((await shellAfterScript(OVERVIEW)).hasAttribute('hidden')).toBe(true);
    store({ id: 'm1', username: 7, nickname: 'Amy', avatar: '' });
    expect((await shellAfterScript(OVERVIEW)).hasAttribute('hidden')).toBe(true);
  });
});
