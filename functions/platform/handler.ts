import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { parseCookie } from 'cookie';
import type { core } from 'zod';
import type {
  EndpointBody,
  EndpointData,
  EndpointDef,
  EndpointQuery,
  EndpointSchemas,
  RouteAuth,
  RouteDef,
} from '#core/contracts/endpoint.ts';
import { CODE, type Envelope, NEED_LOGIN_TYPE } from '#core/contracts/envelope.ts';
import { format, type Lang, type Localized, toLang } from '#core/i18n/lang.ts';
import { parseLocalized } from '#core/validation/parse.ts';
import { needsSecureCookies } from '#functions/accounts/session-cookie.ts';
import { sessionState } from '#functions/accounts/session-rules.ts';
import { getMemberAndSession } from '#functions/data/sessions-repo.ts';
import type { Member } from '#functions/data/users-repo.ts';
import { AppError, ERRORS, type ErrorName } from '#functions/platform/errors.ts';
import { createLogger, describeError, type Logger } from '#functions/platform/log.ts';
import { viewerAddress } from '#functions/platform/origin.ts';
import { type Clock, systemClock } from '#functions/platform/ports.ts';
import { parseNestedQuery } from '#functions/platform/query.ts';
import { tokenSigningSecret } from '#functions/platform/secrets.ts';
import { verifyAccessToken } from '#functions/platform/tokens.ts';

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

/** The caller, when a valid access token was sent. */
export type Caller = { member: Member; sessionId: string };

/** What the token said, for handlers that treat an expired token differently from none. */
export type TokenState = 'none' | 'valid' | 'expired' | 'invalid';

export type RequestContext = {
  lang: Lang;
  requestId: string;
  nowMs: number;
  /** The viewer's address (functions/platform/origin.ts viewerAddress), not CloudFront's. */
  sourceIp: string;
  userAgent: string;
  caller: Caller | null;
  tokenState: TokenState;
  log: Logger;
  /** The request's cookies (only the refresh route is sent one: the refresh cookie). */
  cookies: Readonly<Record<string, string | undefined>>;
  /** Whether cookies set by the answer must be Secure (all but plain http on a loopback host). */
  secureCookies: boolean;
  /** A request header (lower-case name). */
  header(name: string): string | undefined;
};

/**
 * What a handler answers on success: the envelope's data, optionally a message and Set-Cookie
 * values; `noContent` answers HTTP 204 without an envelope (the insights beacon).
 */
export type Success<T> = { data: T; msg?: Localized; cookies?: string[]; noContent?: true };

type HandlerSpec<E extends EndpointDef> = {
  /** The query and body parsed with the endpoint's contracts; answers the endpoint's `data`. */
  run(input: {
    query: EndpointQuery<E>;
    body: EndpointBody<E>;
    ctx: RequestContext;
  }): Promise<Success<EndpointData<E>>>;
};

/** A handler bound to nothing yet: the group entry binds it to its row of the route table. */
export type ApiHandler = (
  event: ApiEvent,
  route: RouteDef,
  deps?: Partial<HandlerDeps>,
) => Promise<ApiResult>;

export type HandlerDeps = { clock: Clock };

const baseLog = createLogger();

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function envelopeResult(status: number, envelope: Envelope): ApiResult {
  return { statusCode: status, headers: JSON_HEADERS, body: JSON.stringify(envelope) };
}

function header(event: ApiEvent, name: string): string | undefined {
  return event.headers[name] ?? undefined;
}

function eventCookies(event: ApiEvent): Record<string, string | undefined> {
  return event.cookies?.length ? parseCookie(event.cookies.join('; ')) : {};
}

function errorEnvelope(error: AppError, lang: Lang, nowMs: number): { status: number; envelope: Envelope } {
  const entry = ERRORS[error.errorName];
  return {
    status: entry.status,
    envelope: {
      code: entry.code,
      msg: error.localizedMessage || format(entry.text[lang], error.values),
      time: Math.floor(nowMs / 1000),
      data: error.data,
    },
  };
}

