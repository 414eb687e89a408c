import { REQUEST_TIMEOUT_MS } from '#app/api/client.ts';
import { $lang } from '#app/stores/lang.ts';
import { $userInfo, adoptStoredUser, setUserInfo } from '#app/stores/user-info.ts';
import { CODE, envelopeOf } from '#core/contracts/envelope.ts';
import { tokenPairSchema } from '#core/contracts/user.ts';

const REFRESH_PATH = '/client/user/refresh';
/** Tabs take turns refreshing: the second one finds the pair the first one stored. */
const REFRESH_LOCK = 'ba-token-refresh';

const refreshAnswerSchema = envelopeOf(tokenPairSchema);

async function exchange(refreshToken: string): Promise<boolean> {
  try {
    const response = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers: { server: 'true', 'think-lang': $lang.get(), 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = refreshAnswerSchema.safeParse(response.ok ? await response.json() : null);
    if (!answer.success || answer.data.code !== CODE.success) return false;
    setUserInfo(answer.data.data);
    return true;
  } catch {
    // Offline or timed out: the session cannot be renewed now; the caller applies the 409 rule.
    return false;
  }
}

/**
 * Renews the token pair after the server refused `staleToken` (POST /client/user/refresh). Runs
 * under a Web Lock shared by the site's tabs, and first takes the pair another tab may have
 * stored, so two tabs never present the same refresh token (that would read as a stolen token
 * and end the session). True when a newer access token is in place.
 */
export function refreshTokens(staleToken: string): Promise<boolean> {
  const run = async () => {
    adoptStoredUser();
    const { token, refresh_token: refreshToken } = $userInfo.get();
    if (token && token !== staleToken) return true;
    if (!refreshToken) return false;
    return exchange(refreshToken);
  };
  // Older browsers (and test DOMs) lack Web Locks; within one tab the API client already
  // lets one refresh run at a time.
  const locks: LockManager | null | undefined =
    typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}
