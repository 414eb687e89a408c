import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import type { ModuleEntitlement } from '#core/plans.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { onLoadEventField, pixelIdField } from '#modules/shared/pixel-kit.ts';
import type { PropsMigration } from '#modules/types.ts';
import { REDDIT_ADVERTISER_ID } from './pixel.ts';

export const REDDIT_MESSAGES = {
  id: {
    en: 'The Reddit advertiser ID looks like a2_xxxxxxxx or t2_xxxxxxxx',
    'zh-cn': 'Reddit 广告主 ID 形如 a2_xxxxxxxx 或 t2_xxxxxxxx',
  },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(REDDIT_MESSAGES));

/**
 * Reddit Pixel (the spec shows no fields; this is what Reddit's base code takes): the advertiser
 * ID from Reddit Ads (a2_… for ad accounts, t2_… for older user-based accounts), given to
 * rdt('init', id); PageVisit tracked on load.
 */
export const schema = z.object({
  /** Reddit advertiser ID; empty loads nothing. */
  advertiserId: pixelIdField(REDDIT_ADVERTISER_ID, REDDIT_MESSAGES.id.en),
  /** Track PageVisit when the page loads. */
  pageVisit: z._default(z.boolean(), true),
  /** An extra standard event reported once the page has loaded. */
  eventTracking: onLoadEventField(),
});
export type RedditPixelProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
/** Ad pixels are a plan's entitlement (src/core/plans.ts): publishing this module needs it. */
export const requires: ModuleEntitlement = 'pixels';
