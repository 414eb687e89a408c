import { utcDay } from '#core/time.ts';
import { applyBatch } from '#functions/data/money-repo.ts';
import {
  closeSignInClaim,
  putSignInClaim,
  readSignInClaim,
  type SignInClaim,
  signedInOn,
  signInClaimSchema,
} from '#functions/data/sign-ins-repo.ts';

/**
 * Score grants by events. Daily sign-in: a claim item per member and UTC day (pk USER#{id},
 * sk SIGNIN#{YYYY-MM-DD}) written with attribute_not_exists decides the one grant of the day;
 * the points then move through the same money protocol (ref signin-{day}) and the claim closes.
 * (The recharge bonus is part of the recharge's own batch, functions/pay/recharge.ts.)
 */
export { type SignInClaim, signedInOn, signInClaimSchema };

/** Credits a claim's points (idempotent) and closes it. */
export async function completeSignIn(claim: SignInClaim): Promise<void> {
  if (claim.state === 'done') return;
  await applyBatch({
    userId: claim.userId,
    at: claim.at,
    moves: [
      {
        kind: 'score',
        amount: claim.points,
        ref: `signin-${claim.day}`,
        memo: { kind: 'sign_in', day: claim.day },
      },
    ],
  });
  await closeSignInClaim(claim);
}

/** Today's sign-in grant: answers the points this call granted (0 when today's were taken). */
export async function signIn(userId: string, points: number, nowMs: number): Promise<number> {
  if (points <= 0) return 0;
  const day = utcDay(nowMs);
  const claim: SignInClaim = { userId, day, points, at: nowMs, state: 'pending' };
  if (!(await putSignInClaim(claim))) {
    // Someone (another tab) claimed today first; make sure their grant is finished, grant nothing.
    const existing = await readSignInClaim(userId, day);
    if (existing) await completeSignIn(existing);
    return 0;
  }
  await completeSignIn(claim);
  return points;
}
