import { atom } from 'nanostores';
import { readCookie, writeCookie } from '#app/browser/cookies.ts';
import { PREFERENCE_COOKIE_MAX_AGE, STORAGE_KEYS } from '#core/browser-storage.ts';

/** Dark mode, from the `ba-is-dark` cookie ("1" dark, "0" or absent light). */
export const $dark = atom<boolean>(readCookie(STORAGE_KEYS.isDark) === '1');

/** Applies dark mode: the cookie, the `dark` class on <html>, and the store. */
export function setDark(dark: boolean): void {
  writeCookie(STORAGE_KEYS.isDark, dark ? '1' : '0', PREFERENCE_COOKIE_MAX_AGE);
  document.documentElement.classList.toggle('dark', dark);
  $dark.set(dark);
}

export function toggleDark(): void {
  setDark(!$dark.get());
}
