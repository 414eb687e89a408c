import { randomUUID } from 'node:crypto';
import type { TokenPair } from '#core/contracts/user.ts';
import { sessionLifetimeMs, sessionState } from '#functions/accounts/session-rules.ts';
import {
  createSession,
  getSession,
  revokeSession,
  rotateSession,
  type StoredSession,
} from '#functions/data/sessions-repo.ts';
import { getMember, type StoredMember } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import type { Logger } from '#functions/platform/log.ts';
import { tokenSigningSecret } from '#functions/platform/secrets.ts';
import {
  hashRefreshToken,
  newRefreshToken,
  readRefreshToken,
  signAccessToken,
} from '#functions/platform/tokens.ts';

/**
 * Sessions and their token pairs. A session is one login on one device: a short-lived access
 * token (JWT naming the session) plus a refresh-token chain. Each refresh replaces the refresh
 * token; presenting a replaced one again means it was copied, so the whole session ends.
 */

async function accessTokenFor(memberId: string, sessionId: string): Promise<string> {
  return signAccessToken({ sub: memberId, sid: sessionId }, await tokenSigningSecret());
}

/** A token pair and whether its session is "remember me" (how long the refresh cookie lives). */
export type IssuedTokens = TokenPair & { keep: boolean };

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

/** How long after a rotation the replaced token counts as a lost race rather than reuse. */
export const REFRESH_RACE_GRACE_MS = 10_000;

/**
 * Exchanges a refresh token for a new pair. Refused (TokenExpired, code 409) when the token is
 * not a current one of a live session of an enabled member. A replaced token ends the session,
 * unless it is the one replaced within the grace window by the same client (two tabs racing).
 */
export async function refreshSession(
  token: string,
  nowMs: number,
  log: Logger,
  client: SessionClient,
): Promise<IssuedTokens> {
  const named = readRefreshToken(token);
  if (!named) throw new AppError('TokenExpired');
  const [session, member] = await Promise.all([
    getSession(named.memberId, named.sessionId),
    getMember(named.memberId),
  ]);
  if (!session || member?.status !== 'enable') throw new AppError('TokenExpired');
  if (sessionState(session, member, nowMs) !== 'valid') throw new AppError('TokenExpired');
  const presentedHash = hashRefreshToken(token);
  if (presentedHash !== session.currentHash) {
    // The token replaced moments ago by this same client: most likely a concurrent refresh of the
    // same token (two tabs, a retried request) that lost the race. Refuse without ending it. The
    // same token from another client is a stolen copy, grace window or not.
    const justReplaced =
      session.usedHashes.at(-1) === presentedHash &&
      nowMs - session.rotatedAt < REFRESH_RACE_GRACE_MS &&
      session.rotatedByIp === client.ip &&
      session.rotatedByAgent === client.userAgent.slice(0, 300);
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
  const next = newRefreshToken(session.memberId, session.sessionId);
  const rotated = await rotateSession(session, {
    presentedHash,
    nextHash: next.hash,
    nowMs,
    expiresAt: nowMs + sessionLifetimeMs(session.keep),
    client,
  });
  // Lost the race with a concurrent refresh of the same token: that one got the new pair.
  if (!rotated) throw new AppError('TokenExpired');
  return {
    token: await accessTokenFor(session.memberId, session.sessionId),
    refresh_token: next.token,
    keep: session.keep,
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
