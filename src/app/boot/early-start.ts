/**
 * The app's first calls, started by the app shell's first script (src/pages/app.astro) before any
 * of the app's modules has downloaded: the session refresh (for a member who was signed in on this
 * browser), whose answer also carries the start-up data (`start_up` in its body), then with the
 * renewed token the current route's data calls (src/app/router/route-data-calls.ts); without a
 * session, the start-up call. The app takes what they answer
 * (src/app/api/early.ts) instead of calling again: the session store reads the refresh's answer
 * exactly as its own call's, and the API client the start-up call's response as its own fetch's,
 * so failures, refusals and time-outs are handled where they were.
 *
 * `earlyStart` is written into the shell as source (`earlyStartScript`): self-contained, no
 * imports, and small (the shell's size budget is asserted in
 * tests/integration/local/app-shell-preloads.test.ts).
 */

/** The Web Lock under which tabs take turns refreshing (each then sends the cookie the previous one received). */
export const REFRESH_LOCK = 'ba-token-refresh';

export type EarlyStartConfig = {
  /** localStorage key of the persisted user info (id only is read). */
  readonly user: string;
  /** Web Lock shared with src/app/api/session.ts: tabs take turns presenting the refresh cookie. */
  readonly lock: string;
  /** POST path of the refresh. */
  readonly refresh: string;
  /** GET path and query of the start-up call, as the API client spells it. */
  readonly startUp: string;
  /** Each request's time limit (the API client's). */
  readonly timeout: number;
  /** The skeleton's frame (a layout's name) for the addresses a regular expression source matches; else `none`. */
  readonly frames: readonly (readonly [string, string])[];
  /**
   * Routes with data calls: the pattern's regular expression source (parameters captured in
   * order), then each call's path and query; a query value is a literal, the index of a captured
   * parameter, or null for the time-zone offset in minutes.
   */
  readonly routes: readonly (readonly [
    string,
    readonly (readonly [string, readonly (readonly [string, string | number | null])[]])[],
  ])[];
};

/** A call the app shell started: the address and token it was sent with, and its response. */
export type EarlyCall = {
  readonly url: string;
  readonly token: Promise<string>;
  readonly response: Promise<Response>;
};

/** What the first script leaves for the app on `window.__lpEarly`. */
export type EarlyStart = {
  /** The refresh's answer (parsed JSON, null for an HTTP failure); rejects when the network failed. Null when nobody was signed in. */
  refresh: Promise<unknown> | null;
  calls: EarlyCall[];
  /**
   * Resolves once the refresh has been sent (at once when nobody was signed in): the shell's later
   * scripts start the app's downloads then, since the Web Lock's grant would otherwise queue behind
   * the tasks that take them in (src/build/route-preloads.ts).
   */
  sent: Promise<void>;
};

declare global {
  interface Window {
    __lpEarly?: EarlyStart;
  }
}

