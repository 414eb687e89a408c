import { parseClickInfo } from '#core/contracts/captcha-values.ts';
import { clicksHit } from '#functions/captcha/hit-test.ts';
import { verifyPow } from '#functions/captcha/pow.ts';
import { markCaptchaWorked, readCaptcha, removeCaptcha } from '#functions/data/captcha-repo.ts';

/**
 * Click captchas, stored server-side (functions/data/captcha-repo.ts) with the boxes of the
 * characters to click; drawn by new-captcha.ts. An answer expires after CAPTCHA_TTL_MS (checked
 * in code: dynalite has no TTL; the `ttl` attribute lets DynamoDB's TTL sweep them on AWS). A
 * wrong answer deletes the captcha, so each image gets one try; a right one is deleted when
 * consumed. Each captcha also needs its proof of work (functions/captcha/pow.ts), accepted once.
 */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Checks the clicks `info` (src/core/contracts/captcha.ts) against captcha `id`. Unknown, expired
 * and wrong answers are false and the captcha is gone afterwards; a right answer is true, and
 * with `consume` it is deleted so it cannot pass twice (when two requests race to consume the
 * same answer, only one gets true).
 *
 * Proof of work: a captcha whose work was not yet accepted needs `pow` (the browser's solution,
 * sent with its first check); it is verified and recorded once, so the same solution presented
 * again, or to another captcha, is refused (and that captcha deleted). Once worked, later checks
 * and the consuming submit (login, sign-up, code sends) need no `pow`.
 */
export async function checkClickCaptcha(
  id: string,
  info: string,
  options: { consume: boolean; nowMs: number; pow?: string },
): Promise<boolean> {
  const stored = await readCaptcha(id);
  if (!stored) return false;
  const clicks = parseClickInfo(info);
  if (options.nowMs >= stored.expiresAt || !clicks || !clicksHit(clicks, stored)) {
    await removeCaptcha(id);
    return false;
  }
  if (options.pow || stored.workedAt === undefined) {
    const worked =
      !!options.pow && (await verifyPow(options.pow, id)) && (await markCaptchaWorked(id, options.nowMs));
    if (!worked) {
      await removeCaptcha(id);
      return false;
    }
  }
  return options.consume ? removeCaptcha(id) : true;
}
