import { REDDIT_CUSTOM, REDDIT_EVENTS, REDDIT_PAGE_VIEW } from '#modules/reddit-pixel/events.ts';
import {
  type ConversionsAdapter,
  days,
  jsonBody,
  retryableStatus,
  sha256Hex,
  shortMessage,
} from '#modules/shared/conversions-kit.ts';

/**
 * Reddit Conversions API v2.0: `POST https://ads-api.reddit.com/api/v2.0/conversions/events/{ad_account_id}`
 * with the conversion access token as `Authorization: Bearer`, following
 * https://ads-api.reddit.com/docs/v2/#tag/Conversions-API: events[] with event_at (ISO 8601),
 * event_type.tracking_type (PageVisit, Lead, …, or Custom with custom_event_name), click_id (the
 * landing URL's rdt_cid), event_metadata.conversion_id (= the pixel's conversionId: deduplication),
 * user.ip_address (SHA-256, as Reddit's matching rules ask), user.user_agent, user.uuid (the pixel's
 * `_rdt_uuid` cookie); test_mode when the member set a test code (Reddit has no code, only the flag).
 *
 * The ad account id: the module's advertiser id (the a2_… / t2_… id rdt('init') takes) is the
 * account's pixel id, which Reddit's API takes as the account id, so no extra setting is needed.
 * Reddit accepts events up to 7 days old.
 */
export const conversions: ConversionsAdapter = {
  platform: 'reddit',
  docs: 'https://ads-api.reddit.com/docs/v2/#tag/Conversions-API',
  maxAgeMs: days(7),
  clickParam: 'rdt_cid',
  browserCookie: '_rdt_uuid',
  async request(event, target, origin) {
    const standard = event.kind.type === 'standard' ? REDDIT_EVENTS[event.kind.event] : undefined;
    const eventType =
      event.kind.type === 'view'
        ? { tracking_type: REDDIT_PAGE_VIEW }
        : standard
          ? { tracking_type: standard }
          : {
              tracking_type: REDDIT_CUSTOM,
              custom_event_name: event.kind.type === 'custom' ? event.kind.name : event.kind.event,
            };
    const body = {
      test_mode: target.testEventCode !== '',
      events: [
        {
          event_at: new Date(event.atMs).toISOString(),
          event_type: eventType,
          ...(event.clickId ? { click_id: event.clickId } : {}),
          event_metadata: { conversion_id: event.id },
          user: {
            ip_address: await sha256Hex(event.ip.trim()),
            user_agent: event.userAgent,
            ...(event.browserId ? { uuid: event.browserId } : {}),
          },
        },
      ],
    };
    return {
      url: `${origin}/api/v2.0/conversions/events/${encodeURIComponent(target.pixelId)}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: JSON.stringify(body),
    };
  },
  answer(status, body) {
    if (status >= 200 && status < 300) return { ok: true };
    const json = jsonBody(body);
    const error = (json?.error ?? {}) as { message?: unknown };
    const message = typeof error.message === 'string' ? error.message : `HTTP ${status}`;
    return { ok: false, retry: retryableStatus(status), message: shortMessage(message) };
  },
};
