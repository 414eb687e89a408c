import type { StoredSession } from '#functions/data/sessions-repo.ts';

/** How long a session lasts after its last refresh: "remember me" or not. */
export const SESSION_LIFETIME_MS = {
  keep: 30 * 24 * 60 * 60 * 1000,
  short: 24 * 60 * 60 * 1000,
} as const;

export const sessionLifetimeMs = (keep: boolean): number =>
  keep ? SESSION_LIFETIME_MS.keep : SESSION_LIFETIME_MS.short;

/**
 * Why a session does or does not let its tokens in. `ended` means the member's password changed
 * (or was reset) after the session began: every session then ends at once.
 */
export type SessionState = 'valid' | 'missing' | 'revoked' | 'expired' | 'ended';

export function sessionState(
  session: Pick<StoredSession, 'revokedAt' | 'expiresAt' | 'createdAt'> | null,
  member: { sessionsValidAfter: number },
  nowMs: number,
): SessionState {
  if (!session) return 'missing';
  if (session.revokedAt > 0) return 'revoked';
  if (session.expiresAt <= nowMs) return 'expired';
  if (session.createdAt < member.sessionsValidAfter) return 'ended';
  return 'valid';
}
