import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ApiEvent } from '#functions/platform/handler.ts';

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded)|text\/)/i;

/** API Gateway's `requestContext.time` ("27/Nov/2026:19:24:40 +0000" on AWS; an HTTP date here), made once a second. */
let timeCache = { second: -1, text: '' };
function timeText(nowMs: number): string {
  const second = Math.floor(nowMs / 1000);
  if (second !== timeCache.second) timeCache = { second, text: new Date(nowMs).toUTCString() };
  return timeCache.text;
}

/** Builds the API Gateway HTTP API (payload 2.0) event that a request would produce on AWS. */
export function toApiEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
): ApiEvent {
  const headers: Record<string, string> = {};
  for (const name in req.headers) {
    const value = req.headers[name];
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  let hasQuery = false;
  if (url.search.length > 1)
    for (const [key, value] of url.searchParams) {
      query[key] = key in query ? `${query[key]},${value}` : value;
      hasQuery = true;
    }
  const hasParameters = Object.keys(pathParameters).length > 0;
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const now = Date.now();
  const method = req.method ?? 'GET';
  const event: ApiEvent = {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: timeText(now),
      timeEpoch: now,
    },
    isBase64Encoded: !isText,
  };
  // What API Gateway leaves out when empty, added only when present (no spread temporaries).
  if (req.headers.cookie) event.cookies = req.headers.cookie.split(/;\s*/);
  if (hasQuery) event.queryStringParameters = query;
  if (hasParameters) event.pathParameters = pathParameters;
  if (body.length) event.body = isText ? body.toString('utf8') : body.toString('base64');
  return event;
}
