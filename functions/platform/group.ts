import type { APIGatewayProxyHandlerV2 } from 'aws-lambda';
import { CODE } from '#core/contracts/envelope.ts';
import { format, toLang } from '#core/i18n/lang.ts';
import { ERRORS } from '#functions/platform/errors.ts';
import {
  type ApiEvent,
  type ApiHandler,
  type ApiResult,
  envelopeResult,
  type HandlerDeps,
} from '#functions/platform/handler.ts';
import { ROUTES, type RouteDef, type RouteGroup, type RouteKeyOf, routeKey } from '#functions/routes.ts';

/** A group's handlers, exactly one per route of that group in the route table (checked by the type). */
export type GroupHandlers<G extends RouteGroup> = { [K in RouteKeyOf<G>]: ApiHandler };

export type BoundRoute = { route: RouteDef; handler: ApiHandler };

/** Pairs each handler with its row of the route table. */
export function bindGroup<G extends RouteGroup>(group: G, handlers: GroupHandlers<G>): BoundRoute[] {
  return ROUTES.filter((route) => route.group === group).map((route) => {
    const handler = (handlers as Record<string, ApiHandler | undefined>)[routeKey(route)];
    if (!handler) throw new Error(`No handler for ${routeKey(route)} in group ${group}`);
    return { route, handler };
  });
}

/** Answer for a path no route matches: HTTP 404 with the envelope. */
export function routeNotFound(event: ApiEvent, nowMs: number): ApiResult {
  const lang = toLang(event.headers['think-lang']);
  return envelopeResult(404, {
    code: CODE.failure,
    msg: format(ERRORS.RouteNotFound.text[lang], { url: event.rawPath }),
    time: Math.floor(nowMs / 1000),
    data: null,
  });
}

/** Answer for a request the server refuses before any route runs (too large, unreadable path). */
export function refusedRequest(
  headers: Record<string, string | undefined>,
  name: 'RequestTooLarge' | 'PathUnreadable',
  values: Record<string, string>,
  nowMs: number,
): ApiResult {
  const lang = toLang(headers['think-lang']);
  return envelopeResult(ERRORS[name].status, {
    code: ERRORS[name].code,
    msg: format(ERRORS[name].text[lang], values),
    time: Math.floor(nowMs / 1000),
    data: null,
  });
}

/** The Lambda entry of one group: API Gateway names the matched route in `routeKey`. */
export function lambdaEntry(routes: BoundRoute[], deps?: Partial<HandlerDeps>): APIGatewayProxyHandlerV2 {
  const byKey = new Map(routes.map((bound) => [routeKey(bound.route), bound]));
  return async (event) => {
    const bound = byKey.get(event.routeKey);
    if (!bound) return routeNotFound(event, Date.now());
    return bound.handler(event, bound.route, deps);
  };
}
