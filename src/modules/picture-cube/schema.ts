import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { registerMessages } from '#core/validation/parse.ts';
import {
  imageAddress,
  itemList,
  KIT_MESSAGES,
  optionalColor,
  optionalLink,
  padding,
} from '#modules/shared/schema-kit.ts';
import type { PropsMigration } from '#modules/types.ts';

/**
 * Layouts: single (one per row), double / triple / quadruple (2, 3 or 4 per row), activity (one
 * large picture beside two stacked ones, repeating), cube (2×2 squares).
 */
export const CUBE_STYLES = ['single', 'double', 'triple', 'quadruple', 'activity', 'cube'] as const;
export const CUBE_CORNERS = ['square', 'fillet'] as const;
export const CUBE_MAX = 12;

export const CUBE_MESSAGES = {
  picture: { en: 'Please upload a picture', 'zh-cn': '请上传图片' },
  min: { en: 'Please add at least one picture', 'zh-cn': '请至少添加一张图片' },
  max: { en: 'At most 12 pictures', 'zh-cn': '最多 12 张图片' },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(CUBE_MESSAGES));

export const cubeImageSchema = z.object({
  /** Our /uploads/ path or an http(s) image address. */
  url: imageAddress(CUBE_MESSAGES.picture.en),
  /** Where a tap goes ('' for no link). */
  link: optionalLink(),
  /** Text for screen readers ('' when the picture is decoration). */
  alt: z._default(z.string().check(z.trim(), z.maxLength(120, { error: KIT_MESSAGES.tooLong.en })), ''),
});
export type CubeImage = z.output<typeof cubeImageSchema>;

export const emptyCubeImage = (): CubeImage => ({ url: '', link: '', alt: '' });

/**
 * Picture cube (spec section 3). `{}` parses to one empty picture slot: the module shows its
 * "Please upload a picture" message until the member uploads one.
 */
export const schema = z.object({
  style: z._default(z.enum(CUBE_STYLES), 'single'),
  images: itemList(
    cubeImageSchema,
    CUBE_MAX,
    { fewer: CUBE_MESSAGES.min.en, more: CUBE_MESSAGES.max.en },
    () => [emptyCubeImage()],
  ),
  /** square corners or fillet (rounded). */
  backgroundStyle: z._default(z.enum(CUBE_CORNERS), 'square'),
  /** Background colour behind the pictures; '' for transparent. */
  color: optionalColor(''),
  /** Left and right padding, pixels (also the gap between pictures in a row). */
  paddingX: padding(0),
  /** Top and bottom padding, pixels (also the gap between rows). */
  paddingY: padding(0),
});
export type PictureCubeProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
