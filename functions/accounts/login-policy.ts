import type { AttemptPolicy, FailureCounter } from '#functions/data/attempts-repo.ts';

/**
 * The brute-force policy of login, pure: failed logins are counted per account (the identifier
 * as typed) and per client address within a window. From the threshold on, the next attempt
 * needs the captcha and waits a delay that doubles with each further failure.
 */
export const LOGIN_POLICY = {
  windowMs: 15 * 60 * 1000,
  /** Failures of one account before the captcha and the delay apply to it. */
  accountThreshold: 5,
  /** Failures from one client address (many members may share one behind a NAT). */
  clientThreshold: 20,
  /** Delay after reaching the threshold; doubled by each failure beyond it. */
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
} as const;

export type { FailureCounter };

export type GuardVerdict = {
  /** The next attempt must carry a solved captcha. */
  captchaRequired: boolean;
  /** Attempts are refused until then (ms); 0 when not locked. */
  lockedUntil: number;
};

/** Failures still inside the window (a counter whose window passed counts as zero). */
export function activeFailures(counter: FailureCounter | null, nowMs: number): number {
  if (!counter || nowMs - counter.windowStart >= LOGIN_POLICY.windowMs) return 0;
  return counter.failures;
}

/** The wait after `failures` failures: none below the threshold, then 30 s, 60 s, 120 s … up to 15 min. */
export function lockDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 10);
  return Math.min(LOGIN_POLICY.firstDelayMs * 2 ** doublings, LOGIN_POLICY.maxDelayMs);
}

function counterVerdict(counter: FailureCounter | null, threshold: number, nowMs: number): GuardVerdict {
  const failures = activeFailures(counter, nowMs);
  if (!counter || failures < threshold) return { captchaRequired: false, lockedUntil: 0 };
  const until = counter.lastFailureAt + lockDelayMs(failures, threshold);
  return { captchaRequired: true, lockedUntil: until > nowMs ? until : 0 };
}

/** What the account's and the client's counters require of the next attempt. */
export function guardVerdict(
  counters: { account: FailureCounter | null; client: FailureCounter | null },
  nowMs: number,
): GuardVerdict {
  const account = counterVerdict(counters.account, LOGIN_POLICY.accountThreshold, nowMs);
  const client = counterVerdict(counters.client, LOGIN_POLICY.clientThreshold, nowMs);
  return {
    captchaRequired: account.captchaRequired || client.captchaRequired,
    lockedUntil: Math.max(account.lockedUntil, client.lockedUntil),
  };
}

/** The account counter's key: the identifier as typed, trimmed and lower-cased. */
export const accountGuardId = (identifier: string): string => identifier.trim().toLowerCase();

/**
 * The account counter as an attempt policy (functions/data/attempts-repo.ts): attempts below the
 * threshold are free; from then on each waits the doubling delay after the last failure.
 */
export const LOGIN_ATTEMPTS: AttemptPolicy = {
  windowMs: LOGIN_POLICY.windowMs,
  limit: LOGIN_POLICY.accountThreshold,
  lockedUntil: (counter) =>
    counter.lastFailureAt + lockDelayMs(counter.failures, LOGIN_POLICY.accountThreshold),
};
