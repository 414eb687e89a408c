import { randomUUID } from 'node:crypto';
import type { TokenPair } from '#core/contracts/user.ts';
import { sessionLifetimeMs, sessionState } from '#functions/accounts/session-rules.ts';
import {
  createSession,
  getMemberAndSession,
  getSession,
  revokeSession,
  rotateSession,
  type StoredSession,
} from '#functions/data/sessions-repo.ts';
import type { StoredMember } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import type { Logger } from '#functions/platform/log.ts';
import { tokenSigningSecret } from '#functions/platform/secrets.ts';
import {
  hashRefreshToken,
  newRefreshToken,
  readRefreshToken,
  signAccessToken,
  successorRefreshToken,
} from '#functions/platform/tokens.ts';

/**
 * Sessions and their token pairs. A session is one login on one device: a short-lived access
 * token (JWT naming the session) plus a refresh-token chain. Each refresh replaces the refresh
 * token; presenting a replaced one again means it was copied, so the whole session ends, except
 * the one just replaced, presented again by the same client at once (`refreshSession`).
 */

async function accessTokenFor(memberId: string, sessionId: string): Promise<string> {
  return signAccessToken({ sub: memberId, sid: sessionId }, await tokenSigningSecret());
}

/** A token pair and whether its session is "remember me" (how long the refresh cookie lives). */
export type IssuedTokens = TokenPair & { keep: boolean };

/** A refresh's new pair, with the member the session is of. */
export type RefreshedSession = IssuedTokens & { member: StoredMember };

/** The client a request came from: a replay of a refresh token from another one is theft. */
export type SessionClient = { ip: string; userAgent: string };

/** Starts a session for a member who just proved who they are; answers its first token pair. */
export async function startSession(
  member: StoredMember,
  options: { keep: boolean; nowMs: number; ip: string; userAgent: string },
): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  const refresh = newRefreshToken(member.id, sessionId);
  const session: StoredSession = {
    memberId: member.id,
    sessionId,
    currentHash: refresh.hash,
    usedHashes: [],
    keep: options.keep,
    createdAt: options.nowMs,
    expiresAt: options.nowMs + sessionLifetimeMs(options.keep),
    rotatedAt: options.nowMs,
    revokedAt: 0,
    revokedBecause: '',
    ip: options.ip,
    userAgent: options.userAgent.slice(0, 300),
    rotatedByIp: options.ip,
    rotatedByAgent: options.userAgent.slice(0, 300),
  };
  await createSession(session);
  return {
    token: await accessTokenFor(member.id, sessionId),
    refresh_token: refresh.token,
    keep: options.keep,
  };
}

/**
 * How long after a rotation the token it replaced may come back from the same client (address
 * and user agent) and still continue the session: the answer of that rotation was lost (the page
 * was left while the refresh was in flight) or another tab sent the same cookie at the same time.
 * The "reuse interval" of Supabase GoTrue (`refresh_token_reuse_interval`), Auth0 ("leeway",
 * "rotation overlap period"), Okta ("grace period for token rotation") and Ory Hydra
 * (`refresh_token.rotation_grace_period`), kept short and tied to the client.
 */
export const REFRESH_RACE_GRACE_MS = 10_000;

/**
 * Exchanges a refresh token for a new pair. Refused (TokenExpired, code 409) when the token is
 * not one of a live session of an enabled member that may be exchanged now.
 *
 * The chain, for a session whose current token is C, which replaced P (the last of usedHashes):
 * - C is exchanged for its successor D (a conditional write: only while C is still current and
 *   the session live). C joins usedHashes, D becomes current, rotatedAt and the client are noted.
 * - P, presented again by the client that made the rotation within REFRESH_RACE_GRACE_MS of it,
 *   is answered with a new access token and C itself. Successors are derived from the token they
 *   replace (`successorRefreshToken`), so C can be said again although only its hash is stored,
 *   as GoTrue returns "the active refresh token instead of creating a new one" to the parent of
 *   the current token. Nothing is written, so any number of such replays, concurrent or not,
 *   leave one current token, and whichever answer a browser stores last, its cookie holds C.
 * - A concurrent exchange of C that loses the write (the same cookie sent twice at once) reads the
 *   session again and is then the replay above.
 * - Any other token of usedHashes (P from another client, P after the window, or an older one)
 *   means a copy is in other hands: the session ends for everyone (revokedBecause 'reuse').
 * Logout, a password change and expiry end the session before any of this is looked at.
 */
