/**
 * What the published page's beacon (src/published/beacon.ts) and the insights contracts
 * (src/core/contracts/insights.ts) share, without zod: the beacon must stay under 1 KB, so it
 * imports only the path; the rest reads what it sends.
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

/** The channel of a tapped link, from its scheme and host as the beacon sends them (`https://wa.me`, `tel:`). */
export function channelOf(link: string): Channel {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return 'link';
  }
  const scheme = CHANNEL_OF_SCHEME[url.protocol];
  if (scheme) return scheme;
  const host = url.hostname.toLowerCase();
  for (const [pattern, channel] of CHANNEL_OF_HOST) if (pattern.test(host)) return channel;
  return 'link';
}

type UtmKey = (typeof UTM_KEYS)[number];
type ClickParam = keyof typeof AD_CLICK_IDS;
const UTM_PARAMS = UTM_KEYS.map((key) => [`utm_${key}`, key] as const);
const CLICK_PARAMS = Object.entries(AD_CLICK_IDS) as [ClickParam, (typeof AD_CLICK_IDS)[ClickParam]][];

/**
 * The utm_* values and the ad platform's click id of a landing URL's query string: a parameter's
 * first value counts. `URLSearchParams.get` for each of the nine names costs half of walking the
 * query's entries into an object of their own (every beacon goes through here).
 */
export function landingFacts(query: string): {
  utm: Partial<Record<UtmKey, string>>;
  ad: { platform: (typeof AD_CLICK_IDS)[ClickParam]; click: string } | null;
} {
  const params = new URLSearchParams(query);
  const utm: Partial<Record<UtmKey, string>> = {};
  for (const [param, key] of UTM_PARAMS) {
    const value = params.get(param)?.trim();
    if (value) utm[key] = value.slice(0, 100);
  }
  for (const [param, platform] of CLICK_PARAMS) {
    const click = params.get(param)?.trim();
    if (click) return { utm, ad: { platform, click: click.slice(0, 500) } };
  }
  return { utm, ad: null };
}
