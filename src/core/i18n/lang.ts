/** The interface languages. zh-cn is the default (spec section 9). */
export const LANGS = ['zh-cn', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-cn';

/** Normalises any header, cookie or query value to a supported language. */
export function toLang(value: string | null | undefined): Lang {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'en' || v.startsWith('en-')) return 'en';
  return DEFAULT_LANG;
}

/** A text in every interface language. */
export type Localized = Record<Lang, string>;

/** Replaces `{name}` placeholders with values. */
export function format(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}
