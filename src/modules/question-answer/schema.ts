import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { eventTrackingField } from '#modules/shared/event-tracking.ts';
import { color, itemList, KIT_MESSAGES, optionalColor, padding } from '#modules/shared/schema-kit.ts';
import type { PropsMigration } from '#modules/types.ts';

/**
 * Question Answer (the spec shows no fields: designed as an FAQ block). accordion: one answer open
 * at a time (native exclusive <details name>, no script); list: every answer shown.
 */
export const QA_STYLES = ['accordion', 'list'] as const;
export const QA_MAX = 50;

export const QA_MESSAGES = {
  question: { en: 'Please enter the question', 'zh-cn': '请输入问题' },
  answer: { en: 'Please enter the answer', 'zh-cn': '请输入答案' },
  questionLength: { en: 'The question can be at most 200 characters', 'zh-cn': '问题最多 200 个字符' },
  answerLength: { en: 'The answer can be at most 2000 characters', 'zh-cn': '答案最多 2000 个字符' },
  min: { en: 'Please add at least one question', 'zh-cn': '请至少添加一个问题' },
  max: { en: 'At most 50 questions', 'zh-cn': '最多 50 个问题' },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(QA_MESSAGES));

export const qaItemSchema = z.object({
  question: z
    .string({ error: QA_MESSAGES.question.en })
    .check(
      z.trim(),
      z.minLength(1, { error: QA_MESSAGES.question.en }),
      z.maxLength(200, { error: QA_MESSAGES.questionLength.en }),
    ),
  /** Plain text; line breaks are kept. */
  answer: z
    .string({ error: QA_MESSAGES.answer.en })
    .check(
      z.trim(),
      z.minLength(1, { error: QA_MESSAGES.answer.en }),
      z.maxLength(2000, { error: QA_MESSAGES.answerLength.en }),
    ),
  /** Open when the page loads (accordion: the first such item). */
  open: z._default(z.boolean(), false),
});
export type QaItem = z.output<typeof qaItemSchema>;
export const emptyQaItem = (): QaItem => ({ question: '', answer: '', open: false });

/**
 * `{}` parses to one empty question, which shows "Please enter the question" / "Please enter the
 * answer" until the member fills it in.
 */
export const schema = z.object({
  /** Heading above the questions ('' for none). */
  title: z._default(z.string().check(z.trim(), z.maxLength(100, { error: KIT_MESSAGES.tooLong.en })), ''),
  items: itemList(qaItemSchema, QA_MAX, { fewer: QA_MESSAGES.min.en, more: QA_MESSAGES.max.en }, () => [
    emptyQaItem(),
  ]),
  style: z._default(z.enum(QA_STYLES), 'accordion'),
  titleColor: color('#111827'),
  questionColor: color('#1f2937'),
  answerColor: color('#4b5563'),
  /** Lines between questions. */
  borderColor: color('#e5e7eb'),
  /** Background colour; '' for transparent. */
  background: optionalColor(''),
  /** Padding on every side, in pixels. */
  padding: padding(16),
  /** Reports an event to the page's pixels when a visitor opens a question. */
  eventTracking: eventTrackingField(),
});
export type QuestionAnswerProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
