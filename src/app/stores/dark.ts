import { atom } from 'nanostores';
import { readCookie, writeCookie } from '#app/browser/cookies.ts';
import { PREFERENCE_COOKIE_MAX_AGE, STORAGE_KEYS } from '#core/browser-storage.ts';

/**
 * Dark mode as the member chose it in the `ba-is-dark` cookie ("1" dark, "0" light); without a
 * choice, the system's preference. The same rule as the app shell's first script
 * (src/pages/app.astro) and the public pages' (src/components/site/scripts.ts), so a visitor on a
 * dark phone stays in dark from the home page to the login screen.
 */
function initialDark(): boolean {
  const chosen = readCookie(STORAGE_KEYS.isDark);
  if (chosen === '1' || chosen === '0') return chosen === '1';
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export const $dark = atom<boolean>(initialDark());

/** Applies dark mode: the cookie, the `dark` class on <html>, and the store. */
export function setDark(dark: boolean): void {
  writeCookie(STORAGE_KEYS.isDark, dark ? '1' : '0', PREFERENCE_COOKIE_MAX_AGE);
  document.documentElement.classList.toggle('dark', dark);
  $dark.set(dark);
}

export function toggleDark(): void {
  setDark(!$dark.get());
}
