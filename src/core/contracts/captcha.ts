import * as z from 'zod';

/**
 * The click captcha (GET /client/common/clickCaptcha, POST /client/common/checkClickCaptcha).
 * The browser makes up an id, loads the image for it, and the member clicks the characters of
 * `text` in order. The clicks travel as `info`:
 *
 *   "x1,y1-x2,y2-x3,y3;displayWidth;displayHeight"
 *
 * points in pixels of the image as displayed (left/top origin), then the displayed size, so the
 * server can scale them to the image's own size (the image may be shown smaller on a phone).
 */
export const captchaIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** GET /client/common/clickCaptcha */
export const clickCaptchaQuerySchema = z.object({ id: captchaIdSchema });

/** Its answer. */
export const clickCaptchaDataSchema = z.object({
  id: captchaIdSchema,
  /** The image's own size in pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The characters to click, in order (shown to the member as the task). */
  text: z.array(z.string()),
  /** The image: `data:image/svg+xml;base64,...` made of shapes only. */
  base64: z.string().startsWith('data:image/'),
});
export type ClickCaptchaData = z.infer<typeof clickCaptchaDataSchema>;

const MAX_INFO_LENGTH = 400;
const MAX_POINTS = 10;

/** POST /client/common/checkClickCaptcha; `unset` true consumes the captcha on success. */
export const checkClickCaptchaBodySchema = z.object({
  id: captchaIdSchema,
  info: z.string().max(MAX_INFO_LENGTH),
  unset: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']), z.literal(1), z.literal(0)])
    .default(false)
    .transform((value) => value === true || value === 'true' || value === '1' || value === 1),
});
export type CheckClickCaptchaBody = z.input<typeof checkClickCaptchaBodySchema>;

export type ClickPoint = { x: number; y: number };
export type ClickInfo = { points: ClickPoint[]; displayWidth: number; displayHeight: number };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The `info` of a set of clicks on an image displayed at the given size. */
export function encodeClickInfo(info: ClickInfo): string {
  const points = info.points.map((p) => `${round1(p.x)},${round1(p.y)}`).join('-');
  return `${points};${round1(info.displayWidth)};${round1(info.displayHeight)}`;
}

const NUMBER = /^\d{1,5}(\.\d{1,3})?$/;

/** Reads `info`; null when it is malformed (then the check fails like a wrong click). */
export function parseClickInfo(info: string): ClickInfo | null {
  if (info.length > MAX_INFO_LENGTH) return null;
  const parts = info.split(';');
  if (parts.length !== 3) return null;
  const [pointsText = '', widthText = '', heightText = ''] = parts;
  if (!NUMBER.test(widthText) || !NUMBER.test(heightText)) return null;
  const displayWidth = Number(widthText);
  const displayHeight = Number(heightText);
  if (displayWidth <= 0 || displayHeight <= 0) return null;
  const pairs = pointsText.split('-');
  if (pairs.length === 0 || pairs.length > MAX_POINTS) return null;
  const points: ClickPoint[] = [];
  for (const pair of pairs) {
    const [xText = '', yText = '', ...rest] = pair.split(',');
    if (rest.length || !NUMBER.test(xText) || !NUMBER.test(yText)) return null;
    points.push({ x: Number(xText), y: Number(yText) });
  }
  return { points, displayWidth, displayHeight };
}

/** Texts of the captcha (messages of the spec's section 4, in both languages). */
export const CAPTCHA_MESSAGES = {
  success: { en: 'Verification succeeded', 'zh-cn': '验证成功' },
  retry: { en: 'Verification failed, please try again', 'zh-cn': '验证失败，请重试' },
  loadFailed: { en: 'Failed to load the captcha, please retry', 'zh-cn': '验证码加载失败，请重试' },
} as const;
