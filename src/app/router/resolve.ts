import { type PageRouteMeta, type PageRouteName, ROUTE_META } from '#app/router/route-meta.ts';
import { APP_ROUTES, type AppRouteName } from '#app/router/routes.ts';
import { isAppPath } from '#core/app-paths.ts';

/** Path of the login route, where the auth guard sends anonymous visitors. */
export const LOGIN_PATH = APP_ROUTES.userLogin;

/** What a navigation ends in. */
export type Resolution =
  | { readonly kind: 'page'; readonly name: PageRouteName; readonly route: PageRouteMeta }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'notFound'; readonly path: string };

export type ResolveContext = {
  readonly isLogin: boolean;
  readonly firstUserRoute: string | null;
};

/** The login route, remembering where to return to. */
export function loginUrl(returnTo: string | null): string {
  return returnTo ? `${LOGIN_PATH}?${new URLSearchParams({ redirect: returnTo })}` : LOGIN_PATH;
}

/**
 * A `redirect` query value that is safe to follow: an in-app path other than the login route.
 * Control characters and whitespace are refused outright: URL parsers drop tab, newline and
 * carriage return, so `/\t/evil.example` would otherwise become `//evil.example`.
 */
export function safeReturnPath(value: string | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0020\u007f]/.test(value)) return null;
  const base = 'http://app.invalid';
  const parsed = new URL(value, base);
  if (parsed.origin !== base) return null;
  const pathname = parsed.pathname;
  if (!isAppPath(pathname) || pathname.toLowerCase() === LOGIN_PATH.toLowerCase()) return null;
  return value;
}

/**
 * The auth guard and route table in one decision (spec sections 2 and 6): unknown paths are a 404;
 * routes needing login send anonymous visitors to the login route with a `redirect` back; a
 * logged-in visitor on the login route goes on to the redirect target or the member centre;
 * redirect routes resolve to their target.
 *
 * @param name the matched route, undefined for an unknown path
 * @param url the requested path with its query, e.g. "/console?tab=1"
 */
export function resolveRoute(
  name: AppRouteName | undefined,
  url: string,
  search: Readonly<Record<string, string>>,
  context: ResolveContext,
): Resolution {
  if (!name) return { kind: 'notFound', path: url.split(/[?#]/)[0] ?? url };
  const entry = ROUTE_META[name];
  if (entry.auth && !context.isLogin) return { kind: 'redirect', to: loginUrl(safeReturnPath(url)) };
  if (name === 'userLogin' && context.isLogin) {
    return { kind: 'redirect', to: safeReturnPath(search.redirect) ?? APP_ROUTES.user };
  }
  if (entry.kind === 'redirect') return { kind: 'redirect', to: entry.to(context) };
  return { kind: 'page', name: name as PageRouteName, route: entry };
}
