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
 * For a member, the refresh and the route's calls go out from a dedicated worker the script starts
 * with its own source (see `earlyStart`), so that neither the refresh's Web Lock nor the calls
 * after it wait for the page's main thread, which is busy loading the app.
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
};

declare global {
  interface Window {
    __lpEarly?: EarlyStart;
  }
}

/**
 * What the worker is told of the page: its address's path, language, origin (a blob worker's own
 * base is its blob: address, so its requests are absolute) and time-zone offset in minutes.
 */
export type EarlyEnv = { readonly p: string; readonly l: string; readonly o: string; readonly z: number };

/**
 * Runs twice for a member: in the page (no `env`), where it sets the frame and, for a member who
 * was signed in, starts a dedicated worker with its own source and `env`; and in that worker,
 * which takes the refresh's Web Lock, sends the refresh, then with the renewed token the route's
 * data calls, and posts each answer to the page (`[index, status, body]`: index -1 the refresh's
 * parsed answer, status 0 a network failure). The page's main thread is busy evaluating the app
 * while it loads, and a lock asked from it, or a response's continuation, waits for it (the lock
 * is granted about when `readyState` is `complete`); a worker's lock is granted at once and its
 * requests chain without the page. When no worker can start, the same steps run in the page.
 */
export function earlyStart(c: EarlyStartConfig, env?: EarlyEnv): void {
  const headers = (token: string, lang: string): Record<string, string> => {
    const h: Record<string, string> = { server: 'true', 'think-lang': lang };
    if (token) h['ba-user-token'] = token;
    return h;
  };
  /** The route's data calls for the path (absolute when `e.o` is set). */
  const routeCalls = (e: EarlyEnv): string[] => {
    for (const [source, list] of c.routes) {
      const match = new RegExp(source, 'i').exec(e.p);
      if (match)
        return list.map(([path, query]) => {
          const search = new URLSearchParams();
          for (const [name, value] of query)
            search.append(
              name,
              value === null
                ? String(e.z)
                : typeof value === 'number'
                  ? decodeURIComponent(match[value] || '')
                  : value,
            );
          const text = search.toString();
          return text ? `${path}?${text}` : path;
        });
    }
    return [];
  };
  /** The token in a refresh answer, or '' when it is not a renewal. */
  const tokenOf = (a: unknown): string => {
    const answer = a as { code?: unknown; data?: { token?: unknown } } | null;
    return answer && answer.code === 1 && answer.data && typeof answer.data.token === 'string'
      ? answer.data.token
      : '';
  };
  /** The lock, the refresh, then the route's calls with the renewed token; each answer to `send`. */
  const run = (e: EarlyEnv, send: (index: number, status: number, body?: unknown) => void) => {
    const exchange = () =>
      fetch(e.o + c.refresh, {
        method: 'POST',
        headers: Object.assign(headers('', e.l), { 'content-type': 'application/json' }),
        // The answer also carries the start-up data (the start-up call's, one round trip less).
        body: '{"start_up":true}',
        credentials: 'same-origin',
        signal: AbortSignal.timeout(c.timeout),
      }).then((r) => (r.ok ? r.json() : null));
    // The lock is held until the answer (and with it the new cookie) is in, as the app's own refresh does.
    (navigator.locks ? navigator.locks.request(c.lock, exchange) : exchange()).then(
      (answer) => {
        send(-1, 1, answer);
        const token = tokenOf(answer);
        // A route's data is a member's: without a session it is not asked for.
        if (token)
          routeCalls(e).forEach((url, i) => {
            fetch(e.o + url, { method: 'GET', headers: headers(token, e.l), credentials: 'same-origin' })
              .then((r) => r.text().then((body) => send(i, r.status, body)))
              .catch(() => send(i, 0));
          });
      },
      () => send(-1, 0),
    );
  };
  if (env) {
    let left = routeCalls(env).length + 1;
    run(env, (index, status, body) => {
      postMessage([index, status, body]);
      if (--left === 0 || (index < 0 && !tokenOf(body))) close();
    });
    return;
  }
  const frame = c.frames.find((entry) => new RegExp(entry[0], 'i').test(location.pathname));
  const lang = document.documentElement.lang;
  document.documentElement.dataset.frame = frame ? frame[1] : 'none';
  let id: unknown;
  try {
    id = JSON.parse(localStorage.getItem(c.user) || '{}').id;
  } catch {
    // Unreadable storage: nobody to restore (the app reads it the same way).
  }
  let refresh: Promise<unknown> | null = null;
  const calls: EarlyCall[] = [];
  let startUp: Promise<unknown> = Promise.resolve(null);
  let token: Promise<string> = Promise.resolve('');
  if (typeof id === 'string' && id) {
    const e: EarlyEnv = {
      p: location.pathname,
      l: lang,
      o: location.origin,
      z: new Date().getTimezoneOffset(),
    };
    const settle: ((status: number, body?: unknown) => void)[] = [];
    /** The answer `send` will be given for `index` (-1 the refresh). */
    const answer = (index: number) =>
      new Promise<[number, unknown]>((resolve) => {
        settle[index + 1] = (status, body) => resolve([status, body]);
      });
    refresh = answer(-1).then(([status, body]) => (status ? body : Promise.reject(new TypeError('network'))));
    const pending = routeCalls(e).map((url, i) => ({ url: url, answer: answer(i) }));
    const send = (index: number, status: number, body?: unknown) => settle[index + 1]?.(status, body);
    let heard = false;
    const inPage = () => {
      if (!heard) run({ p: e.p, l: e.l, o: '', z: e.z }, send);
      heard = true;
    };
    try {
      const url = URL.createObjectURL(
        new Blob([`(${earlyStart})(${JSON.stringify(c)},${JSON.stringify(e)})`]),
      );
      const worker = new Worker(url);
      URL.revokeObjectURL(url);
      worker.onmessage = (m) => {
        heard = true;
        send(m.data[0], m.data[1], m.data[2]);
      };
      // A worker that cannot start (or fails before its first answer): the page sends the calls.
      worker.onerror = inPage;
    } catch {
      inPage();
    }
    refresh.catch(() => undefined);
    const renewed = refresh.then(
      (a) => (tokenOf(a) ? (a as { time?: unknown; data: { start_up?: unknown } }) : null),
      () => null,
    );
    token = renewed.then((a) => (a ? tokenOf(a) : ''));
    startUp = renewed.then((a) =>
      a?.data.start_up ? { code: 1, msg: '', time: a.time, data: a.data.start_up } : null,
    );
    for (const { url, answer } of pending) {
      const response = token.then((t) =>
        // A route's data is a member's: without a session it is not asked for (nor taken, see src/app/api/early.ts).
        t
          ? answer.then(([status, body]) =>
              status ? new Response(body as string, { status }) : Promise.reject(new TypeError('network')),
            )
          : Promise.reject(new Error('no session')),
      );
      response.catch(() => undefined);
      calls.push({ url: url, token: token, response: response });
    }
  }
  // The start-up call: the refresh's answer carries it; else (or without a session) it is sent from here.
  const response = Promise.all([token, startUp]).then(([t, envelope]) =>
    envelope
      ? new Response(JSON.stringify(envelope))
      : fetch(c.startUp, { method: 'GET', headers: headers(t, lang), credentials: 'same-origin' }),
  );
  response.catch(() => undefined);
  calls.unshift({ url: c.startUp, token: token, response: response });
  window.__lpEarly = { refresh: refresh, calls: calls };
}

/** The inline script: `earlyStart` called with the app's names, paths and route data calls. */
export function earlyStartScript(config: EarlyStartConfig): string {
  // Indentation and the compiler's comments dropped (lines kept, so statements end as written;
  // the function's source has no string or expression containing a comment's delimiters).
  const source = earlyStart
    .toString()
    .replace(/\/\*[\s\S]*?\*\/\s*/g, '')
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
