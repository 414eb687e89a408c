import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import type { ModuleEntitlement } from '#core/plans.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { onLoadEventField, pixelIdField } from '#modules/shared/pixel-kit.ts';
import type { PropsMigration } from '#modules/types.ts';
import { SNAP_PIXEL_ID } from './pixel.ts';

export const SNAPCHAT_MESSAGES = {
  id: {
    en: 'The Snap pixel ID is a UUID, e.g. 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
    'zh-cn': 'Snap 像素 ID 为 UUID 格式，例如 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
  },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(SNAPCHAT_MESSAGES));

/**
 * Snap Pixel (the spec shows no fields; this is what Snap's base code takes): the pixel ID, a UUID
 * from Snap Ads Manager, given to snaptr('init', id, {...}); PAGE_VIEW tracked on load; and
 * optionally the visitor's email for matching, which Snap's script hashes (SHA-256) before sending.
 */
export const schema = z.object({
  /** Snap pixel ID (UUID); empty loads nothing. Stored in lower case. */
  pixelId: z.pipe(
    pixelIdField(SNAP_PIXEL_ID, SNAPCHAT_MESSAGES.id.en),
    z.transform((value: string) => value.toLowerCase()),
  ),
  /** Send the email a visitor gives on this page, hashed by Snap's script, for matching. Off by default. */
  hashUserEmail: z._default(z.boolean(), false),
  /** Track PAGE_VIEW when the page loads. */
  pageView: z._default(z.boolean(), true),
  /** An extra standard event reported once the page has loaded. */
  eventTracking: onLoadEventField(),
});
export type SnapchatPixelProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
/** Ad pixels are a plan's entitlement (src/core/plans.ts): publishing this module needs it. */
export const requires: ModuleEntitlement = 'pixels';
