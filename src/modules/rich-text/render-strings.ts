import type { Lang } from '#core/i18n/lang.ts';

/**
 * What the canvas shows for empty rich text, in both languages; the settings form's texts are in strings.ts
 * (loaded with it, BENCHMARKS row 11).
 */
export const RENDER_STRINGS = {
  en: {
    empty: 'Rich text: write your content in the settings panel',
  },
  'zh-cn': {
    empty: '富文本：请在设置面板中编写内容',
  },
} as const satisfies Record<Lang, unknown>;
