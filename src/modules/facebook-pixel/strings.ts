import type { Localized } from '#core/i18n/lang.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Facebook pixel texts of the settings form, with the render's (render-strings.ts), in both languages: they
 * load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  ...RENDER_STRINGS,
  ids: { 'zh-cn': '像素 ID（每行一个）', en: 'Pixel IDs (one per line)' },
  idsHint: {
    'zh-cn': '在 Meta 事件管理工具中查看，15 到 16 位数字',
    en: 'Found in Meta Events Manager: 15 to 16 digits',
  },
  pageView: { 'zh-cn': '页面加载时上报 PageView', en: 'Report PageView when the page loads' },
  onLoad: { 'zh-cn': '加载后额外上报的事件', en: 'Extra event reported after load' },
} as const satisfies Record<string, Localized>;
