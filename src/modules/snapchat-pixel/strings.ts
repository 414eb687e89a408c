import type { Localized } from '#core/i18n/lang.ts';
import { RENDER_STRINGS } from './render-strings.ts';

/**
 * Snapchat pixel texts of the settings form, with the render's (render-strings.ts), in both languages: they
 * load with the form, not in the builder's first load (BENCHMARKS row 11).
 */
export const STRINGS = {
  ...RENDER_STRINGS,
  id: { 'zh-cn': '像素 ID', en: 'Pixel ID' },
  idHint: {
    'zh-cn': '在 Snap 广告管理器的 Events Manager 中查看（UUID 格式）',
    en: 'Found in Snap Ads Manager, Events Manager (a UUID)',
  },
  hashUserEmail: {
    'zh-cn': '用访客邮箱匹配（由 Snap 脚本哈希后发送）',
    en: "Match visitors by email (hashed by Snap's script)",
  },
  hashUserEmailHint: {
    'zh-cn': '仅当访客在本页留下邮箱时生效；请确认您的隐私政策允许',
    en: 'Only when a visitor gives an email on this page; make sure your privacy policy allows it',
  },
  pageView: { 'zh-cn': '页面加载时上报 PAGE_VIEW', en: 'Track PAGE_VIEW when the page loads' },
} as const satisfies Record<string, Localized>;
