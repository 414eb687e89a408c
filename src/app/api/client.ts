import {
  ApiCodeError,
  ApiContractError,
  ApiHttpError,
  ApiNetworkError,
  ApiTimeoutError,
} from '#app/api/errors.ts';
import { type Query, withQuery } from '#app/api/query.ts';
import type { CommonKey } from '#app/i18n/common/en.ts';
import type { AuthRoute } from '#app/stores/auth-route.ts';
import type { EndpointAnswer, EndpointDef, EndpointInput } from '#core/contracts/endpoint.ts';
import { CODE, type Envelope, NEED_LOGIN_TYPE, readEnvelope } from '#core/contracts/envelope.ts';
import type { Lang } from '#core/i18n/lang.ts';

/** Requests give up after this long (spec: time-outs not shown; 15 s suits mobile networks). */
export const REQUEST_TIMEOUT_MS = 15_000;

export type { AuthRoute };

/** Everything the client needs from the app, injected so that tests drive it without a browser. */
/** What renewing the access token came to (ApiClientDeps.auth.refresh). */
export type Renewal = 'renewed' | 'refused' | 'failed';

export type ApiClientDeps = {
  readonly fetch: typeof fetch;
  /** Prefix of every path; empty for the same origin. */
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly lang: () => Lang;
  /** The access token, empty when anonymous. */
  readonly token: () => string;
  readonly isOnline: () => boolean;
  readonly t: (key: CommonKey, values?: Record<string, string | number>) => string;
  /** Shows a toast; `buyLink` is where to buy the plan a refusal names (shown as a button). */
  readonly toast: (type: 'success' | 'error', message: string, buyLink?: string) => void;
  readonly loading: { readonly open: () => void; readonly close: () => void };
  readonly auth: {
    /** Name of the route on screen, if any. */
    readonly currentRoute: () => string | undefined;
    readonly clearToken: () => void;
    readonly goTo: (route: AuthRoute) => void;
    /**
     * Exchanges the refresh token for a new token pair after the server refused `staleToken`:
     * `renewed` when a newer access token is in place (also when another call or tab got it
     * first), `refused` when the session is over, `failed` when no answer came (offline, timed
     * out, an HTTP failure). Without it, an expired token goes straight to the login route.
     */
    readonly refresh?: (staleToken: string) => Promise<Renewal>;
  };
};

/** Options of an endpoint call: everything but the method and the body (the endpoint says those). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** An endpoint call's input and options; the input may be left out when the endpoint takes none. */
export type CallArgs<E extends EndpointDef> =
  undefined extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

export type RequestOptions = {
  readonly method?: 'GET' | 'POST';
  /** Nested objects are flattened as name[key], arrays as name[0]. */
  readonly query?: Query;
  /** JSON-serialisable value, or FormData for multipart uploads. */
  readonly body?: unknown;
  /** Toast for transport failures (HTTP status, timeout, network). Default true. */
  readonly showErrorMessage?: boolean;
  /** Toast with `msg` when the code is not 1. Default true. */
  readonly showCodeMessage?: boolean;
  /** Toast with `msg` (or "Operation successful") when the code is 1. Default false. */
  readonly showSuccessMessage?: boolean;
  /** Show the loading overlay while the request runs. Default false. */
  readonly loading?: boolean;
};

/** The message key of an HTTP status (spec section 8). */
export function httpStatusMessageKey(status: number): CommonKey {
  switch (status) {
    case 302:
    case 400:
    case 401:
    case 404:
    case 408:
    case 409:
    case 500:
    case 501:
    case 502:
    case 503:
    case 504:
    case 505:
      return `api.${status}`;
    case 403:
      return 'api.401';
    default:
      return 'api.other';
  }
}

