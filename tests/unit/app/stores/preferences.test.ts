// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCookie } from '#app/browser/cookies.ts';

/** Fresh store modules per test: the stores read their cookie once, at import. */
async function importFresh() {
  vi.resetModules();
  const lang = await import('#app/stores/lang.ts');
  const dark = await import('#app/stores/dark.ts');
  return { ...lang, ...dark };
}

function clearCookies() {
  for (const name of ['ba-lang', 'ba-is-dark']) writeCookie(name, '', 0);
}

describe('language and theme preferences', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    clearCookies();
    document.documentElement.className = '';
    reload = vi.fn<() => void>();
    vi.spyOn(window.location, 'reload').mockImplementation(reload);
  });

  it('default to zh-cn and light', async () => {
    const { $lang, $dark } = await importFresh();
    expect($lang.get()).toBe('zh-cn');
    expect($dark.get()).toBe(false);
  });

  it('read the ba-lang and ba-is-dark cookies', async () => {
    writeCookie('ba-lang', 'en', 60);
    writeCookie('ba-is-dark', '1', 60);
    const { $lang, $dark } = await importFresh();
    expect($lang.get()).toBe('en');
    expect($dark.get()).toBe(true);
  });

  it('follow the system’s dark preference until the member chooses', async () => {
    const systemDark = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }) as MediaQueryList,
      );
    expect((await importFresh()).$dark.get()).toBe(true);
    writeCookie('ba-is-dark', '0', 60);
    expect((await importFresh()).$dark.get()).toBe(false);
    systemDark.mockRestore();
  });

  it('setLang stores the cookie and reloads the page', async () => {
    const { setLang } = await importFresh();
    setLang('en');
    expect(document.cookie).toContain('ba-lang=en');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('toggleDark sets the cookie to "1"/"0" and the class on <html>', async () => {
    const { toggleDark, $dark } = await importFresh();
    toggleDark();
    expect($dark.get()).toBe(true);
    expect(document.cookie).toContain('ba-is-dark=1');
    expect(document.documentElement.classList.contains('dark')).toBe(true);

    toggleDark();
    expect(document.cookie).toContain('ba-is-dark=0');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
