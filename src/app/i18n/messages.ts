import { atom } from 'nanostores';
import { format } from '#core/i18n/lang.ts';
import type { CommonKey } from './common/en.ts';
import type { Messages } from './types.ts';

/** The common strings of the current language; null until loaded (the app shows a skeleton until then). */
export const $commonMessages = atom<Messages | null>(null);

/** Looks `key` up in each source in order and fills `{placeholders}`; the key itself when missing. */
export function translate(
  sources: readonly (Messages | null | undefined)[],
  key: string,
  values?: Record<string, string | number>,
): string {
  for (const source of sources) {
    const text = source?.[key];
    if (text !== undefined) return format(text, values);
  }
  return format(key, values);
}

/** A common string, for code outside components (API messages, confirmations). */
export function t(key: CommonKey, values?: Record<string, string | number>): string {
  return translate([$commonMessages.get()], key, values);
}