function readBody(event: ApiEvent): unknown {
  if (!event.body) return {};
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const type = (header(event, 'content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return parseNestedQuery(raw);
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('BodyUnreadable');
  }
}

function parseOrFail<S extends core.$ZodType>(schema: S, value: unknown, lang: Lang): core.output<S> {
  const result = parseLocalized(schema, value, lang, { nameFields: true });
  if (result.success) return result.data;
  throw new AppError('ValidationFailed', {
    data: { errors: result.errors },
    localizedMessage: result.message,
  });
}

/**
 * The caller of a request with an access token: the JWT must verify (HS256, issuer, audience,
 * expiry), its member must be enabled, and its session must be live (not logged out, not ended by
 * reuse or a password change, not expired). A dead session reads as an expired token (409).
 * No token, no reads: anonymous start-up stays fast.
 */
/** The request's access token (the `ba-user-token` header), if it sent one. */
export function accessToken(event: ApiEvent): string | undefined {
  return header(event, 'ba-user-token') || undefined;
}

type Authentication = { caller: Caller | null; tokenState: TokenState };

async function authenticate(event: ApiEvent, nowMs: number): Promise<Authentication> {
  const token = accessToken(event);
  if (!token) return { caller: null, tokenState: 'none' };
  const check = verifyAccessToken(token, await tokenSigningSecret());
  if (check.status !== 'valid') return { caller: null, tokenState: check.status };
  const { member, session } = await getMemberAndSession(check.claims.sub, check.claims.sid);
  if (member?.status !== 'enable') return { caller: null, tokenState: 'invalid' };
  if (sessionState(session, member, nowMs) !== 'valid') return { caller: null, tokenState: 'expired' };
  return { caller: { member, sessionId: check.claims.sid }, tokenState: 'valid' };
}

/** Authentications begun before their handler ran (`authenticateAhead`), each by its own request. */
const begunAhead = new WeakMap<ApiEvent, { nowMs: number; auth: Promise<Authentication> }>();

/**
 * Begins a request's authentication before its route's code has loaded (`onFirstRequest` on a
 * route's first request, functions/platform/group.ts): the token is checked and the member and
 * the session read while the handler's module and the endpoint's contracts load, not after them
 * (BENCHMARKS row 8). The handler then takes this authentication of its request (the same checks,
 * made once) and the moment it began as the request's time. Only for a request that sent a token
 * to a route that reads it; answers whether it began one.
 */
export function authenticateAhead(event: ApiEvent, route: RouteDef, deps?: Partial<HandlerDeps>): boolean {
  if (route.auth === 'public' || !accessToken(event) || begunAhead.has(event)) return false;
  const nowMs = (deps?.clock ?? systemClock).nowMs();
  const auth = authenticate(event, nowMs);
  // The handler awaits it and answers a failure; if the handler's code fails to load, nothing does.
  auth.catch(() => undefined);
  begunAhead.set(event, { nowMs, auth });
  return true;
}

/**
 * The context a handler reads: one object per request whose methods and lazy getters live on the
 * class, not a fresh closure each. Cookies and the Secure flag are worked out when first read:
 * most requests (every beacon) never look at them.
 */
class EventContext implements RequestContext {
  readonly lang: Lang;
  readonly requestId: string;
  readonly nowMs: number;
  readonly log: Logger;
  readonly caller: Caller | null;
  readonly tokenState: TokenState;
  readonly sourceIp: string;
  readonly userAgent: string;
  readonly #event: ApiEvent;
  #cookies: Record<string, string | undefined> | undefined;
  #secureCookies: boolean | undefined;

  constructor(
    event: ApiEvent,
    known: Pick<RequestContext, 'lang' | 'requestId' | 'nowMs' | 'log'>,
    auth: Pick<RequestContext, 'caller' | 'tokenState'>,
  ) {
    this.#event = event;
    this.lang = known.lang;
    this.requestId = known.requestId;
    this.nowMs = known.nowMs;
    this.log = known.log;
    this.caller = auth.caller;
    this.tokenState = auth.tokenState;
    this.sourceIp = viewerAddress(event.requestContext.http.sourceIp, this.header);
    this.userAgent = event.requestContext.http.userAgent;
  }

  /** Bound to its request, so it can be passed on as a function. */
  readonly header = (name: string): string | undefined => header(this.#event, name);

  get cookies(): Record<string, string | undefined> {
    this.#cookies ??= eventCookies(this.#event);
    return this.#cookies;
  }

  get secureCookies(): boolean {
    this.#secureCookies ??= needsSecureCookies({
      host: this.header('host') ?? this.#event.requestContext.domainName,
      forwardedProto: this.header('x-forwarded-proto'),
    });
    return this.#secureCookies;
  }
}

