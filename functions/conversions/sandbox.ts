import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { resetEnvForTests } from '#functions/platform/env.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * The local conversions sandbox inside `npm start` (like the payment sandbox): plays the four
 * platforms' Conversions APIs under /sandbox/conversions/{platform}/… with their paths, where the
 * production adapters are pointed by CONVERSIONS_BASE_URL. It checks each request the way the
 * platform documents it (the token where the platform reads it, the required fields, the event's
 * age), answers as the platform does (success bodies, error bodies such as Meta's OAuthException
 * 190 for a wrong token or TikTok's code 40105), and records what it received:
 * - GET /sandbox/conversions: a page listing the received events (newest first);
 * - GET /sandbox/conversions/events: the same as JSON (tests);
 * - POST /sandbox/conversions/fail {platform, status, times}: the next `times` requests to that
 *   platform answer `status` with the platform's error body (tests of retries).
 * Valid tokens start with `sbx_` (any other is refused as the platform refuses a wrong token).
 * Tokens are never recorded. Part of the local server only; never deployed.
 */

export const SANDBOX_TOKEN_PREFIX = 'sbx_';
const KEPT = 200;

export type SandboxEvent = {
  platform: string;
  atMs: number;
  pixel: string;
  /** The HTTP status the sandbox answered and whether the platform would have taken the event. */
  status: number;
  accepted: boolean;
  event: string;
  eventId: string;
  /** The problem the platform would name ('' when accepted). */
  error: string;
  /** The request body, the token taken out. */
  body: unknown;
  testEventCode: string;
};

type Answer = { status: number; body: unknown };
type Check = { pixel: string; token: string | null; body: Record<string, unknown> };

const log = createLogger({ component: 'conversions-sandbox' });
const DAY_S = 86_400;
const nowS = () => Math.floor(Date.now() / 1000);
const trace = () => randomBytes(8).toString('base64url');
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Platform = {
  /** The pixel id and the token, read where the platform reads them. */
  read(
    path: string,
    url: URL,
    headers: IncomingMessage['headers'],
    body: Record<string, unknown>,
  ): Check | null;
  /** The first problem of the event list as the platform words it, or null. */
  problem(body: Record<string, unknown>): string | null;
  ok(): Answer;
  refused(message: string): Answer;
  wrongToken(): Answer;
  failure(status: number): Answer;
  /** The first event's name, id and test code, for the record. */
  summary(body: Record<string, unknown>): { event: string; eventId: string; testEventCode: string };
};

const bearer = (headers: IncomingMessage['headers']) =>
  /^Bearer (\S+)$/.exec(String(headers.authorization ?? ''))?.[1] ?? null;
const firstOf = (list: unknown) => (Array.isArray(list) && isObject(list[0]) ? list[0] : null);

const PLATFORMS: Record<string, Platform> = {
  facebook: {
    read(path, _url, _headers, body) {
      const match = /^\/v\d+\.\d+\/(\d{15,16})\/events$/.exec(path);
      if (!match?.[1]) return null;
      return {
        pixel: match[1],
        token: typeof body.access_token === 'string' ? body.access_token : null,
        body,
      };
    },
    problem(body) {
      const events = body.data;
      if (!Array.isArray(events) || events.length === 0) return "The parameter $['data'] is required.";
      for (const [i, event] of events.entries()) {
        if (!isObject(event)) return `The parameter $['data'][${i}] must be an object.`;
        if (typeof event.event_name !== 'string')
          return `The parameter $['data'][${i}]['event_name'] is required.`;
        if (!Number.isInteger(event.event_time))
          return `The parameter $['data'][${i}]['event_time'] is required.`;
        const time = event.event_time as number;
        if (time > nowS() + 60) return `The parameter $['data'][${i}]['event_time'] is in the future.`;
        if (time < nowS() - 7 * DAY_S)
          return `The parameter $['data'][${i}]['event_time'] is too far in the past (more than 7 days).`;
        if (event.action_source !== 'website')
          return `The parameter $['data'][${i}]['action_source'] must be website.`;
        if (typeof event.event_source_url !== 'string')
          return `The parameter $['data'][${i}]['event_source_url'] is required for website events.`;
        const user = event.user_data;
        if (
          !isObject(user) ||
          typeof user.client_ip_address !== 'string' ||
          typeof user.client_user_agent !== 'string'
        )
          return `The parameters $['data'][${i}]['user_data']['client_ip_address'] and ['client_user_agent'] are required for website events.`;
        if (user.fbc !== undefined && !/^fb\.1\.\d{13}\.\S+$/.test(String(user.fbc)))
          return `The parameter $['data'][${i}]['user_data']['fbc'] is not formatted fb.1.{time}.{fbclid}.`;
      }
      return null;
    },
    ok: () => ({ status: 200, body: { events_received: 1, messages: [], fbtrace_id: trace() } }),
    refused: (message) => ({
      status: 400,
      body: {
        error: {
          message: 'Invalid parameter',
          type: 'OAuthException',
          code: 100,
          error_subcode: 2804019,
          is_transient: false,
          error_user_title: 'Server-side API parameter error',
          error_user_msg: message,
          fbtrace_id: trace(),
        },
      },
    }),
    wrongToken: () => ({
      status: 400,
      body: {
        error: {
          message: 'Invalid OAuth access token - Cannot parse access token',
          type: 'OAuthException',
          code: 190,
          fbtrace_id: trace(),
        },
      },
    }),
    failure: (status) => ({
      status,
      body: {
        error: {
          message: 'An unexpected error has occurred. Please retry your request later.',
          type: 'OAuthException',
          is_transient: true,
          code: 2,
          fbtrace_id: trace(),
        },
      },
    }),
    summary(body) {
      const first = firstOf(body.data);
      return {
        event: String(first?.event_name ?? ''),
        eventId: String(first?.event_id ?? ''),
        testEventCode: String(body.test_event_code ?? ''),
      };
    },
  },
  tiktok: {
    read(path, _url, headers, body) {
      if (path !== '/open_api/v1.3/event/track/') return null;
      const token = headers['access-token'];
      return {
        pixel: String(body.event_source_id ?? ''),
        token: typeof token === 'string' ? token : null,
        body,
      };
    },
    problem(body) {
      if (!['web', 'app', 'offline', 'crm'].includes(String(body.event_source)))
        return 'event_source: invalid value';
      if (typeof body.event_source_id !== 'string' || body.event_source_id === '')
        return 'event_source_id: required';
      const events = body.data;
      if (!Array.isArray(events) || events.length === 0) return 'data: required';
      for (const event of events) {
        if (!isObject(event) || typeof event.event !== 'string') return 'data.event: required';
        if (!Number.isInteger(event.event_time)) return 'data.event_time: required';
        if ((event.event_time as number) < nowS() - 28 * DAY_S)
          return 'data.event_time: more than 28 days ago';
        if (body.event_source === 'web' && (!isObject(event.page) || typeof event.page.url !== 'string'))
          return 'data.page.url: required for web events';
        if (!isObject(event.user)) return 'data.user: required';
      }
      return null;
    },
    ok: () => ({ status: 200, body: { code: 0, message: 'OK', request_id: trace(), data: {} } }),
    refused: (message) => ({ status: 200, body: { code: 40002, message, request_id: trace(), data: {} } }),
    wrongToken: () => ({
      status: 200,
      body: {
        code: 40105,
        message: 'Access token is incorrect or has been revoked.',
        request_id: trace(),
        data: {},
      },
    }),
    failure: (status) => ({
      status,
      body: {
        code: 50002,
        message: 'Internal service error, please retry later.',
        request_id: trace(),
        data: {},
      },
    }),
    summary(body) {
      const first = firstOf(body.data);
      return {
        event: String(first?.event ?? ''),
        eventId: String(first?.event_id ?? ''),
        testEventCode: String(body.test_event_code ?? ''),
      };
    },
  },
  snapchat: {
    read(path, url, _headers, body) {
      const match = /^\/v3\/([0-9a-f-]{36})\/events$/.exec(path);
      if (!match?.[1]) return null;
      return { pixel: match[1], token: url.searchParams.get('access_token'), body };
    },
    problem(body) {
      const events = body.data;
      if (!Array.isArray(events) || events.length === 0) return 'data is required';
      for (const event of events) {
        if (!isObject(event) || typeof event.event_name !== 'string') return 'event_name is required';
        if (!Number.isInteger(event.event_time)) return 'event_time is required';
        if ((event.event_time as number) < nowS() - 37 * DAY_S) return 'event_time is older than 37 days';
        if (!['WEB', 'MOBILE_APP', 'OFFLINE'].includes(String(event.action_source)))
          return 'action_source must be WEB, MOBILE_APP or OFFLINE';
        const user = event.user_data;
        if (event.action_source === 'WEB') {
          if (typeof event.event_source_url !== 'string')
            return 'event_source_url is required for WEB events';
          if (
            !isObject(user) ||
            typeof user.client_ip_address !== 'string' ||
            typeof user.client_user_agent !== 'string'
          )
            return 'user_data.client_ip_address and user_data.client_user_agent are required for WEB events';
        }
      }
      return null;
    },
    ok: () => ({
      status: 200,
      body: { status: 'VALID', reason: 'Events have been processed successfully.' },
    }),
    // Snap's OpenAPI of CAPI v3 (Snapchat/business-sdk-v3-java, api/openapi.yaml) answers every
    // outcome with an EventResponse: status VALID/INVALID, reason on success, errors.error_msgs on
    // failure. The exact texts of Snap's messages are not published; these name the problem.
    refused: (message) => ({ status: 400, body: { status: 'INVALID', errors: { error_msgs: [message] } } }),
    wrongToken: () => ({
      status: 401,
      body: { status: 'INVALID', errors: { error_msgs: ['Invalid access token for this asset'] } },
    }),
    failure: (status) => ({
      status,
      body: { status: 'INVALID', errors: { error_msgs: ['Internal error, please retry later'] } },
    }),
    summary(body) {
      const first = firstOf(body.data);
      return {
        event: String(first?.event_name ?? ''),
        eventId: String(first?.event_id ?? ''),
        testEventCode: String(body.test_event_code ?? ''),
      };
    },
  },
  // Reddit Conversions API v3 (https://ads-api.reddit.com/docs/v3/, its v2 → v3 migration guide
  // and error table, as Segment's reddit-conversions-api V3-API-REFERENCE.md copies them):
  // POST /api/v3/pixels/{pixel_id}/conversion_events, Bearer token, `{data: {events: [...]}}`.
  reddit: {
    read(path, _url, headers, body) {
      const match = /^\/api\/v3\/pixels\/((?:a2|t2)_[a-z0-9]{6,12})\/conversion_events$/.exec(path);
      if (!match?.[1]) return null;
      return { pixel: match[1], token: bearer(headers), body };
    },
    problem(body) {
      const data = body.data;
      const events = isObject(data) ? data.events : undefined;
      if (!Array.isArray(events) || events.length === 0) return '$.data.events: missing events';
      if (events.length > 1000) return '$.data.events: at most 1000 events a request';
      if (isObject(data) && data.test_id !== undefined && typeof data.test_id !== 'string')
        return '$.data.test_id: must be a string';
      const types = [
        'PAGE_VISIT',
        'VIEW_CONTENT',
        'SEARCH',
        'ADD_TO_CART',
        'ADD_TO_WISHLIST',
        'PURCHASE',
        'LEAD',
        'SIGN_UP',
        'CUSTOM',
      ];
      for (const [i, event] of events.entries()) {
        const at = `$.data.events[${i}]`;
        if (!isObject(event)) return `${at}: invalid event`;
        // v3: Unix epoch milliseconds (v2's ISO text, or seconds, is refused here).
        if (!Number.isInteger(event.event_at) || (event.event_at as number) < 1e12)
          return `${at}.event_at: must be an integer of milliseconds since the epoch`;
        const eventAt = event.event_at as number;
        if (eventAt < Date.now() - 7 * DAY_S * 1000)
          return `${at}.event_at: event_at timestamp must be less than 168h0m0s old`;
        if (eventAt > Date.now() + 5 * 60_000)
          return `${at}.event_at: event_at timestamp must not be more than 5 minutes in the future`;
        if (!['WEBSITE', 'APP', 'PHYSICAL_STORE', 'OTHER'].includes(String(event.action_source)))
          return `${at}.action_source: missing or invalid action_source`;
        if (event.event_source_url !== undefined && !/^https?:\/\//.test(String(event.event_source_url)))
          return `${at}.event_source_url: must be an http(s) URL`;
        const type = event.type;
        if (!isObject(type) || !types.includes(String(type.tracking_type)))
          return `${at}.type.tracking_type: invalid tracking_type`;
        if (
          type.tracking_type === 'CUSTOM' &&
          (typeof type.custom_event_name !== 'string' ||
            type.custom_event_name === '' ||
            type.custom_event_name.length > 64)
        )
          return `${at}.type.custom_event_name: required for CUSTOM events, at most 64 characters`;
        const metadata = event.metadata;
        if (
          metadata !== undefined &&
          (!isObject(metadata) || typeof (metadata.conversion_id ?? '') !== 'string')
        )
          return `${at}.metadata.conversion_id: must be a string`;
        const user = event.user;
        if (user === undefined) continue;
        if (!isObject(user)) return `${at}.user: must be an object`;
        // Match keys go hashed (SHA-256, lower-case hex) or as they are.
        if (
          user.ip_address !== undefined &&
          !/^[0-9a-f]{64}$/.test(String(user.ip_address)) &&
          isIP(String(user.ip_address)) === 0
        )
          return `${at}.user.ip_address: neither an address nor its SHA-256`;
        // The pixel's _rdt_uuid: `{ms}.{RFC 4122 UUID}` (Reddit refuses other uuids, as Segment saw).
        if (
          user.uuid !== undefined &&
          !/^\d{13}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(String(user.uuid))
        )
          return `${at}.user.UUID: invalid UUID: UUID must be RFC-4122 compliant`;
      }
      return null;
    },
    ok: () => ({ status: 200, body: { data: { message: 'Successfully processed 1 conversion events.' } } }),
    refused: (problem) => {
      const [field, ...rest] = problem.split(': ');
      return {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'There were 1 invalid conversion events. None were processed.',
            fields: [{ field, message: rest.join(': ') }],
          },
        },
      };
    },
    wrongToken: () => ({
      status: 401,
      body: {
        success: false,
        error: {
          reason: 'UNAUTHORIZED',
          explanation:
            'This server could not verify that you are authorized to access the document you requested.',
        },
      },
    }),
    failure: (status) => ({
      status,
      body: {
        error: {
          code: status,
          message:
            status === 429
              ? 'Too many requests/events within timeframe.'
              : 'The service is currently unavailable. No conversion events were processed.',
        },
      },
    }),
    summary(body) {
      const data = isObject(body.data) ? body.data : {};
      const first = firstOf(data.events);
      const type = isObject(first?.type) ? first.type : {};
      const metadata = isObject(first?.metadata) ? first.metadata : {};
      return {
        event: String(type.custom_event_name ?? type.tracking_type ?? ''),
        eventId: String(metadata.conversion_id ?? ''),
        testEventCode: String(data.test_id ?? ''),
      };
    },
  },
};

