import type { Localized } from '#core/i18n/lang.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Reddit pixel texts of the settings form, with the render's (render-strings.ts), in both languages: they
 * load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  ...RENDER_STRINGS,
  id: { 'zh-cn': '广告主 ID', en: 'Advertiser ID' },
  idHint: {
    'zh-cn': '在 Reddit Ads 的 Events Manager 中查看，形如 a2_xxxxxxxx 或 t2_xxxxxxxx',
    en: 'Found in Reddit Ads, Events Manager: a2_xxxxxxxx or t2_xxxxxxxx',
  },
  pageVisit: { 'zh-cn': '页面加载时上报 PageVisit', en: 'Track PageVisit when the page loads' },
} as const satisfies Record<string, Localized>;
