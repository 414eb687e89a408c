import { FACEBOOK_PAGE_VIEW } from '#modules/facebook-pixel/events.ts';
import {
  type ConversionsAdapter,
  days,
  jsonBody,
  retryableStatus,
  shortMessage,
  unixSeconds,
} from '#modules/shared/conversions-kit.ts';

/** The Graph API version the events edge is called on (each is supported two years or more). */
export const GRAPH_VERSION = 'v25.0';

/** Meta error codes that mean "too many calls, try later" (Graph API rate limiting). */
const THROTTLED = new Set([4, 17, 32, 613, 80004]);

/**
 * Meta Conversions API: `POST https://graph.facebook.com/{version}/{pixel-id}/events`, following
 * https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api and the
 * parameter pages (server-event, customer-information-parameters, fbp-and-fbc):
 * - data[]: event_name (the browser pixel's name), event_time (seconds, at most 7 days old, else
 *   the whole request is refused: "The event_time can be up to 7 days before you send an event",
 *   https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/server-event/),
 *   event_id (= the pixel's eventID: deduplication), action_source `website` with
 *   event_source_url, and user_data client_ip_address and client_user_agent (both required for
 *   website events and, as the docs say, never hashed), fbc (`fb.1.{ms}.{fbclid}`, built from the
 *   landing URL's fbclid) and fbp (the pixel's `_fbp` cookie) when known;
 * - test_event_code when the member set one (the Test Events tool);
 * - access_token in the body (a form field of the Graph API), never in the address.
 */
export const conversions: ConversionsAdapter = {
  platform: 'facebook',
  docs: 'https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api',
  maxAgeMs: days(7),
  clickParam: 'fbclid',
  browserCookie: '_fbp',
  async request(event, target, origin) {
    const name =
      event.kind.type === 'view'
        ? FACEBOOK_PAGE_VIEW
        : event.kind.type === 'standard'
          ? event.kind.event
          : event.kind.name;
    const body = {
      data: [
        {
          event_name: name,
          event_time: unixSeconds(event.atMs),
          event_id: event.id,
          action_source: 'website',
          event_source_url: event.url,
          user_data: {
            client_ip_address: event.ip,
            client_user_agent: event.userAgent,
            ...(event.clickId ? { fbc: `fb.1.${event.atMs}.${event.clickId}` } : {}),
            ...(event.browserId ? { fbp: event.browserId } : {}),
          },
        },
      ],
      ...(target.testEventCode ? { test_event_code: target.testEventCode } : {}),
      access_token: target.token,
    };
    return {
      url: `${origin}/${GRAPH_VERSION}/${encodeURIComponent(target.pixelId)}/events`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  },
  answer(status, body) {
    const json = jsonBody(body);
    if (status >= 200 && status < 300 && typeof json?.events_received === 'number') return { ok: true };
    const error = (json?.error ?? {}) as {
      message?: unknown;
      code?: unknown;
      is_transient?: unknown;
      error_user_msg?: unknown;
    };
    const headline = typeof error.message === 'string' ? error.message : `HTTP ${status}`;
    // Graph API errors carry the reason meant for people in error_user_msg (e.g. which parameter
    // of which event): the diagnostics show it after Meta's headline.
    const message =
      typeof error.error_user_msg === 'string' && error.error_user_msg !== ''
        ? `${headline}: ${error.error_user_msg}`
        : headline;
    const retry = retryableStatus(status) || error.is_transient === true || THROTTLED.has(Number(error.code));
    return { ok: false, retry, message: shortMessage(message) };
  },
};