/** Requires a caller; 409 when the token expired, 303 "need login" otherwise. */
export function requireCaller(ctx: RequestContext): Caller {
  if (ctx.caller) return ctx.caller;
  if (ctx.tokenState === 'expired') throw new AppError('TokenExpired');
  throw new AppError('NeedLogin', { data: { type: NEED_LOGIN_TYPE } });
}

function enforceAuth(auth: RouteAuth, ctx: RequestContext): void {
  if (auth === 'user') requireCaller(ctx);
}

/**
 * Wraps a handler of an endpoint (src/core/contracts/endpoints/) with what every route needs:
 * language, auth, the endpoint's query and body contracts, the envelope, the error catalogue,
 * structured logs, and no internals in answers.
 */
export function defineHandler<const E extends EndpointDef>(endpoint: E, spec: HandlerSpec<E>): ApiHandler {
  // Kept once loaded: a dynamic import resolves its specifier again on every call, which is cheap in
  // a Lambda bundle but not through a module loader's hooks (the local server under tsx).
  let loaded: EndpointSchemas | undefined;
  let loading: Promise<EndpointSchemas> | undefined;
  const loadSchemas = (): Promise<EndpointSchemas> => {
    if (!loading) {
      loading = (async () => (await endpoint.schemas?.()) ?? {})();
      // A failed load is not kept: the next request tries again. Answered where it is awaited.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  return async (event, route, deps) => {
    const early = begunAhead.get(event);
    if (early) begunAhead.delete(event);
    const nowMs = early?.nowMs ?? (deps?.clock ?? systemClock).nowMs();
    const started = performance.now();
    const lang = toLang(header(event, 'think-lang'));
    const requestId = event.requestContext.requestId;
    const log = baseLog.child({ requestId, route: `${route.method} ${route.path}` });
    let status = 200;
    let envelope: Envelope;
    let errorName: ErrorName | undefined;
    let cookies: string[] | undefined;
    let noContent = false;
    try {
      // The endpoint's contracts load on its first request (src/core/contracts/endpoint.ts), while
      // the caller is authenticated; a request refused for its login waits for nothing more.
      const schemasLoaded = loaded ? undefined : loadSchemas();
      const auth =
        route.auth === 'public'
          ? { caller: null, tokenState: 'none' as const }
          : await (early?.auth ?? authenticate(event, nowMs));
      const ctx = new EventContext(event, { lang, requestId, nowMs, log }, auth);
      enforceAuth(route.auth, ctx);
      loaded ??= await schemasLoaded;
      const schemas = loaded ?? {};
      const query = schemas.query
        ? parseOrFail(schemas.query, parseNestedQuery(event.rawQueryString), lang)
        : undefined;
      const body = schemas.body ? parseOrFail(schemas.body, readBody(event), lang) : undefined;
      const result = await spec.run({
        query: query as EndpointQuery<E>,
        body: body as EndpointBody<E>,
        ctx,
      });
      envelope = {
        code: CODE.success,
        msg: result.msg?.[lang] ?? '',
        time: Math.floor(nowMs / 1000),
        data: result.data,
      };
      cookies = result.cookies;
      noContent = result.noContent === true;
    } catch (error) {
      if (error instanceof AppError) {
        errorName = error.errorName;
        ({ status, envelope } = errorEnvelope(error, lang, nowMs));
      } else {
        errorName = 'Internal';
        log.error('unhandled error', describeError(error));
        ({ status, envelope } = errorEnvelope(
          new AppError('Internal', { values: { requestId } }),
          lang,
          nowMs,
        ));
      }
    }
    const ms = Math.round((performance.now() - started) * 100) / 100;
    // A 204 answers a beacon: one line per page view would drown the log, so only at debug level.
    if (noContent) {
      log.debug('request', { code: envelope.code, ms });
      return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
    }
    log.info('request', { code: envelope.code, ...(errorName ? { error: errorName } : {}), ms });
    const result = envelopeResult(status, envelope);
    return cookies?.length ? { ...result, cookies } : result;
  };
}

/**
 * The answer of every route that needs a login to a request without an access token (303 "need
 * login", logged as any route logs it), given without loading the route's own code: the route
 * table's `auth` refuses the request before any endpoint contract or handler would run.
 */
export const refuseWithoutToken: ApiHandler = defineHandler(
  { method: 'GET', path: '/client/', group: '', auth: 'user' },
  {
    run: () => Promise.reject(new Error('Unreachable: a request without a token is refused before this')),
  },
);
