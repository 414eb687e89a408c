import type { AttemptPolicy, FailureCounter } from '#functions/data/attempts-repo.ts';

/**
 * The brute-force policy of login, pure. Failed logins are counted in three counters, each a
 * window of one day (functions/data/attempts-repo.ts):
 *
 * - per ACCOUNT, whatever form of identifier was typed (username, email and mobile of one member
 *   count together; an identifier no member has is counted under its normalised form, so the
 *   answers are the same whether the account exists or not). Past `accountThreshold` failures,
 *   every further attempt on that account needs a solved captcha. The account is never locked:
 *   its owner, from another address, with the right password and a captcha, always gets in.
 * - per ADDRESS and account (the pair): past `pairThreshold` failures, that address waits a delay
 *   before each further attempt on that account, doubling with each failure (30 s, 60 s, 2 min …
 *   at most `maxDelayMs`). The delay belongs to the address that failed, never to the account.
 * - per ADDRESS over all accounts: past `clientThreshold` failures (generous: many members may share
 *   one address behind a NAT), the address needs the captcha and waits the same doubling delay.
 *
 * The counters are taken atomically before the password is checked (attempts-repo's
 * takeAttempt), so concurrent guesses cannot outrun them; a right password gives the attempt
 * back and forgets the account's and the pair's failures.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const LOGIN_POLICY = {
  /** Every counter's window: failures older than a day from the window's first one are forgotten. */
  windowMs: DAY_MS,
  /** Failures of one account before each further attempt on it needs a solved captcha. */
  accountThreshold: 5,
  /** Failures from one address on one account before that address waits between attempts on it. */
  pairThreshold: 5,
  /** Failures from one address over all accounts before it needs the captcha and waits. */
  clientThreshold: 100,
  /** Delay after reaching a threshold; doubled by each failure beyond it. */
  firstDelayMs: 30 * 1000,
  maxDelayMs: 60 * 60 * 1000,
} as const;

export type { FailureCounter };

export type GuardVerdict = {
  /** The next attempt must carry a solved captcha. */
  captchaRequired: boolean;
  /** This address's attempts (on this account) are refused until then (ms); 0 when not delayed. */
  lockedUntil: number;
};

/** Failures still inside the window (a counter whose window passed counts as zero). */
export function activeFailures(counter: FailureCounter | null, nowMs: number): number {
  if (!counter || nowMs - counter.windowStart >= LOGIN_POLICY.windowMs) return 0;
  return counter.failures;
}

/** The wait after `failures` failures: none below the threshold, then 30 s, 60 s, 120 s … up to 1 hour. */
export function lockDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  const doublings = Math.min(failures - threshold, 20);
  return Math.min(LOGIN_POLICY.firstDelayMs * 2 ** doublings, LOGIN_POLICY.maxDelayMs);
}

function delayedUntil(counter: FailureCounter | null, threshold: number, nowMs: number): number {
  if (activeFailures(counter, nowMs) < threshold || !counter) return 0;
  const until = counter.lastFailureAt + lockDelayMs(counter.failures, threshold);
  return until > nowMs ? until : 0;
}

/**
 * What the counters require of the next attempt: the captcha once the account (or the address)
 * has passed its threshold; a wait only from the address's own counters.
 */
export function guardVerdict(
  counters: { account: FailureCounter | null; pair: FailureCounter | null; client: FailureCounter | null },
  nowMs: number,
): GuardVerdict {
  const captchaRequired =
    activeFailures(counters.account, nowMs) >= LOGIN_POLICY.accountThreshold ||
    activeFailures(counters.pair, nowMs) >= LOGIN_POLICY.pairThreshold ||
    activeFailures(counters.client, nowMs) >= LOGIN_POLICY.clientThreshold;
  const lockedUntil = Math.max(
    delayedUntil(counters.pair, LOGIN_POLICY.pairThreshold, nowMs),
    delayedUntil(counters.client, LOGIN_POLICY.clientThreshold, nowMs),
  );
  return { captchaRequired, lockedUntil };
}

/** An unknown identifier's counter name: as typed, trimmed and lower-cased. */
export const accountGuardId = (identifier: string): string => identifier.trim().toLowerCase();

/**
 * The account counter's name: the member's id whatever form was typed, or, for an identifier no
 * member has, its normalised form (the two never collide: `id:` and `name:` prefixes).
 */
export const accountCounterName = (memberId: string | null, identifier: string): string =>
  memberId ? `id:${memberId}` : `name:${accountGuardId(identifier)}`;

/** A delay policy: attempts below the threshold are free, then each waits the doubling delay. */
function delayPolicy(threshold: number): AttemptPolicy {
  return {
    windowMs: LOGIN_POLICY.windowMs,
    limit: threshold,
    lockedUntil: (counter) => counter.lastFailureAt + lockDelayMs(counter.failures, threshold),
  };
}

/** The address-and-account counter as an attempt policy. */
export const PAIR_ATTEMPTS: AttemptPolicy = delayPolicy(LOGIN_POLICY.pairThreshold);
/** The address counter as an attempt policy. */
export const CLIENT_ATTEMPTS: AttemptPolicy = delayPolicy(LOGIN_POLICY.clientThreshold);
/**
 * The account counter's attempts without a captcha: `accountThreshold` per window; once they are
 * used up, `takeAttempt` refuses (until the window ends) and the attempt needs a captcha instead.
 */
export const ACCOUNT_FREE_ATTEMPTS: AttemptPolicy = {
  windowMs: LOGIN_POLICY.windowMs,
  limit: LOGIN_POLICY.accountThreshold,
  lockedUntil: (counter) => counter.windowStart + LOGIN_POLICY.windowMs,
};

/**
 * The most failed guesses one address can make on one account in a day, from the policy: the
 * free attempts, then one per delay while the delays fit in the day (the figure the README states).
 */
export function pairGuessesPerDay(threshold: number = LOGIN_POLICY.pairThreshold): number {
  let guesses = threshold;
  let elapsed = 0;
  for (let failures = threshold; ; failures += 1) {
    elapsed += lockDelayMs(failures, threshold);
    if (elapsed >= LOGIN_POLICY.windowMs) return guesses;
    guesses += 1;
  }
}
