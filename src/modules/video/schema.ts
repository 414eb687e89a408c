import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { isImageAddress, KIT_MESSAGES } from '#modules/shared/schema-kit.ts';
import type { PropsMigration } from '#modules/types.ts';
import { detectVideo } from './sources.ts';

export const VIDEO_MESSAGES = {
  required: { en: 'Please enter the video address', 'zh-cn': '请输入视频地址' },
  unsupported: {
    en: 'This video address is not supported: use a YouTube, Vimeo, TikTok or Twitch link, or an .mp4, .m3u8 or .webm file',
    'zh-cn': '不支持该视频地址：请使用 YouTube、Vimeo、TikTok 或 Twitch 链接，或 .mp4、.m3u8、.webm 文件',
  },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(VIDEO_MESSAGES));

/**
 * Video (spec section 3). `{}` parses to an empty address, which shows "Please enter the video
 * address" until the member enters one.
 */
export const schema = z.object({
  /** YouTube, Vimeo, TikTok or Twitch link, or an http(s) / /uploads/ .mp4, .m3u8 or .webm file. */
  url: z._default(
    z.string({ error: VIDEO_MESSAGES.required.en }).check(
      z.trim(),
      z.maxLength(2000, { error: KIT_MESSAGES.tooLong.en }),
      z.superRefine((value, ctx) => {
        if (value === '') ctx.addIssue({ code: 'custom', message: VIDEO_MESSAGES.required.en });
        else if (!detectVideo(value))
          ctx.addIssue({ code: 'custom', message: VIDEO_MESSAGES.unsupported.en });
      }),
    ),
    '',
  ),
  /** Starts muted when the video scrolls into view (browsers allow only muted autoplay). */
  autoplay: z._default(z.boolean(), false),
  /** Shows the player's controls. */
  controls: z._default(z.boolean(), true),
  /** A 9:16 box (phone videos) instead of 16:9. */
  vertical: z._default(z.boolean(), false),
  /** Optional cover picture before playing; YouTube's own thumbnail is used when empty. */
  poster: z._default(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isImageAddress(value), { error: KIT_MESSAGES.image.en }),
    ),
    '',
  ),
});
export type VideoProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
