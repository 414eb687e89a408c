import type { Localized } from '#core/i18n/lang.ts';

/**
 * Social module texts the canvas, a published page and the palette show, in both languages; the settings
 * form's are in strings.ts (loaded with it, BENCHMARKS row 11).
 */
export const RENDER_STRINGS = {
  title: { 'zh-cn': '社交媒体', en: 'Social' },
  listLabel: { 'zh-cn': '社交媒体', en: 'Social media' },
  floatingNote: {
    'zh-cn': '悬浮栏：预览与发布后固定在屏幕侧边',
    en: 'Floating bar: pinned to the screen side in preview and when published',
  },
  hide: { 'zh-cn': '收起社交栏', en: 'Hide the social bar' },
  show: { 'zh-cn': '展开社交栏', en: 'Show the social bar' },
} as const satisfies Record<string, Localized>;
