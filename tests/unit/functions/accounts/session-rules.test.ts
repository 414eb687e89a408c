import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, sessionLifetimeMs, sessionState } from '#functions/accounts/session-rules.ts';

const NOW = 1_800_000_000_000;
const live = { createdAt: NOW - 1000, expiresAt: NOW + 1000, revokedAt: 0 };

describe('session state', () => {
  it('is valid while live, after the last password change', () => {
    expect(sessionState(live, { sessionsValidAfter: 0 }, NOW)).toBe('valid');
    expect(sessionState(live, { sessionsValidAfter: NOW - 1000 }, NOW)).toBe('valid');
  });

  it('names why a session lets nobody in', () => {
    expect(sessionState(null, { sessionsValidAfter: 0 }, NOW)).toBe('missing');
    expect(sessionState({ ...live, revokedAt: NOW - 1 }, { sessionsValidAfter: 0 }, NOW)).toBe('revoked');
    expect(sessionState({ ...live, expiresAt: NOW }, { sessionsValidAfter: 0 }, NOW)).toBe('expired');
    expect(sessionState(live, { sessionsValidAfter: NOW - 999 }, NOW)).toBe('ended');
  });

  it('lasts 30 days when remembered, 1 day otherwise', () => {
    expect(sessionLifetimeMs(true)).toBe(SESSION_LIFETIME_MS.keep);
    expect(SESSION_LIFETIME_MS.keep).toBe(30 * 86_400_000);
    expect(sessionLifetimeMs(false)).toBe(86_400_000);
  });
});
