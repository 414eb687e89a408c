import * as z from 'zod/mini';
import type { Localized } from '#core/i18n/lang.ts';
import { registerMessages } from '#core/validation/parse.ts';
import { color, padding } from '#modules/shared/schema-kit.ts';
import type { PropsMigration } from '#modules/types.ts';

export const DIVIDER_TYPES = ['none', 'text'] as const;
export const DIVIDER_POSITIONS = ['left', 'center', 'right'] as const;
export const DIVIDER_DIRECTIONS = ['horizontal', 'vertical'] as const;
export const DIVIDER_STYLES = ['solid', 'dashed', 'dotted'] as const;
/** Built-in icons (drawn inline as SVG, so they take the icon colour). */
export const DIVIDER_ICONS = ['none', 'star', 'heart', 'diamond', 'circle', 'sparkle', 'check'] as const;
export type DividerIcon = (typeof DIVIDER_ICONS)[number];

export const DIVIDER_MESSAGES = {
  content: {
    en: 'Please enter the divider text or choose an icon',
    'zh-cn': '请输入分割线文字或选择图标',
  },
  textLength: { en: 'The divider text can be at most 50 characters', 'zh-cn': '分割线文字最多 50 个字符' },
  iconSize: { en: 'Icon size must be between 12 and 64', 'zh-cn': '图标大小须在 12 到 64 之间' },
} as const satisfies Record<string, Localized>;
registerMessages(Object.values(DIVIDER_MESSAGES));

/** Divider (spec section 3): a line, optionally with text and an icon in it. */
export const schema = z
  .object({
    /** none: a plain line; text: the line carries text and/or an icon. */
    type: z._default(z.enum(DIVIDER_TYPES), 'none'),
    /** Where the text sits along the line. */
    contentPosition: z._default(z.enum(DIVIDER_POSITIONS), 'center'),
    text: z._default(
      z.string().check(z.trim(), z.maxLength(50, { error: DIVIDER_MESSAGES.textLength.en })),
      '',
    ),
    icon: z._default(z.enum(DIVIDER_ICONS), 'none'),
    iconColor: color('#f59e0b'),
    /** Icon size in pixels, 12 to 64. */
    iconSize: z._default(
      z
        .number({ error: DIVIDER_MESSAGES.iconSize.en })
        .check(
          z.int({ error: DIVIDER_MESSAGES.iconSize.en }),
          z.gte(12, { error: DIVIDER_MESSAGES.iconSize.en }),
          z.lte(64, { error: DIVIDER_MESSAGES.iconSize.en }),
        ),
      18,
    ),
    /** horizontal: across the page; vertical: a short upright line (e.g. between two blocks of text). */
    direction: z._default(z.enum(DIVIDER_DIRECTIONS), 'horizontal'),
    /** Line (and text) colour. */
    color: color('#d1d5db'),
    lineStyle: z._default(z.enum(DIVIDER_STYLES), 'solid'),
    /** Vertical padding around the line, in pixels. */
    padding: padding(12),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.type === 'text' && value.text === '' && value.icon === 'none') {
        ctx.addIssue({ code: 'custom', path: ['text'], message: DIVIDER_MESSAGES.content.en });
      }
    }),
  );
export type DividerProps = z.output<typeof schema>;

export const version = 1;
export const migrations: readonly PropsMigration[] = [];
