import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { color, imageAddress, KIT_MESSAGES, optionalLink } from '#modules/shared/schema-kit.ts';
import type { PropsMigration } from '#modules/types.ts';

export const SWIPER_STYLES = ['default', 'cards', 'coverflow', 'fade'] as const;
export const PAGINATION_STYLES = ['bullets', 'progressbar', 'fraction', 'none'] as const;
export const TITLE_ALIGNS = ['left', 'center', 'right'] as const;
/** Picture proportions (width:height): the slides keep this box, so nothing shifts while pictures load. */
export const SWIPER_RATIOS = ['16:9', '2:1', '4:3', '1:1', '3:4'] as const;
export type SwiperRatio = (typeof SWIPER_RATIOS)[number];
export const SWIPER_MIN = 1;
export const SWIPER_MAX = 10;
/** Spec sections 5 and 9: recommended picture width. */
export { RECOMMENDED_WIDTH } from '#modules/picture-swiper/ratio.ts';

export const SWIPER_MESSAGES = {
  count: { en: 'Please add 1 to 10 pictures', 'zh-cn': '请添加 1 到 10 张图片' },
  picture: { en: 'Each item needs a picture', 'zh-cn': '每一项都需要上传图片' },
  title: { en: 'The title can be at most 60 characters', 'zh-cn': '标题最多 60 个字符' },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(SWIPER_MESSAGES));

export const slideSchema = z.object({
  /** Caption over the picture ('' for none); also the picture's text for screen readers. */
  title: z._default(z.string().check(z.trim(), z.maxLength(60, { error: SWIPER_MESSAGES.title.en })), ''),
  /** The picture: our /uploads/ path or an http(s) address (required). */
  image: imageAddress(SWIPER_MESSAGES.picture.en),
  /** Where a tap goes ('' for no link). */
  url: optionalLink(),
});
export type SwiperSlide = z.output<typeof slideSchema>;
export const emptySlide = (): SwiperSlide => ({ title: '', image: '', url: '' });

/**
 * Picture swiper (spec section 3; section 5: 1 to 10 pictures, each item needs a picture).
 * `{}` parses to one empty slide, which shows "Each item needs a picture" until one is uploaded.
 */
export const schema = z.object({
  pictures: z._default(
    z
      .array(slideSchema)
      .check(
        z.minLength(SWIPER_MIN, { error: SWIPER_MESSAGES.count.en }),
        z.maxLength(SWIPER_MAX, { error: SWIPER_MESSAGES.count.en }),
      ),
    () => [emptySlide()],
  ),
  /** Transition effect (swiper's slide, cards, coverflow or fade). */
  swiperStyle: z._default(z.enum(SWIPER_STYLES), 'default'),
  paginationStyle: z._default(z.enum(PAGINATION_STYLES), 'bullets'),
  paginationColor: color('#ffffff'),
  titleAlign: z._default(z.enum(TITLE_ALIGNS), 'left'),
  /** Picture proportions, so the box is reserved before pictures load. */
  ratio: z._default(z.enum(SWIPER_RATIOS), '16:9'),
});
export type PictureSwiperProps = z.output<typeof schema>;

export { ratioSize } from '#modules/picture-swiper/ratio.ts';

// Re-exported so tests and forms reach the shared texts from one place.
export { KIT_MESSAGES };

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
