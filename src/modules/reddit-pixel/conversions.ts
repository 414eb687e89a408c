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
 * The pixel's event names (rdt('track', …), PascalCase) as Conversions API v3 spells them: v3
 * moved `tracking_type` to UPPER_SNAKE_CASE (Reddit's v2 → v3 migration guide,
 * https://ads-api.reddit.com/docs/v3/capi-migration, "Standard event enum mapping").
 */
const V3_TRACKING_TYPE: Record<string, string> = {
  PageVisit: 'PAGE_VISIT',
  ViewContent: 'VIEW_CONTENT',
  Search: 'SEARCH',
  AddToCart: 'ADD_TO_CART',
  AddToWishlist: 'ADD_TO_WISHLIST',
  Purchase: 'PURCHASE',
  Lead: 'LEAD',
  SignUp: 'SIGN_UP',
  Custom: 'CUSTOM',
};
const v3Type = (pixelName: string) => V3_TRACKING_TYPE[pixelName] ?? 'CUSTOM';

/** Reddit's custom event names are at most 64 characters (Direct Integration, custom events). */
const CUSTOM_NAME_MAX = 64;

/**
 * Reddit Conversions API v3: `POST https://ads-api.reddit.com/api/v3/pixels/{pixel_id}/conversion_events`
 * with the conversion access token as `Authorization: Bearer`, following Reddit's v3 docs
 * (https://ads-api.reddit.com/docs/v3/ → Conversions API → Direct Integration, and the v2 → v3
 * migration guide https://ads-api.reddit.com/docs/v3/capi-migration; v2.0 is deprecated) and, for
 * the shapes, the maintained v3 clients: Segment's reddit-conversions-api destination
 * (segmentio/action-destinations, v3/utils-v3.ts and V3-API-REFERENCE.md) and RudderStack's
 * (rudderlabs/rudder-transformer, src/cdk/v2/destinations/reddit/transformV3.ts):
 * - the body is wrapped in `data`: `{ data: { events: [...], test_id? } }`;
 * - each event: `event_at` in milliseconds since the epoch (v2's was ISO text), `action_source`
 *   `WEBSITE` (required in v3), `event_source_url` (WEBSITE events only; the landing URL with its
 *   rdt_cid), `type.tracking_type` (UPPER_SNAKE_CASE; CUSTOM with `custom_event_name`, at most 64
 *   characters), `click_id` (the landing URL's rdt_cid), `metadata.conversion_id` (= the pixel's
 *   conversionId: deduplication), `user.ip_address` (SHA-256 of the trimmed address, as both clients
 *   send it; Reddit takes match keys hashed or not and recommends SHA-256), `user.user_agent`,
 *   `user.uuid` (the pixel's `_rdt_uuid` cookie, `{ms}.{uuid}`);
 * - `test_id`: the code from Reddit's Event Testing, when the member set one (v3 replaced v2's
 *   test_mode flag with it).
 *
 * The pixel id: the module's advertiser id (the a2_… / t2_… id rdt('init') takes) is the pixel id
 * the v3 path names, so no extra setting is needed. Reddit accepts events sent within 7 days of
 * when they happened (v3 docs, "Events must be sent within 7 days after they occur"; Reddit's own
 * refusal reads "event_at timestamp must be less than 168h0m0s old", and RudderStack's v3 client
 * checks the same 168 hours).
 */
export const conversions: ConversionsAdapter = {
  platform: 'reddit',
  docs: 'https://ads-api.reddit.com/docs/v3/',
  maxAgeMs: days(7),
  clickParam: 'rdt_cid',
  browserCookie: '_rdt_uuid',
  async request(event, target, origin) {
    const pixelName =
      event.kind.type === 'view'
        ? REDDIT_PAGE_VIEW
        : event.kind.type === 'standard'
          ? (REDDIT_EVENTS[event.kind.event] ?? REDDIT_CUSTOM)
          : REDDIT_CUSTOM;
    const trackingType = v3Type(pixelName);
    const customName =
      event.kind.type === 'custom' ? event.kind.name : event.kind.type === 'standard' ? event.kind.event : '';
    const type =
      trackingType === 'CUSTOM'
        ? { tracking_type: trackingType, custom_event_name: customName.slice(0, CUSTOM_NAME_MAX) }
        : { tracking_type: trackingType };
    const body = {
      data: {
        ...(target.testEventCode ? { test_id: target.testEventCode } : {}),
        events: [
          {
            event_at: event.atMs,
            action_source: 'WEBSITE',
            event_source_url: event.url,
            type,
            ...(event.clickId ? { click_id: event.clickId } : {}),
            metadata: { conversion_id: event.id },
            user: {
              ip_address: await sha256Hex(event.ip.trim()),
              user_agent: event.userAgent,
              ...(event.browserId ? { uuid: event.browserId } : {}),
            },
          },
        ],
      },
    };
    return {
      url: `${origin}/api/v3/pixels/${encodeURIComponent(target.pixelId)}/conversion_events`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: JSON.stringify(body),
    };
  },
  /**
   * Any 2xx is taken (v3 answers `{"data":{"message":"Successfully processed 1 conversion
   * events."}}`). Refusals name the problem in `error.message`, with the field-level reason in
   * `error.fields[].message` (a 400 Segment recorded from the live v3 API:
   * `{"error":{"code":400,"message":"There were 1 invalid conversion events. None were
   * processed.","fields":[{"field":"$.data.events[0].user.UUID","message":"…"}]}}`); a wrong token
   * answers 401 with `error.reason` UNAUTHORIZED and `error.explanation` (RudderStack's reddit
   * network handler reads those), or a bare text such as "Authorization Required".
   */
  answer(status, body) {
    if (status >= 200 && status < 300) return { ok: true };
    return { ok: false, retry: retryableStatus(status), message: shortMessage(redditMessage(status, body)) };
  },
};

function redditMessage(status: number, body: string): string {
  const json = jsonBody(body);
  if (!json) return body.trim() && !body.trimStart().startsWith('<') ? body : `HTTP ${status}`;
  const error = (typeof json.error === 'object' && json.error ? json.error : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const field = Array.isArray(error.fields)
    ? (error.fields[0] as Record<string, unknown> | undefined)
    : undefined;
  const invalid = Array.isArray(json.invalid_events)
    ? (json.invalid_events[0] as Record<string, unknown> | undefined)
    : undefined;
  const headline =
    text(error.message) ??
    text(error.explanation) ??
    text(error.reason) ??
    text(json.message) ??
    text(json.error);
  const detail = text(field?.message) ?? text(invalid?.error_message);
  if (headline && detail) return `${headline} ${detail}`;
  return headline ?? detail ?? `HTTP ${status}`;
}
