import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { isCommonUrl } from '#core/validation/common-url.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { isImageAddress } from '#modules/shared/render-kit.ts';

/**
 * Schema pieces every module shares (colours, padding, bounded integers, image addresses and
 * links, list helpers), with their messages registered in both languages.
 */
export const KIT_MESSAGES = {
  color: { en: 'Please enter a color such as #1f2937', 'zh-cn': '请输入颜色，例如 #1f2937' },
  tooLong: { en: 'The text is too long', 'zh-cn': '文字过长' },
  image: {
    en: 'Please upload a picture or enter an http(s) address',
    'zh-cn': '请上传图片或填写 http(s) 地址',
  },
  atLeastOneItem: { en: 'Please add at least one item', 'zh-cn': '请至少添加一项' },
  padding: { en: 'Padding must be between 0 and 100', 'zh-cn': '内边距须在 0 到 100 之间' },
  link: { en: 'Please enter an http(s) link', 'zh-cn': '请输入 http(s) 链接' },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(KIT_MESSAGES));

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** A hex colour (#rgb, #rrggbb or #rrggbbaa). */
export const color = (fallback: string) =>
  z._default(z.string().check(z.trim(), z.regex(HEX_COLOR, { error: KIT_MESSAGES.color.en })), fallback);

/** A hex colour, or '' for none (transparent). */
export const optionalColor = (fallback = '') =>
  z._default(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || HEX_COLOR.test(value), { error: KIT_MESSAGES.color.en }),
    ),
    fallback,
  );

/** A whole number from `min` to `max`; every failure (type, fraction, range) answers `message`. */
export const intRange = (min: number, max: number, fallback: number, message: string) =>
  z._default(
    z
      .number({ error: message })
      .check(z.int({ error: message }), z.gte(min, { error: message }), z.lte(max, { error: message })),
    fallback,
  );

/** A list of 1 to `max` items; `fewer` and `more` are the messages for an empty and a too-long list. */
export const itemList = <T extends z.ZodMiniType>(
  item: T,
  max: number,
  messages: { fewer: string; more: string },
  fallback: z.output<T>[] | (() => z.output<T>[]),
) =>
  z._default(
    z
      .array(item)
      .check(z.minLength(1, { error: messages.fewer }), z.maxLength(max, { error: messages.more })),
    fallback,
  );

/** Padding in CSS pixels, 0 to 100. */
export const padding = (fallback: number) => intRange(0, 100, fallback, KIT_MESSAGES.padding.en);

/** A trimmed text of at most `max` characters. */
export const text = (max: number, fallback = '') =>
  z._default(z.string().check(z.trim(), z.maxLength(max, { error: KIT_MESSAGES.tooLong.en })), fallback);

export { isImageAddress, lines, UPLOAD_PATH } from '#modules/shared/render-kit.ts';

/** An image address, required (message given by the caller). */
export const imageAddress = (message: string = KIT_MESSAGES.image.en) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.maxLength(2000, { error: KIT_MESSAGES.tooLong.en }),
      z.refine(isImageAddress, { error: message }),
    );

/** An optional http(s) link ('' for none). */
export const optionalLink = () =>
  z._default(
    z.string().check(
      z.trim(),
      z.maxLength(2000, { error: KIT_MESSAGES.tooLong.en }),
      z.refine((value) => value === '' || isCommonUrl(value), { error: KIT_MESSAGES.link.en }),
    ),
    '',
  );

/** Moves one list item up (-1) or down (+1); out-of-range moves answer the list unchanged. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** The list without the item at `index`. */
export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** The list with `item` replaced at `index`. */
export function replaceItem<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}
