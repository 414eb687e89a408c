import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import type { ModuleEntitlement } from '#core/plans.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { distinctLines, onLoadEventField } from '#modules/shared/pixel-kit.ts';
import type { PropsMigration } from '#modules/types.ts';
import { FACEBOOK_PIXEL_ID } from './pixel.ts';

export const MAX_PIXEL_IDS = 10;
export const FACEBOOK_MESSAGES = {
  ids: {
    en: 'Facebook pixel IDs are 15 to 16 digits, one per line',
    'zh-cn': 'Facebook 像素 ID 为 15 到 16 位数字，每行一个',
  },
  max: {
    en: `At most ${MAX_PIXEL_IDS} Facebook pixel IDs`,
    'zh-cn': `最多 ${MAX_PIXEL_IDS} 个 Facebook 像素 ID`,
  },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(FACEBOOK_MESSAGES));

export const schema = z.object({
  /** Pixel IDs, one per line; every one is initialised on the published page. Empty loads nothing. */
  pixelIds: z._default(z.string().check(z.maxLength(2000, { error: FACEBOOK_MESSAGES.ids.en })), '').check(
    z.superRefine((value, ctx) => {
      const ids = distinctLines(value);
      if (ids.some((id) => !FACEBOOK_PIXEL_ID.test(id)))
        ctx.addIssue({ code: 'custom', message: FACEBOOK_MESSAGES.ids.en });
      else if (ids.length > MAX_PIXEL_IDS)
        ctx.addIssue({ code: 'custom', message: FACEBOOK_MESSAGES.max.en });
    }),
  ),
  /** Report PageView when the page loads. */
  pageView: z._default(z.boolean(), true),
  /** An extra standard event reported once the page has loaded. */
  eventTracking: onLoadEventField(),
});
export type FacebookPixelProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
/** Ad pixels are a plan's entitlement (src/core/plans.ts): publishing this module needs it. */
export const requires: ModuleEntitlement = 'pixels';

/** The distinct pixel IDs to initialise (issue 5's base code reads this). */
export function pixelIds(props: FacebookPixelProps): string[] {
  return distinctLines(props.pixelIds);
}
