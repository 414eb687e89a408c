import {
  type ConversionsAdapter,
  days,
  jsonBody,
  retryableStatus,
  shortMessage,
  unixSeconds,
} from '#modules/shared/conversions-kit.ts';
import { TIKTOK_PAGE_VIEW, tiktokEventName } from '#modules/tiktok-pixel/events.ts';

/** TikTok's answer codes worth sending again: rate limited, and its internal errors (5xxxx). */
const retryableCode = (code: number) => code === 40100 || code >= 50000;

/**
 * TikTok Events API 2.0: `POST https://business-api.tiktok.com/open_api/v1.3/event/track/`, with
 * the pixel's access token in the `Access-Token` header, following
 * https://business-api.tiktok.com/portal/docs?id=1771101303285761 (Events API 2.0, web events):
 * event_source `web`, event_source_id the pixel code, test_event_code when set, and data[] with
 * event (the pixel's name: CompletePayment for Purchase, …), event_time (seconds), event_id (= the
 * pixel's event_id: deduplication), user.ip and user.user_agent (not hashed: only personal data such
 * as email, phone and external_id must be SHA-256), user.ttclid from the landing URL and user.ttp
 * (the `_ttp` cookie), page.url. TikTok answers HTTP 200 with `code` 0 on success and its own
 * error code otherwise (40001 no permission, 40105 a wrong or revoked token, 40100 too many requests).
 *
 * Event age: 28 days. TikTok's own pages stating the oldest event_time the Events API takes were
 * not reachable from here; the figure is Amperity's (a maintained TikTok Events API client:
 * https://docs.amperity.com/operator/events_tiktok_ads.html, "Events must have occurred within the
 * previous 28 days", TikTok's longest click-through attribution window). Older events are dropped
 * with the reason recorded; should TikTok refuse a younger one, its answer (code and message) is
 * recorded and the event is not sent again.
 */
export const conversions: ConversionsAdapter = {
  platform: 'tiktok',
  docs: 'https://business-api.tiktok.com/portal/docs?id=1771101303285761',
  maxAgeMs: days(28),
  clickParam: 'ttclid',
  browserCookie: '_ttp',
  async request(event, target, origin) {
    const name =
      event.kind.type === 'view'
        ? TIKTOK_PAGE_VIEW
        : event.kind.type === 'standard'
          ? tiktokEventName(event.kind.event, event.kind.event)
          : event.kind.name;
    const body = {
      event_source: 'web',
      event_source_id: target.pixelId,
      ...(target.testEventCode ? { test_event_code: target.testEventCode } : {}),
      data: [
        {
          event: name,
          event_time: unixSeconds(event.atMs),
          event_id: event.id,
          user: {
            ip: event.ip,
            user_agent: event.userAgent,
            ...(event.clickId ? { ttclid: event.clickId } : {}),
            ...(event.browserId ? { ttp: event.browserId } : {}),
          },
          page: { url: event.url },
        },
      ],
    };
    return {
      url: `${origin}/open_api/v1.3/event/track/`,
      headers: { 'content-type': 'application/json', 'Access-Token': target.token },
      body: JSON.stringify(body),
    };
  },
  answer(status, body) {
    const json = jsonBody(body);
    const code = typeof json?.code === 'number' ? json.code : null;
    if (status >= 200 && status < 300 && code === 0) return { ok: true };
    const message = typeof json?.message === 'string' ? json.message : `HTTP ${status}`;
    const retry = retryableStatus(status) || (code !== null && retryableCode(code));
    return { ok: false, retry, message: shortMessage(code === null ? message : `${code}: ${message}`) };
  },
};
