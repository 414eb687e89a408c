import { REQUEST_TIMEOUT_MS, type Renewal } from '#app/api/client.ts';
import { takeEarlyRefresh } from '#app/api/early.ts';
import { REFRESH_LOCK } from '#app/boot/early-start.ts';
import { $lang } from '#app/stores/lang.ts';
import { $userInfo, forgetUser, setUserInfo } from '#app/stores/user-info.ts';
import type { EndpointAnswer } from '#core/contracts/endpoint.ts';
import { refresh } from '#core/contracts/endpoints/user.ts';
import { CODE, readEnvelope } from '#core/contracts/envelope.ts';

/** What one refresh came to: a new access token, a session that is over, or no answer. */
export type Exchange = Renewal;

/**
 * One POST /client/user/refresh. The refresh token is the HttpOnly cookie the browser sends (it
 * is scoped to this path); the answer carries the new access token, kept in memory only, and a
 * new cookie. Answers the parsed body (null for an HTTP failure); rejects when the network failed.
 * The app shell's first script sends the same request on page load (src/app/boot/early-start.ts).
 */
async function requestRefresh(): Promise<unknown> {
  const response = await fetch(refresh.path, {
    method: 'POST',
    headers: { server: 'true', 'think-lang': $lang.get(), 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return response.ok ? await response.json() : null;
}

/** What a refresh's answer means; a renewed access token is put in place. */
function settle(body: unknown): Exchange {
  const answer = readEnvelope(body);
  if (!answer) return 'failed';
  if (answer.code !== CODE.success) return 'refused';
  // The refresh answer's token (src/core/contracts/user.ts tokenPairSchema), read without Zod:
  // this runs at start-up, before any route.
  const { token } = (answer.data ?? {}) as Partial<EndpointAnswer<typeof refresh>>;
  if (typeof token !== 'string') return 'failed';
  setUserInfo({ token, refresh_token: '' });
  return 'renewed';
}

/** One refresh, sent now or (`sent`) the one already sent, and what it means. */
async function exchange(sent?: Promise<unknown>): Promise<Exchange> {
  try {
    return settle(await (sent ?? requestRefresh()));
  } catch {
    // Offline or timed out: the session cannot be renewed now; the caller applies the 409 rule.
    return 'failed';
  }
}

/**
 * Renews the access token after the server refused `staleToken` (or, with '', when this page
 * has none yet). Runs under a Web Lock shared by the site's tabs, so two tabs never present the
 * same refresh cookie at once. Answers what it came to (`renewed` also when another call or tab
 * put a newer token in place first).
 */
export function refreshTokens(staleToken: string): Promise<Exchange> {
  const run = async (): Promise<Exchange> => {
    const { token } = $userInfo.get();
    if (token && token !== staleToken) return 'renewed';
    let result = await exchange();
    // Without Web Locks another tab may have rotated the cookie in the meantime: the browser now
    // holds the newer one, so one more try settles it.
    if (result === 'refused' && !locks) result = await exchange();
    return result;
  };
  // Older browsers (and test DOMs) lack Web Locks; within one tab the API client already
  // lets one refresh run at a time.
  const locks: LockManager | null | undefined =
    typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}

let restoring: Promise<Exchange> | null = null;

/**
 * On page load the access token is gone (memory only): a member who was signed in gets a new one
 * from the refresh cookie before anything asks whether they are logged in. A session that cannot
 * be restored (logged out elsewhere, expired) forgets the member; a network failure keeps them,
 * so the next call tries again. Answers what it found: `none` when there was nothing to restore
 * (no member known, or a token already in place), `failed` when the session could not be reached.
 */
export function restoreSession(): Promise<Exchange | 'none'> {
  const user = $userInfo.get();
  if (!user.id || user.token) return Promise.resolve('none');
  restoring ??= (async () => {
    // The refresh the app shell's first script started (under the same lock) is this one.
    const early = takeEarlyRefresh();
    const result = await (async () => {
      if (early) return exchange(early);
      const locks: LockManager | null | undefined =
        typeof navigator === 'undefined' ? undefined : navigator.locks;
      const run = async () => ($userInfo.get().token ? 'renewed' : await exchange());
      return locks ? locks.request(REFRESH_LOCK, run) : run();
    })();
    if (result === 'refused') forgetUser();
    return result;
  })().finally(() => {
    restoring = null;
  });
  return restoring;
}
