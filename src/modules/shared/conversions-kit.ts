import type { EventType } from '#modules/shared/event-tracking.ts';

/**
 * The server side of the pixel kit: what a pixel module's `conversions.ts` (its platform's
 * Conversions API adapter) takes and gives. Adapters are pure: they build the platform's request
 * and read its answer; the delivery (functions/conversions/deliver.ts) does the IO, the retries
 * and the records. No zod, no node:* here: plain data and Web Crypto (global in Node and browsers).
 */

/** What happened in the visitor's browser, as the browser pixel saw it (same id, same name). */
export type ServerEventKind =
  | { type: 'view' }
  | { type: 'standard'; event: Exclude<EventType, 'Custom'> }
  | { type: 'custom'; name: string };

export type ServerEvent = {
  /** The event id the page made: the beacon sent it, the browser pixel carries it (deduplication). */
  id: string;
  kind: ServerEventKind;
  /** When it happened (the collect endpoint's clock), ms. */
  atMs: number;
  /** The page's live address with the landing URL's query. */
  url: string;
  /** The visitor's address and user agent, as collect received them. */
  ip: string;
  userAgent: string;
  /** The platform's ad click id from the landing URL (fbclid, ttclid, ScCid, rdt_cid), when there. */
  clickId?: string;
  /** The platform's first-party browser id cookie (_fbp, _ttp, _scid, _rdt_uuid), when the page set one. */
  browserId?: string;
};

/** Where and with what to send: one pixel id of one module, its token, its test event code. */
export type ServerTarget = { pixelId: string; token: string; testEventCode: string };

export type PlatformRequest = {
  url: string;
  headers: Record<string, string>;
  body: string;
};

/** The platform's answer, read: accepted, or why not and whether sending again may help. */
export type PlatformAnswer = { ok: true } | { ok: false; retry: boolean; message: string };

export type ConversionsAdapter = {
  /** The pixel platform's key (its pixel.ts). */
  platform: string;
  /** The documentation followed, for the member-facing diagnostics and the reader. */
  docs: string;
  /** The oldest event the platform accepts: older ones are dropped with a recorded reason. */
  maxAgeMs: number;
  /** The landing URL's query parameter holding this platform's click id. */
  clickParam: string;
  /** The first-party cookie the platform's pixel keeps its browser id in. */
  browserCookie: string;
  /**
   * The platform's request for one event. `origin` is the platform's API origin (production: the
   * real host; locally the conversions sandbox, CONVERSIONS_BASE_URL).
   */
  request(event: ServerEvent, target: ServerTarget, origin: string): Promise<PlatformRequest>;
  /** Reads the platform's answer (HTTP status and body text). */
  answer(status: number, body: string): PlatformAnswer;
};

const DAY_MS = 86_400_000;
export const days = (n: number) => n * DAY_MS;

/** SHA-256 of a text, lower-case hex (the platforms' hashing rule for matching keys). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Seconds since the epoch, as most platforms want `event_time`. */
export const unixSeconds = (ms: number) => Math.floor(ms / 1000);

/** Parses a JSON answer body, or null. */
export function jsonBody(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** HTTP statuses worth sending again: throttling and the platform's own failures. */
export const retryableStatus = (status: number) => status === 429 || status >= 500;

/** A short, single-line message for the diagnostics (platform texts can be long). */
export const shortMessage = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);
