import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { color, optionalColor, padding } from '#modules/shared/schema-kit.ts';
import type { PropsMigration, SampleFields } from '#modules/types.ts';

export const TITLE_ALIGNS = ['left', 'center', 'right'] as const;
export const TITLE_STYLES = ['normal', 'italic', 'bold'] as const;
export const TITLE_SIZES = ['small', 'medium', 'large'] as const;

export const TITLE_MESSAGES = {
  content: { en: 'Please enter the title text', 'zh-cn': '请输入标题文字' },
  contentLength: { en: 'The title text can be at most 200 characters', 'zh-cn': '标题文字最多 200 个字符' },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(TITLE_MESSAGES));

/** Title text (spec section 3): content, color, align, style, size, padding, background. */
export const schema = z.object({
  /** The title; line breaks are kept. */
  content: z._default(
    z
      .string({ error: TITLE_MESSAGES.content.en })
      .check(
        z.trim(),
        z.minLength(1, { error: TITLE_MESSAGES.content.en }),
        z.maxLength(200, { error: TITLE_MESSAGES.contentLength.en }),
      ),
    '',
  ),
  /** Text colour. */
  color: color('#1f2937'),
  align: z._default(z.enum(TITLE_ALIGNS), 'center'),
  /** normal, italic or bold. */
  style: z._default(z.enum(TITLE_STYLES), 'bold'),
  /** small 16 px, medium 22 px, large 30 px. */
  size: z._default(z.enum(TITLE_SIZES), 'medium'),
  /** Padding on every side, in pixels. */
  padding: padding(16),
  /** Background colour; '' for transparent. */
  background: optionalColor(''),
});
export type TitleTextProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];

/** The heading must be the member's own ("Title text" was the default of earlier versions). */
export const samples: SampleFields = () => [
  { path: 'content', name: { en: 'Title text', 'zh-cn': '标题文字' }, examples: ['Title text'] },
];