/** Where to buy the plan a refusal for want of one names (#core/plans.ts PlanRefusal): an in-app path. */
function buyLinkOf(data: unknown): string | undefined {
  const link = isRecord(data) && data.reason === 'plan_required' ? data.link : '';
  return typeof link === 'string' && link[0] === '/' ? link : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * What checks an answer's `data` where the caller asks for it: a Zod schema, or anything with
 * its `safeParse`. The client imports no Zod itself (it is in the app's first load).
 */
export type AnswerCheck<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
};

/**
 * An endpoint's answer as the server sends it: the server builds it from the endpoint's answer
 * contract (its type is the contract's output, src/core/contracts/endpoint.ts), so the browser
 * neither loads nor runs the schema.
 */
const asSent = { safeParse: (data: unknown) => ({ success: true as const, data }) };

/**
 * The fetch-based API client: sends the product headers, checks the envelope (and a caller's
 * answer check, if any), and applies every rule of spec section 8 in one place. It rejects
 * with one of the errors of `errors.ts`; callers decide nothing about toasts or redirects.
 */
export function createApiClient(deps: ApiClientDeps) {
  /** The toast text of a transport failure. */
  function transportMessage(error: unknown): string {
    if (error instanceof ApiHttpError) return deps.t(httpStatusMessageKey(error.status), { url: error.url });
    if (error instanceof ApiTimeoutError) return deps.t('api.timeout');
    if (error instanceof ApiNetworkError)
      return deps.t(error.offline ? 'api.offline' : 'api.serverException');
    return deps.t('api.other');
  }

  /** Code other than 1: toast, or for 303/409 the login or user route. */
  function handleCodeFailure(envelope: Envelope<unknown>, showCodeMessage: boolean): void {
    if (envelope.code === CODE.needLogin || envelope.code === CODE.tokenExpired) {
      // 303 acts only with data (spec section 8); 409 always means the session is over.
      if (envelope.code === CODE.needLogin && !isRecord(envelope.data)) return;
      const needLogin =
        envelope.code === CODE.tokenExpired ||
        (isRecord(envelope.data) && envelope.data.type === NEED_LOGIN_TYPE);
      const target: AuthRoute = needLogin ? 'userLogin' : 'user';
      if (needLogin) deps.auth.clearToken();
      if (deps.auth.currentRoute() === target) return;
      if (showCodeMessage && envelope.msg) deps.toast('error', envelope.msg);
      deps.auth.goTo(target);
      return;
    }
    if (showCodeMessage && envelope.msg) deps.toast('error', envelope.msg, buyLinkOf(envelope.data));
  }

  let refreshing: Promise<Renewal> | null = null;

  /**
   * After the server refused `staleToken` (409, or 303 "need login" although a token was sent):
   * one refresh for all calls that failed with it at once. A token that changed meanwhile was
   * renewed by someone else and is simply used.
   */
  function renewToken(staleToken: string): Promise<Renewal> {
    const refresh = deps.auth.refresh;
    if (!refresh) return Promise.resolve('refused');
    const current = deps.token();
    if (current && current !== staleToken) return Promise.resolve('renewed');
    refreshing ??= refresh(staleToken)
      .catch((): Renewal => 'failed')
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** Whether a failed call may be retried once with a renewed token. */
  function tokenRefused(envelope: Envelope<unknown>): boolean {
    if (envelope.code === CODE.tokenExpired) return true;
    return (
      envelope.code === CODE.needLogin && isRecord(envelope.data) && envelope.data.type === NEED_LOGIN_TYPE
    );
  }

  async function send(url: string, init: RequestInit): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    try {
      let response: Response;
      try {
        response = await deps.fetch(url, { ...init, signal: controller.signal });
      } catch (cause) {
        if (timedOut) throw new ApiTimeoutError(url);
        throw new ApiNetworkError(url, !deps.isOnline(), { cause });
      }
      if (!response.ok) throw new ApiHttpError(response.status, url);
      try {
        return await response.json();
      } catch (cause) {
        if (timedOut) throw new ApiTimeoutError(url);
        throw new ApiContractError(url, { cause });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  /** One call; resolves with the envelope whose data matched `data`, rejects with an ApiError. */
  async function request<T>(
    path: string,
    data: AnswerCheck<T>,
    options: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const { showErrorMessage = true, showCodeMessage = true, showSuccessMessage = false } = options;
    const url = withQuery(`${deps.baseUrl}${path}`, options.query);
    let body: BodyInit | null = null;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
    }

    /** One round trip with the current token: the envelope, or a rejection (with its toast). */
    async function exchange(token: string): Promise<Envelope<unknown>> {
      const headers = new Headers({ server: 'true', 'think-lang': deps.lang() });
      if (token) headers.set('ba-user-token', token);
      if (body !== null && !(body instanceof FormData)) headers.set('content-type', 'application/json');
      let json: unknown;
      try {
        json = await send(url, {
          method: options.method ?? 'GET',
          headers,
          body,
          credentials: 'same-origin',
        });
      } catch (error) {
        if (showErrorMessage) deps.toast('error', transportMessage(error));
        throw error;
      }
      const envelope = readEnvelope(json);
      if (!envelope) {
        if (showErrorMessage) deps.toast('error', deps.t('api.other'));
        throw new ApiContractError(url);
      }
      return envelope;
    }

    if (options.loading) deps.loading.open();
    try {
      const token = deps.token();
      let envelope = await exchange(token);
      // An expired access token: renew the pair once and repeat the call (spec rule only if the
      // server refuses the renewal).
      if (token && tokenRefused(envelope)) {
        const renewal = await renewToken(token);
        if (renewal === 'renewed') envelope = await exchange(deps.token());
        if (renewal === 'failed') {
          // No answer to the renewal: the session may well be alive, so the call fails as the
          // network did and the member stays where they are (the next call tries again).
          const error = new ApiNetworkError(url, !deps.isOnline());
          if (showErrorMessage) deps.toast('error', transportMessage(error));
          throw error;
        }
      }
      if (envelope.code !== CODE.success) {
        handleCodeFailure(envelope, showCodeMessage);
        throw new ApiCodeError(envelope);
      }
      const parsed = data.safeParse(envelope.data);
      if (!parsed.success) {
        if (showErrorMessage) deps.toast('error', deps.t('api.other'));
        throw new ApiContractError(url, { cause: parsed.error });
      }
      if (showSuccessMessage) deps.toast('success', envelope.msg || deps.t('api.success'));
      return { ...envelope, data: parsed.data };
    } finally {
      if (options.loading) deps.loading.close();
    }
  }

  /**
   * One call of an endpoint of src/core/contracts/endpoints/: its method and path, `input` as the
   * query of a GET or the body of a POST, the answer's `data` as the server sent it (typed by the
   * endpoint's answer contract; the server validated the request with the endpoint's schemas).
   */
  function call<E extends EndpointDef>(
    endpoint: E,
    ...[input, options = {}]: CallArgs<E>
  ): Promise<Envelope<EndpointAnswer<E>>> {
    const answer = asSent as AnswerCheck<EndpointAnswer<E>>;
    if (endpoint.method === 'GET')
      return request(endpoint.path, answer, {
        ...options,
        method: 'GET',
        query: { ...(input as Query | undefined), ...options.query },
      });
    return request(endpoint.path, answer, { ...options, method: 'POST', body: input });
  }

  return {
    call,
    request,
    get: <T>(path: string, data: AnswerCheck<T>, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
      request(path, data, { ...options, method: 'GET' }),
    post: <T>(
      path: string,
      data: AnswerCheck<T>,
      body?: unknown,
      options: Omit<RequestOptions, 'method'> = {},
    ) => request(path, data, { ...options, method: 'POST', body }),
  };
}
