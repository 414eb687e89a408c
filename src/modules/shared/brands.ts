import {
  siFacebook,
  siImessage,
  siInstagram,
  siKakaotalk,
  siLine,
  siMessenger,
  siPinterest,
  siReddit,
  siSnapchat,
  siTelegram,
  siThreads,
  siTiktok,
  siWechat,
  siWhatsapp,
  siX,
  siYoutube,
} from 'simple-icons';
import type { Localized } from '#core/i18n/lang.ts';

/**
 * Brand and generic icons (24 × 24 inline SVG paths; brands from simple-icons) with each brand's
 * colour and the ink colour readable on it. Inline SVG: no icon font, no network request.
 */
export type Brand = {
  name: Localized;
  /** Brand colour (#rrggbb). */
  color: string;
  /** Foreground colour readable on `color`. */
  ink: string;
  /** SVG path data for viewBox 0 0 24 24. */
  path: string;
};

const same = (name: string): Localized => ({ 'zh-cn': name, en: name });
const simple = (
  icon: { title: string; hex: string; path: string },
  ink = '#ffffff',
  name?: Localized,
): Brand => ({
  name: name ?? same(icon.title),
  color: `#${icon.hex}`,
  ink,
  path: icon.path,
});

export const BRANDS = {
  whatsapp: simple(siWhatsapp),
  messenger: simple(siMessenger, '#ffffff', same('Facebook Messenger')),
  telegram: simple(siTelegram),
  instagram: simple(siInstagram),
  wechat: simple(siWechat, '#ffffff', { 'zh-cn': '微信', en: 'WeChat' }),
  line: simple(siLine, '#ffffff', same('LINE')),
  kakaotalk: simple(siKakaotalk, '#191919'),
  imessage: simple(siImessage),
  facebook: simple(siFacebook),
  x: simple(siX, '#ffffff', same('X (Twitter)')),
  tiktok: simple(siTiktok),
  youtube: simple(siYoutube),
  pinterest: simple(siPinterest),
  snapchat: simple(siSnapchat, '#000000'),
  reddit: simple(siReddit),
  threads: simple(siThreads),
  linkedin: {
    name: same('LinkedIn'),
    color: '#0A66C2',
    ink: '#ffffff',
    path: 'M20.45 20.45h-3.55v-5.57c0-1.33-.03-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.12 2.06 2.06 0 0 1 0 4.12zM7.12 20.45H3.56V9h3.56v11.45z',
  },
  phone: {
    name: { 'zh-cn': '电话', en: 'Phone' },
    color: '#34A853',
    ink: '#ffffff',
    path: 'M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.02-.24c1.12.37 2.33.57 3.57.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02l-2.2 2.2z',
  },
  email: {
    name: { 'zh-cn': '邮箱', en: 'Email' },
    color: '#EA4335',
    ink: '#ffffff',
    path: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z',
  },
  custom: {
    name: { 'zh-cn': '自定义链接', en: 'Custom link' },
    color: '#4B5563',
    ink: '#ffffff',
    path: 'M3.9 12a3.1 3.1 0 0 1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12zM8 13h8v-2H8v2zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10z',
  },
  website: {
    name: { 'zh-cn': '网站', en: 'Website' },
    color: '#2563EB',
    ink: '#ffffff',
    path: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.93 6h-2.95a15.65 15.65 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8zM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96zM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A8 8 0 0 1 5.08 16zm2.95-8H5.08a8 8 0 0 1 4.33-3.56A15.65 15.65 0 0 0 8.03 8zM12 19.96c-.83-1.2-1.48-2.53-1.91-3.96h3.82A14.1 14.1 0 0 1 12 19.96zM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56zM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38z',
  },
  chat: {
    name: { 'zh-cn': '聊天', en: 'Chat' },
    color: '#2563EB',
    ink: '#ffffff',
    path: 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2z',
  },
  message: {
    name: { 'zh-cn': '消息', en: 'Message' },
    color: '#2563EB',
    ink: '#ffffff',
    path: 'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 9h12v2H6V9zm8 5H6v-2h8v2zm4-6H6V6h12v2z',
  },
  support: {
    name: { 'zh-cn': '客服', en: 'Support' },
    color: '#2563EB',
    ink: '#ffffff',
    path: 'M12 1a9 9 0 0 0-9 9v7a3 3 0 0 0 3 3h3v-8H5v-2a7 7 0 0 1 14 0v2h-4v8h4v1h-7v2h6a3 3 0 0 0 3-3V10a9 9 0 0 0-9-9z',
  },
  close: {
    name: { 'zh-cn': '关闭', en: 'Close' },
    color: '#4B5563',
    ink: '#ffffff',
    path: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  },
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
