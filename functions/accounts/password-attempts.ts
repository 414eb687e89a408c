import { checkWithAttempt, fixedLimitPolicy, type GuardedCheck } from '#functions/data/attempts-repo.ts';
import { keys } from '#functions/data/keys.ts';

/**
 * Old passwords on "change password", counted per member in 15-minute windows
 * (functions/data/attempts-repo.ts) and taken before the hash is checked: after five wrong ones,
 * changes pause until the window ends, so a stolen session cannot be used to guess the password.
 */
export const PASSWORD_ATTEMPT_WINDOW_MS = 15 * 60_000;
export const PASSWORD_ATTEMPT_LIMIT = 5;
export const PASSWORD_ATTEMPTS = fixedLimitPolicy(PASSWORD_ATTEMPT_WINDOW_MS, PASSWORD_ATTEMPT_LIMIT);

/** Runs the old-password check as one counted attempt. */
export function checkOldPassword(
  userId: string,
  nowMs: number,
  check: () => Promise<boolean>,
): Promise<GuardedCheck> {
  return checkWithAttempt(keys.passwordFailures(userId), PASSWORD_ATTEMPTS, nowMs, check);
}
