import type { Localized } from '#core/i18n/lang.ts';
import type { METHODS } from '#modules/link-button/schema.ts';

/**
 * Link button texts the canvas, a published page and the palette show, in both languages; the settings
 * form's are in strings.ts (loaded with it, BENCHMARKS row 11).
 */
export const RENDER_STRINGS = {
  title: { 'zh-cn': '链接按钮', en: 'Link button' },
  image: { 'zh-cn': '按钮图片', en: 'Button image' },
  unfinished: { 'zh-cn': '此按钮还缺少链接', en: 'This button still needs its link' },
  listLabel: { 'zh-cn': '链接', en: 'Links' },
  defaultLink: { 'zh-cn': '访问我们的网站', en: 'Visit our website' },
  defaultCall: { 'zh-cn': '拨打电话', en: 'Call us' },
  defaultChat: { 'zh-cn': '通过 {method} 联系我们', en: 'Chat on {method}' },
} as const satisfies Record<string, Localized>;

export const METHOD_NAMES: Record<(typeof METHODS)[number], Localized> = {
  whatsapp: { 'zh-cn': 'WhatsApp', en: 'WhatsApp' },
  telegram: { 'zh-cn': 'Telegram', en: 'Telegram' },
  line: { 'zh-cn': 'LINE', en: 'LINE' },
  messenger: { 'zh-cn': 'Messenger', en: 'Messenger' },
  imessage: { 'zh-cn': 'iMessage', en: 'iMessage' },
  kakaotalk: { 'zh-cn': 'KakaoTalk', en: 'KakaoTalk' },
};
