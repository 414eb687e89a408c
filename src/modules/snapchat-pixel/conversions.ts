import {
  type ConversionsAdapter,
  days,
  jsonBody,
  retryableStatus,
  shortMessage,
  unixSeconds,
} from '#modules/shared/conversions-kit.ts';
import { SNAP_CUSTOM, SNAP_EVENTS, SNAP_PAGE_VIEW } from '#modules/snapchat-pixel/events.ts';

/**
 * Snap Conversions API v3: `POST https://tr.snapchat.com/v3/{pixel_id}/events?access_token={token}`,
 * following https://developers.snap.com/api/marketing-api/Conversions-API/UsingTheAPI and its
 * parameters page: data[] with event_name (the pixel's: PAGE_VIEW, CUSTOM_EVENT_1, …), event_time
 * (seconds), event_id (= the pixel's client_dedup_id: deduplication), action_source `WEB`,
 * event_source_url, user_data client_ip_address and client_user_agent (sent as they are, like
 * Meta's), sc_click_id (the landing URL's ScCid) and sc_cookie1 (the pixel's `_scid` cookie) when
 * known; test_event_code when set. The token goes in the address, as Snap documents it: the
 * delivery never logs addresses. Snap accepts events up to 37 days old ("events can have a date
 * (timestamp) of maximum 37 days back to be eligible to be reported via the Conversions API",
 * https://developers.snap.com/api/marketing-api/Conversions-API/Introduction; RudderStack's
 * snapchat_conversion client refuses older ones with "Events must be sent within 37 days").
 */
export const conversions: ConversionsAdapter = {
  platform: 'snapchat',
  docs: 'https://developers.snap.com/api/marketing-api/Conversions-API/UsingTheAPI',
  maxAgeMs: days(37),
  clickParam: 'ScCid',
  browserCookie: '_scid',
  async request(event, target, origin) {
    const name =
      event.kind.type === 'view'
        ? SNAP_PAGE_VIEW
        : event.kind.type === 'standard'
          ? SNAP_EVENTS[event.kind.event]
          : SNAP_CUSTOM;
    const body = {
      data: [
        {
          event_name: name,
          event_time: unixSeconds(event.atMs),
          event_id: event.id,
          action_source: 'WEB',
          event_source_url: event.url,
          user_data: {
            client_ip_address: event.ip,
            client_user_agent: event.userAgent,
            ...(event.clickId ? { sc_click_id: event.clickId } : {}),
            ...(event.browserId ? { sc_cookie1: event.browserId } : {}),
          },
          ...(event.kind.type === 'custom' ? { custom_data: { description: event.kind.name } } : {}),
        },
      ],
      ...(target.testEventCode ? { test_event_code: target.testEventCode } : {}),
    };
    return {
      url: `${origin}/v3/${encodeURIComponent(target.pixelId)}/events?access_token=${encodeURIComponent(target.token)}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  },
  /**
   * Snap answers every request, taken or not, with its EventResponse (Snap's own OpenAPI of CAPI
   * v3 in Snapchat/business-sdk-v3-java, api/openapi.yaml: the 200 and the default answer alike):
   * `status` VALID or INVALID, `reason` (on success), `errors.error_msgs[]` and `errors.codes[]`
   * (on failure). A body that is not one (a proxy's page) is shown as text, as Snap's SDK does.
   */
  answer(status, body) {
    const json = jsonBody(body);
    if (status >= 200 && status < 300 && json?.status === 'VALID') return { ok: true };
    return { ok: false, retry: retryableStatus(status), message: shortMessage(snapMessage(status, body)) };
  },
};

function snapMessage(status: number, body: string): string {
  const json = jsonBody(body);
  if (!json) return body.trim() && !body.trimStart().startsWith('<') ? body : `HTTP ${status}`;
  const errors = (typeof json.errors === 'object' && json.errors ? json.errors : {}) as Record<
    string,
    unknown
  >;
  const list = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string' && item !== '')
      : [];
  const messages = list(errors.error_msgs);
  const codes = list(errors.codes);
  if (messages.length > 0)
    return codes.length > 0 ? `${codes.join(', ')}: ${messages.join('; ')}` : messages.join('; ');
  if (typeof json.reason === 'string' && json.reason !== '') return json.reason;
  return `HTTP ${status}`;
}
