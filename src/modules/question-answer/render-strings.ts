import type { Lang } from '#core/i18n/lang.ts';

/**
 * The question's placeholder a published page and the canvas show, in both languages; the settings form's
 * texts are in strings.ts (loaded with it, BENCHMARKS row 11).
 */
export const RENDER_STRINGS = {
  en: {
    placeholder: 'Question',
  },
  'zh-cn': {
    placeholder: '问题',
  },
} as const satisfies Record<Lang, unknown>;
