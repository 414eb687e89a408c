import { atom } from 'nanostores';
import { readCookie, writeCookie } from '#app/browser/cookies.ts';
import { reloadPage } from '#app/browser/reload.ts';
import { PREFERENCE_COOKIE_MAX_AGE, STORAGE_KEYS } from '#core/browser-storage.ts';
import { type Lang, toLang } from '#core/i18n/lang.ts';

/** The interface language, from the `ba-lang` cookie (zh-cn when absent). Fixed for the page's lifetime. */
export const $lang = atom<Lang>(toLang(readCookie(STORAGE_KEYS.lang)));

/** Stores the language choice and reloads the page (spec section 1: changing the language reloads). */
export function setLang(lang: Lang): void {
  writeCookie(STORAGE_KEYS.lang, lang, PREFERENCE_COOKIE_MAX_AGE);
  reloadPage();
}
