import { randomInt } from 'node:crypto';
import type { ClickCaptchaData } from '#core/contracts/captcha.ts';
import { type Box, drawCaptcha, pngDataUrl } from '#functions/captcha/captcha-image.ts';
import { CAPTCHA_TTL_MS } from '#functions/captcha/click-captcha.ts';
import { powChallenge } from '#functions/captcha/pow.ts';
import { putCaptcha, type StoredCaptcha } from '#functions/data/captcha-repo.ts';

/** A CSPRNG-backed random in [0, 1): positions must not be predictable. */
const secureRandom = () => randomInt(0, 2 ** 47) / 2 ** 47;

/**
 * Draws a new captcha for `id` (replacing any earlier one), stores its answer and answers the
 * picture with its proof-of-work challenge. Only the group serving the picture bundles this
 * (the PNG encoder and rasteriser); the checks live in click-captcha.ts.
 */
export async function createClickCaptcha(id: string, nowMs: number): Promise<ClickCaptchaData> {
  const image = drawCaptcha(secureRandom);
  const stored: StoredCaptcha = {
    width: image.width,
    height: image.height,
    boxes: image.boxes.map((box) => box.map((value) => Math.round(value * 10) / 10) as unknown as Box),
    expiresAt: nowMs + CAPTCHA_TTL_MS,
  };
  // The challenge lives as long as the picture (by the wall clock, which altcha-lib checks).
  const pow = await powChallenge(id, Date.now() + CAPTCHA_TTL_MS);
  await putCaptcha(id, stored, nowMs);
  return {
    id,
    width: image.width,
    height: image.height,
    text: image.text,
    base64: pngDataUrl(image.png),
    pow,
  };
}
