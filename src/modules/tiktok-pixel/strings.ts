import type { Localized } from '#core/i18n/lang.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * TikTok pixel texts of the settings form, with the render's (render-strings.ts), in both languages: they
 * load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  ...RENDER_STRINGS,
  id: { 'zh-cn': '像素 ID', en: 'Pixel ID' },
  idHint: {
    'zh-cn': '在 TikTok 事件管理器中查看：20 位大写字母和数字',
    en: 'Found in TikTok Events Manager: 20 upper-case letters and digits',
  },
  pageView: { 'zh-cn': '页面加载时上报页面浏览', en: 'Report a page view when the page loads' },
} as const satisfies Record<string, Localized>;
