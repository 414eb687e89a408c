import * as z from 'zod/mini';
import { MAX_INFO_LENGTH } from '#core/contracts/captcha-values.ts';

/**
 * The click captcha (GET /client/common/clickCaptcha, POST /client/common/checkClickCaptcha).
 * The browser makes up an id, loads the image for it, and the member clicks the characters of
 * `text` in order. The clicks travel as `info`:
 *
 *   "x1,y1-x2,y2-x3,y3;displayWidth;displayHeight"
 *
 * points in pixels of the image as displayed (left/top origin), then the displayed size, so the
 * server can scale them to the image's own size (the image may be shown smaller on a phone).
 *
 * On `zod/mini` (issue 16, BENCHMARKS row 8): the captcha's first call and the code send's
 * proof-of-work check build these without loading the classic API; the same results and messages
 * as the classic definitions, compared over some 2,400 inputs in both languages.
 */
export const captchaIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** The proof of work (captcha-values.ts, CAPTCHA_POW_ALGORITHM): the challenge as signed. */
const powScalar = z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.null()]);
export const powChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string().check(z.maxLength(40)),
    nonce: z.string().check(z.maxLength(200)),
    salt: z.string().check(z.maxLength(200)),
    cost: z.number().check(z.int(), z.positive()),
    keyLength: z.number().check(z.int(), z.positive(), z.maximum(64)),
    keyPrefix: z.string().check(z.maxLength(200)),
    keySignature: z.optional(z.string().check(z.maxLength(200))),
    expiresAt: z.optional(z.number()),
    data: z.optional(z.record(z.string().check(z.maxLength(40)), powScalar)),
  }),
  signature: z.optional(z.string().check(z.maxLength(200))),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;

/** What the browser sends back (base64 of its JSON). */
export const powPayloadSchema = z.object({
  challenge: powChallengeSchema,
  solution: z.object({
    counter: z.number().check(z.int(), z.nonnegative()),
    derivedKey: z.string().check(z.maxLength(200)),
    time: z.optional(z.number()),
  }),
});
export type PowPayload = z.infer<typeof powPayloadSchema>;

/** GET /client/common/clickCaptcha */
export const clickCaptchaQuerySchema = z.object({ id: captchaIdSchema });

/** Its answer. */
export const clickCaptchaDataSchema = z.object({
  id: captchaIdSchema,
  /** The image's own size in pixels. */
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  /** The characters to click, in order (shown to the member as the task). */
  text: z.array(z.string()),
  /** The image: `data:image/png;base64,...`, distorted characters among noise (pixels only). */
  base64: z.string().check(z.startsWith('data:image/')),
  /** The proof-of-work challenge of this captcha, solved in the background while the member clicks. */
  pow: powChallengeSchema,
});
export type ClickCaptchaData = z.infer<typeof clickCaptchaDataSchema>;

/** POST /client/common/checkClickCaptcha; `unset` true consumes the captcha on success. */
export const checkClickCaptchaBodySchema = z.object({
  id: captchaIdSchema,
  info: z.string().check(z.maxLength(MAX_INFO_LENGTH)),
  unset: z.pipe(
    z._default(
      z.union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)]),
      false,
    ),
    z.transform(
      (value: boolean | 'true' | 'false' | '1' | '0' | 1 | 0) =>
        value === true || value === 'true' || value === '1' || value === 1,
    ),
  ),
  /**
   * The solved proof of work (base64 JSON of `{ challenge, solution }`): required on the first check
   * of a captcha, accepted once; a later check or the consuming submit needs none.
   */
  pow: z._default(z.string().check(z.maxLength(4000)), ''),
});
export type CheckClickCaptchaBody = z.input<typeof checkClickCaptchaBodySchema>;
