/**
 * The route table: the one list of API routes. The local server and the CDK HTTP API both read it,
 * so they cannot drift. It holds data only (no handler code), so CDK can import it cheaply.
 * Each group is one Lambda function whose entry is `functions/groups/{group}.ts`.
 */

/** Who may call a route. `optional` reads the token when one is sent; `user` requires it. */
export type RouteAuth = 'public' | 'optional' | 'user';
export type HttpMethod = 'GET' | 'POST';

export type RouteDef = {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly group: string;
  readonly auth: RouteAuth;
};

export const ROUTES = [
  { method: 'GET', path: '/client/index/index', group: 'index', auth: 'optional' },
  // Sign-up, login and sessions.
  { method: 'GET', path: '/client/user/checkIn', group: 'user', auth: 'public' },
  { method: 'POST', path: '/client/user/checkIn', group: 'user', auth: 'public' },
  { method: 'POST', path: '/client/user/refresh', group: 'user', auth: 'public' },
  { method: 'POST', path: '/client/user/logout', group: 'user', auth: 'optional' },
  { method: 'POST', path: '/client/user/retrievePassword', group: 'user', auth: 'public' },
  // Member centre.
  { method: 'GET', path: '/client/account/overview', group: 'account', auth: 'user' },
  { method: 'GET', path: '/client/account/profile', group: 'account', auth: 'user' },
  { method: 'POST', path: '/client/account/profile', group: 'account', auth: 'user' },
  { method: 'POST', path: '/client/account/verification', group: 'account', auth: 'user' },
  { method: 'POST', path: '/client/account/changeBind', group: 'account', auth: 'user' },
  { method: 'POST', path: '/client/account/changePassword', group: 'account', auth: 'user' },
  { method: 'GET', path: '/client/account/balance', group: 'account', auth: 'user' },
  { method: 'GET', path: '/client/account/integral', group: 'account', auth: 'user' },
  // Platform calls.
  { method: 'GET', path: '/client/common/clickCaptcha', group: 'common', auth: 'public' },
  { method: 'POST', path: '/client/common/checkClickCaptcha', group: 'common', auth: 'public' },
  { method: 'POST', path: '/client/Sms/send', group: 'codes', auth: 'optional' },
  { method: 'POST', path: '/client/Ems/send', group: 'codes', auth: 'optional' },
  { method: 'POST', path: '/client/ajax/upload', group: 'upload', auth: 'user' },
  { method: 'GET', path: '/client/ajax/area', group: 'area', auth: 'public' },
  // Page centre.
  { method: 'GET', path: '/client/page/index', group: 'page', auth: 'user' },
  { method: 'GET', path: '/client/page/detail', group: 'page', auth: 'user' },
  { method: 'POST', path: '/client/page/add', group: 'page', auth: 'user' },
  { method: 'POST', path: '/client/page/del', group: 'page', auth: 'user' },
  // Publishing, and edits that move a live page (its own function: it loads the Astro server build).
  { method: 'POST', path: '/client/page/publish', group: 'publish', auth: 'user' },
  { method: 'POST', path: '/client/page/unpublish', group: 'publish', auth: 'user' },
  { method: 'POST', path: '/client/page/edit', group: 'publish', auth: 'user' },
  // Builder saves (its own function: it loads every module schema and the sanitiser).
  { method: 'POST', path: '/client/page/save', group: 'builder', auth: 'user' },
  // Domain centre.
  { method: 'GET', path: '/client/domain/index', group: 'domain', auth: 'user' },
  { method: 'POST', path: '/client/domain/add', group: 'domain', auth: 'user' },
  { method: 'POST', path: '/client/domain/edit', group: 'domain', auth: 'user' },
  { method: 'POST', path: '/client/domain/del', group: 'domain', auth: 'user' },
  { method: 'POST', path: '/client/domain/verify', group: 'domain', auth: 'user' },
  // Pay centre. notify is the gateways' (signature checked, no login).
  { method: 'GET', path: '/client/pay/channels', group: 'pay', auth: 'user' },
  { method: 'POST', path: '/client/pay/recharge', group: 'pay', auth: 'user' },
  { method: 'GET', path: '/client/pay/order', group: 'pay', auth: 'user' },
  { method: 'POST', path: '/client/pay/submit', group: 'pay', auth: 'user' },
  { method: 'POST', path: '/client/pay/notify/{channel}', group: 'pay', auth: 'public' },
  { method: 'POST', path: '/client/pay/setPassword', group: 'pay', auth: 'user' },
  { method: 'POST', path: '/client/pay/setup', group: 'pay', auth: 'user' },
  { method: 'POST', path: '/client/pay/buyPlan', group: 'pay', auth: 'user' },
  { method: 'GET', path: '/client/pay/account', group: 'pay', auth: 'user' },
  { method: 'POST', path: '/client/pay/signIn', group: 'pay', auth: 'user' },
  { method: 'POST', path: '/client/pay/sandboxPay', group: 'pay', auth: 'user' },
] as const satisfies readonly RouteDef[];

export type Route = (typeof ROUTES)[number];
export type RouteGroup = Route['group'];
/** API Gateway's route key, e.g. "GET /client/index/index". */
export type RouteKey = `${Route['method']} ${Route['path']}`;
export type RouteKeyOf<G extends RouteGroup> =
  Extract<Route, { group: G }> extends infer R
    ? R extends Route
      ? `${R['method']} ${R['path']}`
      : never
    : never;

export const routeKey = (route: RouteDef): string => `${route.method} ${route.path}`;

/** Every group, in table order, without repeats. */
export const ROUTE_GROUPS: readonly RouteGroup[] = [...new Set(ROUTES.map((r) => r.group))];
