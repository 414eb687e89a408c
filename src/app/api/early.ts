import type { EarlyCall } from '#app/boot/early-start.ts';

/**
 * Takes the calls the app shell's first script started (src/app/boot/early-start.ts), each once:
 * a later call of the same kind goes to the network as before.
 */

/** The session refresh the shell started (its parsed answer), or null: then the app refreshes itself. */
export function takeEarlyRefresh(): Promise<unknown> | null {
  const early = typeof window === 'undefined' ? undefined : window.__lpEarly;
  const refresh = early?.refresh ?? null;
  if (early) early.refresh = null;
  return refresh;
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

function tokenOf(init: RequestInit | undefined): string {
  return new Headers(init?.headers).get('ba-user-token') ?? '';
}

/**
 * The API client's fetch: a GET of the address a shell-started call went to, with the same token,
 * answers that call's response (a network failure rejects as the fetch would; the caller's signal
 * still ends the wait); anything else goes to `fetch`.
 */
export async function fetchOrTakeEarly(
  fetcher: typeof fetch,
  input: string,
  init?: RequestInit,
): Promise<Response> {
  const calls: EarlyCall[] | undefined = typeof window === 'undefined' ? undefined : window.__lpEarly?.calls;
  const index =
    calls && (init?.method ?? 'GET') === 'GET' ? calls.findIndex((call) => call.url === input) : -1;
  const call = index >= 0 ? calls?.splice(index, 1)[0] : undefined;
  if (!call || (await call.token) !== tokenOf(init)) return fetcher(input, init);
  return init?.signal ? Promise.race([call.response, aborted(init.signal)]) : call.response;
}
