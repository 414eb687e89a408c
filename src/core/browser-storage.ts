/**
 * Browser storage keys (spec section 3). Language and theme are cookies so that the edge
 * (local server, CloudFront Function) can serve the right language without a flash.
 */
export const STORAGE_KEYS = {
  /** Cookie: interface language, `zh-cn` or `en`. */
  lang: 'ba-lang',
  /** Cookie: dark mode, "1" or "0". */
  isDark: 'ba-is-dark',
  /** localStorage: the anonymous client's token. */
  clientToken: 'client-token',
  /** localStorage: the persisted part of the user info (id, username, nickname, avatar, token, refresh_token). */
  userInfo: 'userInfo',
} as const;

/** One year, for the language and theme cookies. */
export const PREFERENCE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
