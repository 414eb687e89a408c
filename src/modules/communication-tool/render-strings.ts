import type { Localized } from '#core/i18n/lang.ts';

/**
 * Communication tool texts the canvas, a published page and the palette show, in both languages; the
 * settings form's are in strings.ts (loaded with it, BENCHMARKS row 11).
 */
export const RENDER_STRINGS = {
  title: { 'zh-cn': '沟通工具', en: 'Communication tool' },
  unfinished: { 'zh-cn': '此按钮还缺少联系方式', en: 'This button still needs its contact details' },
  listLabel: { 'zh-cn': '联系我们', en: 'Contact us' },
} as const satisfies Record<string, Localized>;