export const SANDBOX_PLATFORMS = Object.keys(PLATFORMS);

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) return null;
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#1f2328;background:#fff}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 12px;color:#57606a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #d0d7de;vertical-align:top;word-break:break-all}
.ok{color:#1a7f37}.bad{color:#cf222e}
@media (prefers-color-scheme:dark){body{color:#e6edf3;background:#0d1117}p{color:#8d96a0}th,td{border-color:#30363d}.ok{color:#3fb950}.bad{color:#f85149}}
@media (max-width:600px){.wide{display:none}}`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

function page(events: readonly SandboxEvent[]): string {
  const rows = events
    .map(
      (e) => `<tr><td>${new Date(e.atMs).toISOString().slice(11, 19)}</td><td>${escapeHtml(e.platform)}</td>
<td>${escapeHtml(e.event)}</td><td class="wide">${escapeHtml(e.eventId)}</td><td class="wide">${escapeHtml(e.pixel)}</td>
<td class="${e.accepted ? 'ok' : 'bad'}">${e.status} ${e.accepted ? 'accepted · 已接收' : escapeHtml(e.error)}</td>
<td class="wide">${escapeHtml(e.testEventCode)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Conversions sandbox · 转化事件沙盒</title><style>${STYLE}</style></head><body>
<h1>Conversions sandbox · 转化事件沙盒</h1>
<p>Server-side events the local server sent to Meta, TikTok, Snapchat and Reddit (played here). Tokens starting with <code>${SANDBOX_TOKEN_PREFIX}</code> are accepted; reload to see new ones.<br>
本地服务器发送给 Meta、TikTok、Snapchat 和 Reddit 的服务端事件（由此沙盒模拟）。以 <code>${SANDBOX_TOKEN_PREFIX}</code> 开头的令牌有效；刷新页面查看新事件。</p>
${events.length === 0 ? '<p>No events yet: publish a page with a pixel whose server-side token is set, open it and tap a tracked link. · 暂无事件：发布一个设置了服务端令牌的像素页面，打开并点击已跟踪的链接。</p>' : `<table><thead><tr><th>Time · 时间</th><th>Platform · 平台</th><th>Event · 事件</th><th class="wide">Event id</th><th class="wide">Pixel</th><th>Answer · 结果</th><th class="wide">Test code</th></tr></thead><tbody>${rows}</tbody></table>`}
</body></html>`;
}

export type ConversionsSandbox = {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
  readonly events: readonly SandboxEvent[];
};

export function createConversionsSandbox(): ConversionsSandbox {
  const events: SandboxEvent[] = [];
  const failures = new Map<string, { status: number; left: number }>();
  const base = '/sandbox/conversions';
  return {
    events,
    async handle(req, res, url) {
      const path = url.pathname.slice(base.length);
      if (req.method === 'GET' && (path === '' || path === '/')) {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'none'`,
          'x-content-type-options': 'nosniff',
        });
        res.end(page(events));
        return;
      }
      if (req.method === 'GET' && path === '/events') return send(res, 200, { events });
      if (req.method === 'POST' && path === '/fail') {
        const body = await readJson(req);
        if (!isObject(body) || typeof body.platform !== 'string' || !PLATFORMS[body.platform])
          return send(res, 400, { error: 'platform must be one of facebook, tiktok, snapchat, reddit' });
        failures.set(body.platform, { status: Number(body.status ?? 500), left: Number(body.times ?? 1) });
        return send(res, 200, { ok: true });
      }
      const match = /^\/([a-z]+)(\/.*)$/.exec(path);
      const platform = match?.[1] ? PLATFORMS[match[1]] : undefined;
      if (req.method !== 'POST' || !match?.[1] || !match[2] || !platform)
        return send(res, 404, { error: 'Unknown sandbox path' });
      const name = match[1];
      const body = await readJson(req);
      const check = isObject(body) ? platform.read(match[2], url, req.headers, body) : null;
      if (!check) return send(res, 404, { error: 'Unknown endpoint of this platform' });
      let answer: Answer;
      let error = '';
      const failing = failures.get(name);
      if (failing && failing.left > 0) {
        failing.left--;
        answer = platform.failure(failing.status);
        error = `simulated ${failing.status}`;
      } else if (!check.token?.startsWith(SANDBOX_TOKEN_PREFIX)) {
        answer = platform.wrongToken();
        error = 'wrong token';
      } else {
        const problem = platform.problem(check.body);
        answer = problem ? platform.refused(problem) : platform.ok();
        error = problem ?? '';
      }
      const { access_token: _token, ...recorded } = check.body;
      const accepted = error === '';
      events.unshift({
        platform: name,
        atMs: Date.now(),
        pixel: check.pixel,
        status: answer.status,
        accepted,
        error,
        body: recorded,
        ...platform.summary(check.body),
      });
      events.length = Math.min(events.length, KEPT);
      log.info('conversions sandbox received', { platform: name, accepted, status: answer.status });
      send(res, answer.status, answer.body);
    },
  };
}

/** Turns the sandbox on for a local server at `baseUrl` (off with CONVERSIONS_SANDBOX=0 or real endpoints set). */
export function startConversionsSandbox(baseUrl: string): ConversionsSandbox | null {
  if (process.env.CONVERSIONS_SANDBOX === '0' || process.env.CONVERSIONS_BASE_URL) return null;
  process.env.CONVERSIONS_BASE_URL = `${baseUrl}/sandbox/conversions`;
  // The checked environment was read at start-up: read it again with the sandbox's address.
  resetEnvForTests();
  return createConversionsSandbox();
}