export async function refreshSession(
  token: string,
  nowMs: number,
  log: Logger,
  client: SessionClient,
): Promise<RefreshedSession> {
  const named = readRefreshToken(token);
  if (!named) throw new AppError('TokenExpired');
  const [{ session: read, member }, secret] = await Promise.all([
    getMemberAndSession(named.memberId, named.sessionId),
    tokenSigningSecret(),
  ]);
  if (member?.status !== 'enable') throw new AppError('TokenExpired');
  let session = read;
  const live = (s: StoredSession | null): s is StoredSession =>
    s !== null && sessionState(s, member, nowMs) === 'valid';
  if (!live(session)) throw new AppError('TokenExpired');
  const presentedHash = hashRefreshToken(token);
  const next = successorRefreshToken(token, secret);
  if (presentedHash === session.currentHash) {
    const rotated = await rotateSession(session, {
      presentedHash,
      nextHash: next.hash,
      nowMs,
      expiresAt: nowMs + sessionLifetimeMs(session.keep),
      client,
    });
    if (rotated) return issued(session, member, next.token, secret);
    // A concurrent exchange of the same token rotated it first (or the session ended meanwhile):
    // what the token means now is read afresh.
    session = await getSession(named.memberId, named.sessionId);
    if (!live(session)) throw new AppError('TokenExpired');
  }
  // The token this same client replaced moments ago (see above).
  const justReplaced =
    session.usedHashes.at(-1) === presentedHash &&
    nowMs - session.rotatedAt < REFRESH_RACE_GRACE_MS &&
    session.rotatedByIp === client.ip &&
    session.rotatedByAgent === client.userAgent.slice(0, 300);
  if (justReplaced && session.currentHash === next.hash) return issued(session, member, next.token, secret);
  // Just replaced, but by a token not derived from it (a rotation made before successors were
  // derived, or under an earlier signing secret): it cannot be answered with its successor, so it
  // is refused, though not taken for theft.
  if (!justReplaced && session.usedHashes.includes(presentedHash)) {
    // A replaced token came back: someone holds a copy. End the session for everyone.
    await revokeSession(session.memberId, session.sessionId, 'reuse', nowMs);
    log.warn('refresh token reuse: session revoked', {
      memberId: session.memberId,
      sessionId: session.sessionId,
    });
  }
  throw new AppError('TokenExpired');
}

function issued(
  session: StoredSession,
  member: StoredMember,
  refreshToken: string,
  secret: string,
): RefreshedSession {
  return {
    token: signAccessToken({ sub: session.memberId, sid: session.sessionId }, secret),
    refresh_token: refreshToken,
    keep: session.keep,
    member,
  };
}

/**
 * Logout: ends the session the refresh token belongs to, if the token is (or was) one of its
 * chain, and the session of the caller's access token, if any. Unknown tokens change nothing.
 */
export async function endSession(
  input: { refreshToken: string; caller: { memberId: string; sessionId: string } | null },
  nowMs: number,
): Promise<void> {
  const ends: Promise<void>[] = [];
  if (input.caller) ends.push(revokeSession(input.caller.memberId, input.caller.sessionId, 'logout', nowMs));
  const named = input.refreshToken ? readRefreshToken(input.refreshToken) : null;
  if (named) {
    const session = await getSession(named.memberId, named.sessionId);
    const hash = hashRefreshToken(input.refreshToken);
    if (session && (session.currentHash === hash || session.usedHashes.includes(hash))) {
      ends.push(revokeSession(session.memberId, session.sessionId, 'logout', nowMs));
    }
  }
  await Promise.all(ends);
}
