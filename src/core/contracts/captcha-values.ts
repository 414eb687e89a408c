/**
 * The click captcha's fixed values and its `info` text, apart from its schemas (./captcha.ts): the
 * captcha checks read them in every group that takes a captcha, and importing them builds no Zod
 * schema (BENCHMARKS row 8).
 */

/**
 * The proof of work bound to each captcha (altcha-lib v2 challenge, PBKDF2-SHA-256): the browser
 * finds the counter whose derived key starts with `keyPrefix` while the member clicks, and sends
 * `{ challenge, solution }` as base64 JSON in `pow` with the first check of the clicks.
 */
export const CAPTCHA_POW_ALGORITHM = 'PBKDF2/SHA-256';

/** The longest `info` (./captcha.ts) and the most clicks it may hold. */
export const MAX_INFO_LENGTH = 400;
const MAX_POINTS = 10;

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
