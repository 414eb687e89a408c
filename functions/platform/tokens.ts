import { createHash, randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import * as z from 'zod';

/** Access tokens: HS256 only (pinned), short-lived, issued for members of this platform. */
const ALGORITHM = 'HS256';
const ISSUER = 'landing-builder';
const AUDIENCE = 'member';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const claimsSchema = z.object({
  sub: z.string().min(1),
  /** Session id: the refresh-token chain this access token belongs to. */
  sid: z.string().min(1),
});
export type AccessClaims = z.infer<typeof claimsSchema>;

export function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): string {
  return jwt.sign({ sid: claims.sid }, secret, {
    algorithm: ALGORITHM,
    subject: claims.sub,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

export type TokenCheck =
  | { status: 'valid'; claims: AccessClaims }
  | { status: 'expired' }
  | { status: 'invalid' };

/** Verifies signature, algorithm, issuer, audience and expiry (`exp` required). Never throws. */
export function verifyAccessToken(token: string, secret: string): TokenCheck {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    // jsonwebtoken checks exp only when present: a token without one would never expire.
    if (typeof payload !== 'object' || typeof payload.exp !== 'number') return { status: 'invalid' };
    const claims = claimsSchema.safeParse(payload);
    return claims.success
      ? { status: 'valid', claims: { sub: claims.data.sub, sid: claims.data.sid } }
      : { status: 'invalid' };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) return { status: 'expired' };
    return { status: 'invalid' };
  }
}

/**
 * Refresh tokens are opaque to the browser: `rt1.{memberId}.{sessionId}.{32 random bytes}`. The
 * ids let the server find the session without a scan; the random part is the secret. Only the
 * SHA-256 of the whole token is stored. The shape can never pass as a JWT (four parts, not three),
 * and a JWT can never pass as one.
 */
const REFRESH_PREFIX = 'rt1';
const REFRESH_SECRET_BYTES = 32;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newRefreshToken(memberId: string, sessionId: string): { token: string; hash: string } {
  if (!ID_PATTERN.test(memberId) || !ID_PATTERN.test(sessionId))
    throw new Error('Unusable member or session id');
  const token = [
    REFRESH_PREFIX,
    memberId,
    sessionId,
    randomBytes(REFRESH_SECRET_BYTES).toString('base64url'),
  ].join('.');
  return { token, hash: hashRefreshToken(token) };
}

/** The member and session a refresh token names, or null when it is not one. Proves nothing by itself. */
export function readRefreshToken(token: string): { memberId: string; sessionId: string } | null {
  const [prefix, memberId, sessionId, secret, ...rest] = token.split('.');
  if (prefix !== REFRESH_PREFIX || rest.length > 0 || !memberId || !sessionId || !secret) return null;
  if (!ID_PATTERN.test(memberId) || !ID_PATTERN.test(sessionId) || !SECRET_PATTERN.test(secret)) return null;
  return { memberId, sessionId };
}

/** What the session stores in place of the token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
