import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import type { ModuleEntitlement } from '#core/plans.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { onLoadEventField, pixelIdField } from '#modules/shared/pixel-kit.ts';
import type { PropsMigration } from '#modules/types.ts';
import { TIKTOK_PIXEL_ID } from './pixel.ts';

export const TIKTOK_MESSAGES = {
  id: {
    en: 'The TikTok pixel ID is 20 upper-case letters and digits, e.g. C4ABCDEFGH1234567890',
    'zh-cn': 'TikTok 像素 ID 为 20 位大写字母和数字，例如 C4ABCDEFGH1234567890',
  },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(TIKTOK_MESSAGES));

export const schema = z.object({
  /** The pixel ID from TikTok Events Manager; empty loads nothing. */
  pixelId: pixelIdField(TIKTOK_PIXEL_ID, TIKTOK_MESSAGES.id.en),
  /** Report a page view (ttq.page()) when the page loads. */
  pageView: z._default(z.boolean(), true),
  /** An extra standard event reported once the page has loaded. */
  eventTracking: onLoadEventField(),
});
export type TiktokPixelProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
/** Ad pixels are a plan's entitlement (src/core/plans.ts): publishing this module needs it. */
export const requires: ModuleEntitlement = 'pixels';
