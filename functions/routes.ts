/**
 * The route table, derived from the one list of endpoints (src/core/contracts/endpoints.ts): the
 * local server and the CDK HTTP API both read it, so they cannot drift. Each group is one Lambda
 * function whose entry is `functions/groups/{group}.ts`; a group's entry reads only its own
 * endpoints (functions/platform/group.ts), never this whole table.
 */
import type { HttpMethod, RouteAuth, RouteDef } from '#core/contracts/endpoint.ts';
import { type AnyEndpoint, ENDPOINTS } from '#core/contracts/endpoints.ts';

export { routeKey } from '#core/contracts/endpoint.ts';
export type { HttpMethod, RouteAuth, RouteDef };

export type Route = Pick<AnyEndpoint, 'method' | 'path' | 'group' | 'auth'>;
export type RouteGroup = AnyEndpoint['group'];
/** API Gateway's route key, e.g. "GET /client/index/index". */
export type RouteKey = `${AnyEndpoint['method']} ${AnyEndpoint['path']}`;

export const ROUTES: readonly Route[] = ENDPOINTS.map(({ method, path, group, auth }) => ({
  method,
  path,
  group,
  auth,
}));

/** Every group, in table order, without repeats. */
export const ROUTE_GROUPS: readonly RouteGroup[] = [...new Set(ROUTES.map((r) => r.group))];
