import { hash } from 'node:crypto';
import Bowser from 'bowser';
import { isbot } from 'isbot';

/**
 * Who a beacon comes from, without keeping who it is: the visitor's salted daily hash, the device
 * class, and whether to count it at all (bots by isbot's maintained list, prefetches).
 */

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * SHA-256 of the day's salt, the address, the user agent and the page; its first 16 bytes,
 * base64url (22 characters). Taken from the digest's own base64url text: 21 characters hold the
 * first 126 bits, and the 22nd keeps only the two bits left of the 16th byte, as encoding those
 * 16 bytes alone would. No Buffer per beacon (that cost more than the hash itself).
 */
export function visitorHash(salt: string, address: string, userAgent: string, pageId: string): string {
  const digest = hash('sha256', `${salt}\u0000${address}\u0000${userAgent}\u0000${pageId}`, 'base64url');
  return digest.slice(0, 21) + BASE64URL[BASE64URL.indexOf(digest.charAt(21)) & 0b110000];
}

/**
 * What a user agent says (bot or not, device class), remembered for the last user agents seen:
 * the same few browsers send most beacons, and parsing costs more than the rest of a beacon.
 */
const AGENTS_REMEMBERED = 2_000;
const agents = new Map<string, { bot: boolean; device: string }>();
const NO_AGENT = { bot: true, device: 'other' } as const;
function agentOf(userAgent: string): { bot: boolean; device: string } {
  let known = agents.get(userAgent);
  if (!known) {
    // No user agent at all is not a visitor's browser (and bowser refuses to parse one).
    if (userAgent.trim() === '') return NO_AGENT;
    const type = Bowser.parse(userAgent).platform.type;
    known = {
      bot: isbot(userAgent),
      device: type === 'mobile' || type === 'tablet' || type === 'desktop' ? type : 'other',
    };
    if (agents.size >= AGENTS_REMEMBERED) agents.clear();
    agents.set(userAgent, known);
  }
  return known;
}

/** mobile, tablet, desktop or other (TVs, consoles, unknown). */
export function deviceClass(userAgent: string): string {
  return agentOf(userAgent).device;
}

/** Whether a request is a bot's (or has no user agent at all) or a prefetch: not counted. */
export function isUncounted(userAgent: string, header: (name: string) => string | undefined): boolean {
  const purpose = `${header('sec-purpose') ?? ''} ${header('purpose') ?? ''} ${header('x-purpose') ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return true;
  return agentOf(userAgent).bot;
}
