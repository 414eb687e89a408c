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

/** Verifies signature, algorithm, issuer, audience and expiry. Never throws. */
export function verifyAccessToken(token: string, secret: string): TokenCheck {
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { status: 'valid', claims: claims.data } : { status: 'invalid' };
  } catch (error) {
    if (error instanceof jwt.TokenExpiredError) return { status: 'expired' };
    return { status: 'invalid' };
  }
}