export function earlyStart(c: EarlyStartConfig): void {
  const frame = c.frames.find((entry) => new RegExp(entry[0], 'i').test(location.pathname));
  document.documentElement.dataset.frame = frame ? frame[1] : 'none';
  let id: unknown;
  try {
    id = JSON.parse(localStorage.getItem(c.user) || '{}').id;
  } catch {
    // Unreadable storage: nobody to restore (the app reads it the same way).
  }
  const headers = (token: string): Record<string, string> => {
    const h: Record<string, string> = { server: 'true', 'think-lang': document.documentElement.lang };
    if (token) h['ba-user-token'] = token;
    return h;
  };
  let refresh: Promise<unknown> | null = null;
  let send!: () => void;
  const sent = new Promise<void>((resolve) => {
    send = resolve;
  });
  if (typeof id === 'string' && id) {
    const exchange = () => {
      send();
      return fetch(c.refresh, {
        method: 'POST',
        headers: Object.assign(headers(''), { 'content-type': 'application/json' }),
        // The answer also carries the start-up data (the start-up call's, one round trip less).
        body: '{"start_up":true}',
        credentials: 'same-origin',
        signal: AbortSignal.timeout(c.timeout),
      }).then((r) => (r.ok ? r.json() : null));
    };
    // The lock is held until the answer (and with it the new cookie) is in, as the app's own refresh does.
    refresh = navigator.locks ? navigator.locks.request(c.lock, exchange) : exchange();
    refresh.catch(() => undefined);
  } else send();
  const renewed = (refresh || Promise.resolve(null)).then(
    (a) => {
      const answer = a as {
        code?: unknown;
        time?: unknown;
        data?: { token?: unknown; start_up?: unknown };
      } | null;
      return answer && answer.code === 1 && answer.data && typeof answer.data.token === 'string'
        ? answer
        : null;
    },
    () => null,
  );
  const token = renewed.then((answer) => (answer ? String(answer.data?.token) : ''));
  const calls: EarlyCall[] = [];
  /** `carried`: the call's answer when another answer brought it (the API client reads it as this call's). */
  const get = (url: string, signedIn: boolean, carried?: Promise<unknown>) => {
    const response = Promise.all([token, carried]).then(([t, envelope]) =>
      envelope
        ? new Response(JSON.stringify(envelope))
        : // A route's data is a member's: without a session it is not asked for (nor taken, see src/app/api/early.ts).
          signedIn && !t
          ? Promise.reject(new Error('no session'))
          : fetch(url, { method: 'GET', headers: headers(t), credentials: 'same-origin' }),
    );
    response.catch(() => undefined);
    calls.push({ url: url, token: token, response: response });
  };
  get(
    c.startUp,
    false,
    renewed.then((a) =>
      a?.data?.start_up ? { code: 1, msg: '', time: a.time, data: a.data.start_up } : null,
    ),
  );
  for (const [source, list] of refresh ? c.routes : []) {
    const match = new RegExp(source, 'i').exec(location.pathname);
    if (!match) continue;
    for (const [path, query] of list) {
      const search = new URLSearchParams();
      for (const [name, value] of query)
        search.append(
          name,
          value === null
            ? String(new Date().getTimezoneOffset())
            : typeof value === 'number'
              ? decodeURIComponent(match[value] || '')
              : value,
        );
      const text = search.toString();
      get(text ? `${path}?${text}` : path, true);
    }
    break;
  }
  window.__lpEarly = { refresh: refresh, calls: calls, sent: sent };
}

/** The inline script: `earlyStart` called with the app's names, paths and route data calls. */
export function earlyStartScript(config: EarlyStartConfig): string {
  // Indentation and the compiler's comments dropped (lines kept, so statements end as written;
  // the function's source has no string or expression containing a comment's delimiters).
  const source = earlyStart
    .toString()
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\n\s+/g, '\n');
  return `(${source})(${JSON.stringify(config)})`;
}

/** The `frames` of the config: one expression per layout, matching its routes' patterns. */
export function earlyFrames(
  patterns: Readonly<Record<string, string>>,
  layouts: Readonly<Record<string, { readonly layout: string }>>,
  source: (pattern: string) => string,
): EarlyStartConfig['frames'] {
  const byLayout = new Map<string, string[]>();
  for (const [name, pattern] of Object.entries(patterns)) {
    const layout = layouts[name]?.layout;
    if (layout && layout !== 'none') byLayout.set(layout, [...(byLayout.get(layout) ?? []), source(pattern)]);
  }
  return [...byLayout].map(([layout, sources]) => [sources.join('|'), layout]);
}

/** The `routes` of the config: each route's data calls with their query values resolved against its pattern. */
export function earlyRoutes(
  patterns: Readonly<Record<string, string>>,
  calls: Readonly<
    Record<
      string,
      readonly { readonly path: string; readonly query: Readonly<Record<string, string>> }[] | undefined
    >
  >,
  tzOffset: string,
  source: (pattern: string) => string,
): EarlyStartConfig['routes'] {
  return Object.entries(calls).flatMap(([name, list]) => {
    const pattern = patterns[name];
    if (!pattern || !list) return [];
    const params = pattern.split('/').filter((part) => part.startsWith(':'));
    const value = (spelled: string): string | number | null => {
      if (spelled === tzOffset) return null;
      const index = params.indexOf(spelled);
      if (spelled.startsWith(':') && index < 0) throw new Error(`route ${name} has no parameter ${spelled}`);
      return spelled.startsWith(':') ? index + 1 : spelled;
    };
    return [
      [
        source(pattern),
        list.map(({ path, query }) => [
          path,
          Object.entries(query).map(([key, spelled]) => [key, value(spelled)]),
        ]),
      ],
    ] as EarlyStartConfig['routes'];
  });
}
