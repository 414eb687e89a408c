import { stringifySetCookie } from 'cookie';
import { SESSION_LIFETIME_MS } from '#functions/accounts/session-rules.ts';

/**
 * The refresh token travels only in this cookie: HttpOnly (no script, on any origin, can read
 * it), SameSite=Strict (no other site's request carries it), Secure (except over plain http on a
 * loopback host, the local server), and scoped to the refresh route so no other request sends it.
 */
export const REFRESH_COOKIE = 'ba-refresh';
export const REFRESH_COOKIE_PATH = '/client/user/refresh';

export type CookieTransport = { secure: boolean };

/** The Set-Cookie value carrying a new refresh token; "remember me" keeps it 30 days, else for the browser session. */
export function refreshCookie(token: string, options: CookieTransport & { keep: boolean }): string {
  return stringifySetCookie({
    name: REFRESH_COOKIE,
    value: token,
    httpOnly: true,
    secure: options.secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    ...(options.keep ? { maxAge: Math.floor(SESSION_LIFETIME_MS.keep / 1000) } : {}),
  });
}

/** The Set-Cookie value that removes the refresh cookie (logout, password change, refused refresh). */
export function clearedRefreshCookie(options: CookieTransport): string {
  return stringifySetCookie({
    name: REFRESH_COOKIE,
    value: '',
    httpOnly: true,
    secure: options.secure,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: 0,
  });
}

const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])(:\d+)?$/i;

/**
 * Whether cookies must be Secure for this request: always, except a plain-http request to a
 * loopback host (the local server at http://127.0.0.1:4321), where browsers would drop them.
 */
export function needsSecureCookies(headers: {
  host?: string | undefined;
  forwardedProto?: string | undefined;
}): boolean {
  const proto = (headers.forwardedProto ?? 'http').split(',')[0]?.trim().toLowerCase();
  if (proto === 'https') return true;
  return !LOOPBACK_HOST.test(headers.host ?? '');
}
