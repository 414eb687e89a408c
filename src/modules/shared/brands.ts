import type { Localized } from '#core/i18n/lang.ts';

/**
 * Brand and generic icons: each brand's name, colour and the ink colour readable on it. The icons'
 * SVG paths live apart, in brand-paths.ts, so that the published page's islands (chat widget,
 * social bar), which need names and colours, ship no paths: a published page inlines the icons it
 * uses once, as an SVG sprite (src/published/IconSprite.astro; the builder loads all of
 * them on demand, BrandIconSprite.tsx), and BrandIcon draws `<use href="#lp-icon-…">` there. Brand colours are simple-icons' (a unit test keeps them equal).
 */
export type Brand = {
  name: Localized;
  /** Brand colour (#rrggbb). */
  color: string;
  /** Foreground colour readable on `color`. */
  ink: string;
};

const same = (name: string): Localized => ({ 'zh-cn': name, en: name });

const NOUNS = {
  number: { en: 'number', 'zh-cn': '号码' },
  account: { en: 'account', 'zh-cn': '账号' },
  address: { en: 'address', 'zh-cn': '地址' },
  link: { en: 'link', 'zh-cn': '链接' },
} as const satisfies Record<string, Localized>;

/** A field named after its brand ("WhatsApp number", "Facebook address"), for messages. */
export function brandField(brand: BrandKey, noun: keyof typeof NOUNS): Localized {
  const zh = BRANDS[brand].name['zh-cn'];
  // Chinese puts no space between Chinese words, one after a Latin name ("WhatsApp 号码", "邮箱地址").
  return {
    en: `${BRANDS[brand].name.en} ${NOUNS[noun].en}`,
    'zh-cn': `${zh}${/[\u4e00-\u9fff]$/.test(zh) ? '' : ' '}${NOUNS[noun]['zh-cn']}`,
  };
}

export const BRANDS = {
  whatsapp: { name: same('WhatsApp'), color: '#25D366', ink: '#ffffff' },
  messenger: { name: same('Facebook Messenger'), color: '#0866FF', ink: '#ffffff' },
  telegram: { name: same('Telegram'), color: '#26A5E4', ink: '#ffffff' },
  instagram: { name: same('Instagram'), color: '#FF0069', ink: '#ffffff' },
  wechat: { name: { 'zh-cn': '微信', en: 'WeChat' }, color: '#07C160', ink: '#ffffff' },
  line: { name: same('LINE'), color: '#00C300', ink: '#ffffff' },
  kakaotalk: { name: same('KakaoTalk'), color: '#FFCD00', ink: '#191919' },
  imessage: { name: same('iMessage'), color: '#34DA50', ink: '#ffffff' },
  facebook: { name: same('Facebook'), color: '#0866FF', ink: '#ffffff' },
  x: { name: same('X (Twitter)'), color: '#000000', ink: '#ffffff' },
  tiktok: { name: same('TikTok'), color: '#000000', ink: '#ffffff' },
  youtube: { name: same('YouTube'), color: '#FF0000', ink: '#ffffff' },
  pinterest: { name: same('Pinterest'), color: '#BD081C', ink: '#ffffff' },
  snapchat: { name: same('Snapchat'), color: '#FFFC00', ink: '#000000' },
  reddit: { name: same('Reddit'), color: '#FF4500', ink: '#ffffff' },
  threads: { name: same('Threads'), color: '#000000', ink: '#ffffff' },
  linkedin: { name: same('LinkedIn'), color: '#0A66C2', ink: '#ffffff' },
  phone: { name: { 'zh-cn': '电话', en: 'Phone' }, color: '#34A853', ink: '#ffffff' },
  email: { name: { 'zh-cn': '邮箱', en: 'Email' }, color: '#EA4335', ink: '#ffffff' },
  custom: { name: { 'zh-cn': '自定义链接', en: 'Custom link' }, color: '#4B5563', ink: '#ffffff' },
  website: { name: { 'zh-cn': '网站', en: 'Website' }, color: '#2563EB', ink: '#ffffff' },
  chat: { name: { 'zh-cn': '聊天', en: 'Chat' }, color: '#2563EB', ink: '#ffffff' },
  message: { name: { 'zh-cn': '消息', en: 'Message' }, color: '#2563EB', ink: '#ffffff' },
  support: { name: { 'zh-cn': '客服', en: 'Support' }, color: '#2563EB', ink: '#ffffff' },
  close: { name: { 'zh-cn': '关闭', en: 'Close' }, color: '#4B5563', ink: '#ffffff' },
} as const satisfies Record<string, Brand>;
export type BrandKey = keyof typeof BRANDS;
export const BRAND_KEYS = Object.keys(BRANDS) as BrandKey[];

export function isBrandKey(value: string): value is BrandKey {
  return Object.hasOwn(BRANDS, value);
}

/** Black or white, whichever reads better on `background` (#rgb or #rrggbb[aa]); WCAG relative luminance. */
export function readableInk(background: string): '#111111' | '#ffffff' {
  let hex = background.trim().replace(/^#/, '');
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  if (!/^[0-9a-fA-F]{6}/.test(hex)) return '#ffffff';
  const channel = (start: number) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // 0.179: where white and near-black text have equal contrast (WCAG), so the pick is the stronger one.
  return luminance > 0.179 ? '#111111' : '#ffffff';
}
