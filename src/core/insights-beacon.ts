/**
 * What the published page's beacon (src/published/beacon.ts) and the insights contracts
 * (src/core/contracts/insights.ts) share, without zod: the beacon must stay under 1 KB.
 */

/** The path the beacon posts to, on the page's own origin (pages origin and custom domains alike). */
export const COLLECT_PATH = '/client/insights/collect';

/** Ad platforms recognised by their click id in the landing URL. */
export const AD_CLICK_IDS = {
  fbclid: 'facebook',
  ttclid: 'tiktok',
  ScCid: 'snapchat',
  rdt_cid: 'reddit',
} as const;

/** The UTM parameters kept from the landing URL (`utm_{key}`). */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'content', 'term'] as const;

/**
 * Channels whose tap counts as a contact (chat clicks, click-through rate); any other tracked
 * link is `link`.
 */
export const CONTACT_CHANNELS = [
  'whatsapp',
  'telegram',
  'line',
  'messenger',
  'instagram',
  'twitter',
  'tiktok',
  'kakao',
  'wechat',
  'phone',
  'sms',
  'email',
] as const;
export type Channel = (typeof CONTACT_CHANNELS)[number] | 'link';

/**
 * A link's channel from its address, as src/core/contact-links.ts and the chat widget build them
 * (wa.me, t.me, line.me, m.me, …, tel:, sms:, imessage:, mailto:, weixin:).
 */
const CHANNEL_OF_HOST: [RegExp, Channel][] = [
  [/^(wa\.me|(api|chat|web)\.whatsapp\.com)$/, 'whatsapp'],
  [/^(t|telegram)\.me$/, 'telegram'],
  [/^(line\.me|lin\.ee)$/, 'line'],
  [/^(m\.me|(www\.)?messenger\.com)$/, 'messenger'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(x|twitter)\.com$/, 'twitter'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)kakao\.com$/, 'kakao'],
];
const CHANNEL_OF_SCHEME: Record<string, Channel> = {
  'tel:': 'phone',
  'sms:': 'sms',
  'imessage:': 'sms',
  'mailto:': 'email',
  'weixin:': 'wechat',
  'whatsapp:': 'whatsapp',
  'tg:': 'telegram',
};

export function channelOf(url: URL): Channel {
  const scheme = CHANNEL_OF_SCHEME[url.protocol];
  if (scheme) return scheme;
  const host = url.hostname.toLowerCase();
  for (const [pattern, channel] of CHANNEL_OF_HOST) if (pattern.test(host)) return channel;
  return 'link';
}
