import { contactHref, safeWebUrl } from '#core/contact-links.ts';
import type { ContactComponent } from '#core/contracts/site-config.ts';
import type { Localized } from '#core/i18n/lang.ts';
import type { BrandKey } from '#modules/shared/brands.ts';

/** Chat channels (spec section 3 "Channel types"). Names are permanent: stored documents use them. */
export const CHANNEL_TYPES = [
  'whatsapp',
  'messenger',
  'telegram',
  'instagram',
  'wechat',
  'line',
  'kakaotalk',
  'phone',
  'email',
  'custom',
] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Each channel's icon (a key of BRANDS, whose colour is the channel's default colour). */
export const CHANNEL_ICON: Record<ChannelType, BrandKey> = {
  whatsapp: 'whatsapp',
  messenger: 'messenger',
  telegram: 'telegram',
  instagram: 'instagram',
  wechat: 'wechat',
  line: 'line',
  kakaotalk: 'kakaotalk',
  phone: 'phone',
  email: 'email',
  custom: 'custom',
};

/** What the owner types as a channel's value, shown as the field's hint. */
export const CHANNEL_VALUE_HINT: Record<ChannelType, Localized> = {
  whatsapp: { 'zh-cn': '国际手机号，例如 +85212345678', en: 'International number, e.g. +85212345678' },
  messenger: { 'zh-cn': 'Facebook 主页用户名，例如 yourpage', en: 'Facebook page username, e.g. yourpage' },
  telegram: {
    'zh-cn': '用户名（例如 yourname）或国际手机号',
    en: 'Username (e.g. yourname) or international number',
  },
  instagram: { 'zh-cn': 'Instagram 用户名', en: 'Instagram username' },
  wechat: { 'zh-cn': '微信号，或微信二维码链接 https://…', en: 'WeChat ID, or a WeChat QR link https://…' },
  line: { 'zh-cn': 'LINE ID；官方账号以 @ 开头', en: 'LINE ID; official accounts start with @' },
  kakaotalk: { 'zh-cn': 'KakaoTalk 开放聊天代码或链接', en: 'KakaoTalk open chat code or link' },
  phone: { 'zh-cn': '国际电话号码，例如 +85212345678', en: 'International number, e.g. +85212345678' },
  email: { 'zh-cn': '电子邮箱地址', en: 'Email address' },
  custom: { 'zh-cn': 'http(s) 链接', en: 'An http(s) link' },
};

const CONTACT_OF: Record<Exclude<ChannelType, 'wechat' | 'custom'>, ContactComponent> = {
  whatsapp: 'whatsapp',
  messenger: 'messager',
  telegram: 'telegram',
  instagram: 'instagram',
  line: 'line',
  kakaotalk: 'kakao',
  phone: 'phone',
  email: 'email',
};

/**
 * The deep link that opens a chat on `type` with `value` (and the prefilled `message` where the
 * channel takes one), or null when the value cannot make a safe link. A web address as the value
 * is used as it is (e.g. a wa.me or line.me link the owner copied).
 */
export function channelHref(type: ChannelType, value: string, message = ''): string | null {
  const text = value.trim();
  if (text === '') return null;
  const web = /^https?:\/\//i.test(text) ? safeWebUrl(text) : null;
  if (type === 'custom') return web;
  if (type === 'wechat')
    return web ?? (/^[A-Za-z][-_A-Za-z0-9]{5,19}$/.test(text) ? `weixin://dl/chat?${text}` : null);
  if (/^https?:\/\//i.test(text)) return web;
  const isPhone =
    type === 'whatsapp' || type === 'phone' || (type === 'telegram' && /^[+\d][\d\s().-]+$/.test(text));
  return contactHref({
    component: CONTACT_OF[type],
    account: isPhone ? '' : text,
    mobile: isPhone ? text : '',
    username: '',
    url: '',
    message,
    text: '',
    label: '',
  });
}

/** Web links open in a new window; tel:, mailto: and app schemes hand over to an app. */
export function opensNewWindow(href: string): boolean {
  return href.startsWith('https://') || href.startsWith('http://');
}

/** Icon (and brand colour) of each contact shortcut kind (communication tool items, link button actions). */
export const CONTACT_ICON: Record<ContactComponent, BrandKey> = {
  whatsapp: 'whatsapp',
  telegram: 'telegram',
  messager: 'messenger',
  instagram: 'instagram',
  twitter: 'x',
  tiktok: 'tiktok',
  line: 'line',
  imessage: 'imessage',
  kakao: 'kakaotalk',
  phone: 'phone',
  email: 'email',
  custom: 'custom',
};
