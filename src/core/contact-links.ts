import type { ContactComponent, ContactShortcut } from '#core/contracts/site-config.ts';
import type { Lang, Localized } from '#core/i18n/lang.ts';
import { compactPhone } from '#core/validation/phone.ts';

/**
 * Contact shortcuts as real deep links (spec section 3). Pure: the same shortcut always gives the
 * same link, and anything that cannot become a safe link gives null and is dropped by the caller.
 */

/** A contact shortcut ready to render. */
export type ContactLink = {
  component: ContactComponent;
  href: string;
  /** Visible text: the shortcut's own text or label, else the channel's name. */
  label: string;
  /** Web links open in a new window; tel:, sms:, mailto: and imessage: hand over to an app. */
  newWindow: boolean;
};

/** Channel names, used when a shortcut has no text of its own. */
export const CONTACT_NAMES: Record<ContactComponent, Localized> = {
  whatsapp: { 'zh-cn': 'WhatsApp', en: 'WhatsApp' },
  telegram: { 'zh-cn': 'Telegram', en: 'Telegram' },
  messager: { 'zh-cn': 'Messenger', en: 'Messenger' },
  instagram: { 'zh-cn': 'Instagram', en: 'Instagram' },
  twitter: { 'zh-cn': 'X (Twitter)', en: 'X (Twitter)' },
  tiktok: { 'zh-cn': 'TikTok', en: 'TikTok' },
  line: { 'zh-cn': 'LINE', en: 'LINE' },
  imessage: { 'zh-cn': 'iMessage', en: 'iMessage' },
  kakao: { 'zh-cn': 'KakaoTalk', en: 'KakaoTalk' },
  phone: { 'zh-cn': '电话', en: 'Phone' },
  email: { 'zh-cn': '邮箱', en: 'Email' },
  custom: { 'zh-cn': '链接', en: 'Link' },
};

/** An absolute http(s) URL, normalised, or null for any other scheme or a malformed value. */
export function safeWebUrl(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text) || !URL.canParse(text)) return null;
  const url = new URL(text);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return null;
  return url.href;
}

/**
 * A phone number in international form: "+" and 6 to 15 digits (E.164: at most 15, no leading 0), with
 * spaces, dots, dashes and brackets removed. Null when the value is not such a number. The result
 * holds only "+" and digits, so it goes into tel:, sms: and t.me links as it is (an encoded "+"
 * is not understood by every dialer).
 */
export function internationalNumber(value: string): string | null {
  const compact = compactPhone(value);
  const match = /^(?:\+|00)?([1-9]\d{5,14})$/.exec(compact);
  return match ? `+${match[1]}` : null;
}

/** A plain email address (one "@", a dot in the domain, no spaces or URL syntax), or null. */
export function emailAddress(value: string): string | null {
  const text = value.trim();
  return /^[^\s@/?#:<>()"',;\\[\]]+@[^\s@/?#:<>()"',;\\[\]]+\.[^\s@/?#:<>()"',;\\[\]]+$/.test(text)
    ? text
    : null;
}

/** An account handle without the "@" people often type in front of it. */
function handle(shortcut: ContactShortcut): string {
  return (shortcut.account.trim() || shortcut.username.trim()).replace(/^@+/, '');
}

/** `?{name}={message}` when the shortcut carries a message, else nothing. */
function messageQuery(name: string, message: string): string {
  return message.trim() === '' ? '' : `?${name}=${encodeURIComponent(message.trim())}`;
}

/** mailto: needs the "@" literal in many clients, so each side is encoded on its own. */
function mailAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/** The shortcut's deep link, or null when its data cannot make a safe one. */
export function contactHref(shortcut: ContactShortcut): string | null {
  const override = shortcut.url.trim() === '' ? null : safeWebUrl(shortcut.url);
  if (shortcut.component === 'custom') return override;
  if (override) return override;

  const account = handle(shortcut);
  const message = shortcut.message;
  switch (shortcut.component) {
    case 'whatsapp': {
      const phone = internationalNumber(shortcut.mobile) ?? internationalNumber(shortcut.account);
      return phone ? `https://wa.me/${phone.slice(1)}${messageQuery('text', message)}` : null;
    }
    case 'telegram': {
      if (account) return `https://t.me/${encodeURIComponent(account)}`;
      const phone = internationalNumber(shortcut.mobile);
      return phone ? `https://t.me/+${phone.slice(1)}` : null;
    }
    case 'messager':
      return account ? `https://m.me/${encodeURIComponent(account)}${messageQuery('text', message)}` : null;
    case 'instagram':
      return account ? `https://instagram.com/${encodeURIComponent(account)}` : null;
    case 'twitter':
      return account ? `https://x.com/${encodeURIComponent(account)}` : null;
    case 'tiktok':
      return account ? `https://www.tiktok.com/@${encodeURIComponent(account)}` : null;
    case 'line':
      return lineHref(shortcut);
    case 'imessage': {
      const phone = internationalNumber(shortcut.mobile) ?? internationalNumber(shortcut.account);
      if (phone) return `sms:${phone}${messageQuery('body', message)}`;
      const appleId = emailAddress(shortcut.account) ?? emailAddress(shortcut.username);
      return appleId ? `imessage:${mailAddress(appleId)}${messageQuery('body', message)}` : null;
    }
    case 'kakao':
      return account ? `https://open.kakao.com/o/${encodeURIComponent(account)}` : null;
    case 'phone': {
      const phone = internationalNumber(shortcut.mobile) ?? internationalNumber(shortcut.account);
      return phone ? `tel:${phone}` : null;
    }
    case 'email': {
      const email = emailAddress(shortcut.account) ?? emailAddress(shortcut.username);
      return email ? `mailto:${mailAddress(email)}${messageQuery('body', message)}` : null;
    }
  }
}

/**
 * LINE's add-friend link: official accounts are "@id", personal LINE IDs take the "~id" form.
 * The "@" kept in `handle` is what tells them apart, so the raw account is read here.
 */
function lineHref(shortcut: ContactShortcut): string | null {
  const raw = shortcut.account.trim() || shortcut.username.trim();
  const official = raw.startsWith('@');
  const id = raw.replace(/^[@~]+/, '');
  if (id === '') return null;
  return `https://line.me/R/ti/p/${official ? '@' : '~'}${encodeURIComponent(id)}`;
}

/** Every shortcut that makes a safe link, in order, labelled in the given language. */
export function contactLinks(shortcuts: readonly ContactShortcut[], lang: Lang): ContactLink[] {
  const links: ContactLink[] = [];
  for (const shortcut of shortcuts) {
    const href = contactHref(shortcut);
    if (href === null) continue;
    links.push({
      component: shortcut.component,
      href,
      label: shortcut.text.trim() || shortcut.label.trim() || CONTACT_NAMES[shortcut.component][lang],
      newWindow: href.startsWith('https://') || href.startsWith('http://'),
    });
  }
  return links;
}
