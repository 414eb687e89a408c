import { randomInt } from 'node:crypto';
import { type ClickCaptchaData, parseClickInfo } from '#core/contracts/captcha.ts';
import { type Box, drawCaptcha, svgDataUrl } from '#functions/captcha/captcha-image.ts';
import { clicksHit } from '#functions/captcha/hit-test.ts';
import { putCaptcha, readCaptcha, removeCaptcha, type StoredCaptcha } from '#functions/data/captcha-repo.ts';

/**
 * Click captchas, stored server-side (functions/data/captcha-repo.ts) with the boxes of the
 * characters to click. An answer expires after CAPTCHA_TTL_MS (checked in code: dynalite has no
 * TTL; the `ttl` attribute lets DynamoDB's TTL sweep them on AWS). A wrong answer deletes the
 * captcha, so each image gets one try; a right one is deleted when consumed.
 */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** A CSPRNG-backed random in [0, 1): positions must not be predictable. */
const secureRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/** Draws a new captcha for `id` (replacing any earlier one) and stores its answer. */
export async function createClickCaptcha(id: string, nowMs: number): Promise<ClickCaptchaData> {
  const image = drawCaptcha(secureRandom);
  const stored: StoredCaptcha = {
    width: image.width,
    height: image.height,
    boxes: image.boxes.map((box) => box.map((value) => Math.round(value * 10) / 10) as unknown as Box),
    expiresAt: nowMs + CAPTCHA_TTL_MS,
  };
  await putCaptcha(id, stored, nowMs);
  return { id, width: image.width, height: image.height, text: image.text, base64: svgDataUrl(image.svg) };
}

/**
 * Checks the clicks `info` (src/core/contracts/captcha.ts) against captcha `id`. Unknown, expired
 * and wrong answers are false and the captcha is gone afterwards; a right answer is true, and
 * with `consume` it is deleted so it cannot pass twice (when two requests race to consume the
 * same answer, only one gets true).
 */
export async function checkClickCaptcha(
  id: string,
  info: string,
  options: { consume: boolean; nowMs: number },
): Promise<boolean> {
  const stored = await readCaptcha(id);
  if (!stored) return false;
  const clicks = parseClickInfo(info);
  if (options.nowMs >= stored.expiresAt || !clicks || !clicksHit(clicks, stored)) {
    await removeCaptcha(id);
    return false;
  }
  return options.consume ? removeCaptcha(id) : true;
}
