import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import { onFirstUse } from '#core/validation/on-first-use.ts';

/**
 * Access tokens: JWTs (RFC 7519) signed HS256 only (pinned), short-lived, issued for members of
 * this platform. Signed and checked with node:crypto's HMAC: the one algorithm needs ~40 lines,
 * where jsonwebtoken (with semver) added 40 KB and its load time to every Lambda's cold start.
 * The tests check these tokens against jsonwebtoken's, both ways.
 */
const ALGORITHM = 'HS256';
const ISSUER = 'landing-builder';
const AUDIENCE = 'member';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The encoded header of every token this platform signs. */
const HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString('base64url');

/** On `zod/mini`: every signed-in call checks it, and the classic API costs a cold start more to load and build. */
const claimsSchema = onFirstUse(() =>
  z.object({
    sub: z.string().check(z.minLength(1)),
    /** Session id: the refresh-token chain this access token belongs to. */
    sid: z.string().check(z.minLength(1)),
  }),
);
export type AccessClaims = z.infer<ReturnType<typeof claimsSchema>>;

const hmac = (input: string, secret: string): Buffer => createHmac('sha256', secret).update(input).digest();

export function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
): string {
  const iat = Math.floor(Date.now() / 1000);
  const payload = {
    sid: claims.sid,
    iat,
    exp: iat + ttlSeconds,
    aud: AUDIENCE,
    iss: ISSUER,
    sub: claims.sub,
  };
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signingInput}.${hmac(signingInput, secret).toString('base64url')}`;
}

export type TokenCheck =
  | { status: 'valid'; claims: AccessClaims }
  | { status: 'expired' }
  | { status: 'invalid' };

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Verifies the signature (HS256 and nothing else, whatever the header asks), issuer, audience,
 * not-before and expiry (`exp` required: a token without one would never expire). Never throws.
 */
export function verifyAccessToken(token: string, secret: string): TokenCheck {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return { status: 'invalid' };
  const head = decodeJson(header);
  if (!isRecord(head) || head.alg !== ALGORITHM) return { status: 'invalid' };
  const expected = hmac(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  // The signature must be the canonical encoding of exactly the expected bytes.
  if (given.length !== expected.length || given.toString('base64url') !== signature)
    return { status: 'invalid' };
  if (!timingSafeEqual(given, expected)) return { status: 'invalid' };
  const body = decodeJson(payload);
  if (!isRecord(body) || typeof body.exp !== 'number') return { status: 'invalid' };
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (typeof body.nbf === 'number' && nowSeconds < body.nbf) return { status: 'invalid' };
  if (nowSeconds >= body.exp) return { status: 'expired' };
  const audiences = Array.isArray(body.aud) ? body.aud : [body.aud];
  if (body.iss !== ISSUER || !audiences.includes(AUDIENCE)) return { status: 'invalid' };
  const claims = claimsSchema().safeParse(body);
  return claims.success
    ? { status: 'valid', claims: { sub: claims.data.sub, sid: claims.data.sid } }
    : { status: 'invalid' };
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

/** Domain separation: the successor key is never the JWT signing key itself. */
const SUCCESSOR_LABEL = 'lp refresh-token successor v1';

/**
 * The token that replaces `token` when it is rotated: the same member and session, and as its
 * secret part the HMAC-SHA256 of the whole presented token under a key derived from the signing
 * secret. Deterministic on purpose: a browser that presents the token again because it never
 * received the answer can be given the same successor (the server stores only hashes, so it could
 * not otherwise say it again). Unpredictable without the secret, as a random token is.
 */
export function successorRefreshToken(token: string, secret: string): { token: string; hash: string } {
  const named = readRefreshToken(token);
  if (!named) throw new Error('Not a refresh token');
  const key = hmac(SUCCESSOR_LABEL, secret);
  const next = [
    REFRESH_PREFIX,
    named.memberId,
    named.sessionId,
    createHmac('sha256', key).update(token).digest('base64url'),
  ].join('.');
  return { token: next, hash: hashRefreshToken(next) };
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
