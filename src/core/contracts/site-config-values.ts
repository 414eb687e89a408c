/**
 * The site configuration's values that code needs without its schemas (a module's settings, the
 * footer's icons): no zod here, so importing them loads no validation code (BENCHMARKS row 11).
 */

/** Contact shortcut kinds (spec section 3). */
export const CONTACT_COMPONENTS = [
  'whatsapp',
  'telegram',
  'messager',
  'instagram',
  'twitter',
  'tiktok',
  'line',
  'imessage',
  'kakao',
  'phone',
  'email',
  'custom',
] as const;
export type ContactComponent = (typeof CONTACT_COMPONENTS)[number];
