import type { PayFailure } from '#core/contracts/pay.ts';
import { verifyPassword } from '#functions/accounts/passwords.ts';
import {
  checkWithAttempt,
  fixedLimitPolicy,
  lockedUntil,
  minutesUntil,
  readCounter,
} from '#functions/data/attempts-repo.ts';
import { keys } from '#functions/data/keys.ts';
import type { Member } from '#functions/data/users-repo.ts';
import { AppError } from '#functions/platform/errors.ts';

/**
 * The pay password: hashed with scrypt like the login password (functions/accounts/passwords.ts).
 * Attempts are counted per member in 15-minute windows (functions/data/attempts-repo.ts), taken
 * before the hash is checked: after five wrong ones, spending and pay settings pause until the
 * window ends, however many guesses arrive at once.
 */
export const PAY_PASSWORD_WINDOW_MS = 15 * 60_000;
export const PAY_PASSWORD_LIMIT = 5;
export const PAY_PASSWORD_ATTEMPTS = fixedLimitPolicy(PAY_PASSWORD_WINDOW_MS, PAY_PASSWORD_LIMIT);

/** Minutes until the member may try again, or 0. */
export async function payPasswordPauseMinutes(userId: string, nowMs: number): Promise<number> {
  const until = lockedUntil(
    await readCounter(keys.payPasswordFailures(userId)),
    PAY_PASSWORD_ATTEMPTS,
    nowMs,
  );
  return until > 0 ? minutesUntil(until, nowMs) : 0;
}

/**
 * Runs a check of the member's pay identity as one counted attempt: refused with
 * PayPasswordAttempts while paused (the check then never runs); true when it passed.
 */
export async function checkPayAttempt(
  userId: string,
  nowMs: number,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const result = await checkWithAttempt(
    keys.payPasswordFailures(userId),
    PAY_PASSWORD_ATTEMPTS,
    nowMs,
    check,
  );
  if (result.outcome === 'locked')
    throw new AppError('PayPasswordAttempts', {
      values: { minutes: minutesUntil(result.lockedUntil, nowMs) },
    });
  return result.outcome === 'right';
}

const failure = (reason: PayFailure['reason']): { data: PayFailure } => ({ data: { reason } });

/**
 * Checks the pay password of a spend or a settings change; throws the matching AppError.
 * `allowQuickPay`: spending skips the check when the member turned quick pay on.
 */
export async function checkPayPassword(
  member: Member,
  typed: string,
  nowMs: number,
  options: { allowQuickPay: boolean },
): Promise<void> {
  if (!member.payPasswordHash) throw new AppError('PayPasswordNotSet', failure('pay_password_not_set'));
  if (options.allowQuickPay && member.quickPay) return;
  if (!typed) throw new AppError('PayPasswordRequired', failure('pay_password_required'));
  if (!(await checkPayAttempt(member.id, nowMs, () => verifyPassword(typed, member.payPasswordHash))))
    throw new AppError('PayPasswordWrong', failure('pay_password_required'));
}
