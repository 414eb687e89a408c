import type { APIGatewayProxyHandlerV2 } from 'aws-lambda';
import { type EndpointDef, type RouteDef, routeKey } from '#core/contracts/endpoint.ts';
import { CODE } from '#core/contracts/envelope.ts';
import { format, toLang } from '#core/i18n/lang.ts';
import { ERRORS } from '#functions/platform/errors.ts';
import {
  type ApiEvent,
  type ApiHandler,
  type ApiResult,
  accessToken,
  authenticateAhead,
  envelopeResult,
  type HandlerDeps,
  refuseWithoutToken,
} from '#functions/platform/handler.ts';
import { endInvocation } from '#functions/platform/invocation.ts';
import { cameThroughCdn } from '#functions/platform/origin.ts';
import { sourceMappedStack } from '#functions/platform/stack-map.ts';

/**
 * A group's endpoints: the exports of its file in src/core/contracts/endpoints/ (imported as a
 * namespace, so the group's Lambda bundles only its own schemas).
 */
export type GroupEndpoints = Readonly<Record<string, EndpointDef>>;

/** A group's handlers, exactly one per endpoint of the group, by the endpoint's name (checked by the type). */
export type GroupHandlers<E extends GroupEndpoints> = { readonly [K in keyof E]: ApiHandler };

export type BoundRoute = { route: RouteDef; handler: ApiHandler };

/** Pairs each endpoint of a group with its handler. */
export function bindGroup<E extends GroupEndpoints>(endpoints: E, handlers: GroupHandlers<E>): BoundRoute[] {
  return Object.entries(endpoints).map(([name, endpoint]) => {
    const handler = (handlers as Record<string, ApiHandler | undefined>)[name];
    if (!handler) throw new Error(`No handler for ${routeKey(endpoint)} (${name})`);
    const { method, path, group, auth } = endpoint;
    return { route: { method, path, group, auth }, handler };
  });
}

/**
 * A route's handler whose module loads on the route's first request: a cold Lambda evaluates (and,
 * bundled with code splitting, even reads) only the code of the route it answers, not the
 * group's other handlers with their contracts and repositories (BENCHMARKS row 8; README
 * "Lambda cold starts"). `onFirstRequest(async () => (await import('…/x.ts')).xHandler)`. A route
 * that needs a login refuses a request without a token before its code loads, as it would after.
 */
export function onFirstRequest(load: () => Promise<ApiHandler>): ApiHandler {
  let loading: Promise<ApiHandler> | undefined;
  // Once loaded, called directly: no promise of the module per request (every beacon comes here).
  let loaded: ApiHandler | undefined;
  return (event, route, deps) => {
    if (route.auth === 'user' && !accessToken(event)) return refuseWithoutToken(event, route, deps);
    if (loaded) return loaded(event, route, deps);
    // The caller is authenticated while the route's code loads (functions/platform/handler.ts).
    const authenticating = authenticateAhead(event, route, deps);
    if (!loading) {
      // Then the code loads a turn of the event loop later: the member's read is on its way
      // before the main thread is busy compiling the route's code.
      loading = authenticating ? nextTurn().then(load) : load();
      loading.then(
        (handler) => {
          loaded = handler;
        },
        // A failed load is not kept: the next request tries again.
        () => {
          loading = undefined;
        },
      );
    }
    return loading.then((handler) => handler(event, route, deps));
  };
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

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
  name: 'RequestTooLarge' | 'PathUnreadable' | 'OriginRefused',
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

/**
 * The Lambda entry of one group: API Gateway names the matched route in `routeKey`. Each
 * invocation ends with `endInvocation` (the metrics it recorded are written once).
 */
export function lambdaEntry(routes: BoundRoute[], deps?: Partial<HandlerDeps>): APIGatewayProxyHandlerV2 {
  const byKey = new Map(routes.map((bound) => [routeKey(bound.route), bound]));
  return async (event) => {
    if (!cameThroughCdn(event.headers)) {
      return refusedRequest(event.headers, 'OriginRefused', {}, Date.now());
    }
    const bound = byKey.get(event.routeKey);
    if (!bound) return routeNotFound(event, Date.now());
    try {
      return await bound.handler(event, bound.route, deps);
    } finally {
      endInvocation();
    }
  };
}

/**
 * A scheduled job's run on Lambda (an EventBridge event), ended like an API invocation. A failure
 * goes on to the runtime, which logs it, with its stack mapped to the sources first.
 */
export async function scheduledRun<T>(job: () => Promise<T>): Promise<T> {
  try {
    return await job();
  } catch (error) {
    if (error instanceof Error && error.stack) error.stack = sourceMappedStack(error.stack);
    throw error;
  } finally {
    endInvocation();
  }
}
