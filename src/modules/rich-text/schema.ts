import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { hasEditorContent } from '#core/validation/editor-content.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { MESSAGES } from '#core/validation/rule-messages.ts';
import { optionalColor, padding } from '#modules/shared/schema-kit.ts';
import type { PropsMigration } from '#modules/types.ts';

/** Largest stored HTML (characters): a long article, far below the document's size limits. */
export const RICH_TEXT_MAX = 100_000;

export const RICH_TEXT_MESSAGES = {
  tooLong: {
    en: 'The content is too long (at most 100,000 characters)',
    'zh-cn': '内容过长（最多 100,000 个字符）',
  },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(RICH_TEXT_MESSAGES));

/**
 * Rich text (spec section 3): content, background, padding. The content is HTML that the
 * settings form cleans with DOMPurify and the save handler cleans again with js-xss
 * (src/modules/rich-text/sanitize.ts), both from the allowlist in policy.ts. `{}` parses to empty
 * content, which shows "Please enter the content" (rules.editorRequired) until the member writes.
 */
export const schema = z.object({
  /** Sanitised HTML (see policy.ts). */
  content: z._default(
    z
      .string({ error: MESSAGES.editorRequired.en })
      .check(
        z.maxLength(RICH_TEXT_MAX, { error: RICH_TEXT_MESSAGES.tooLong.en }),
        z.refine(hasEditorContent, { error: MESSAGES.editorRequired.en }),
      ),
    '',
  ),
  /** Background colour; '' for transparent. */
  background: optionalColor(''),
  /** Padding on every side, in pixels. */
  padding: padding(16),
});
export type RichTextProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
