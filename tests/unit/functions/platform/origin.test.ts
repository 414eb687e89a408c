import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '#functions/platform/env.ts';
import { lambdaEntry } from '#functions/platform/group.ts';
import type { ApiResult } from '#functions/platform/handler.ts';
import { viewerAddress } from '#functions/platform/origin.ts';

const SECRET = 'origin-secret-that-is-at-least-32-characters';

/** A group of one route that answers 200 when it runs. */
const entry = lambdaEntry([
  {
    route: { method: 'GET', path: '/client/test/ping', group: 'index', auth: 'public' },
    handler: async () => ({ statusCode: 200, body: '{}' }),
  },
]);

function call(headers: Record<string, string>): Promise<ApiResult> {
  const event = {
    routeKey: 'GET /client/test/ping',
    rawPath: '/client/test/ping',
    headers,
  } as unknown as APIGatewayProxyEventV2;
  return entry(event, {} as Context, () => undefined) as Promise<ApiResult>;
}

afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
  delete process.env.TRUST_VIEWER_ADDRESS_HEADER;
  resetEnvForTests();
});

describe('requests that did not come through CloudFront', () => {
  it('are refused with 403 in the request’s language when the origin secret is set, before any route runs', async () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    resetEnvForTests();

    const none = await call({ 'think-lang': 'en' });
    const wrong = await call({ 'x-origin-verify': `${SECRET.slice(0, -1)}x`, 'think-lang': 'zh-cn' });
    const right = await call({ 'x-origin-verify': SECRET });

    expect(none.statusCode).toBe(403);
    expect(JSON.parse(String(none.body)).msg).toBe(
      'This address does not answer requests: use the site’s address',
    );
    expect(wrong.statusCode).toBe(403);
    expect(JSON.parse(String(wrong.body)).msg).toBe('此地址不接受请求：请使用站点地址');
    expect(right.statusCode).toBe(200);
  });

  it('are answered as usual where no origin secret is set (the local server)', async () => {
    expect((await call({})).statusCode).toBe(200);
  });
});

describe('the viewer address that per-address limits count', () => {
  const headers =
    (viewer: string | undefined) =>
    (name: string): string | undefined =>
      name === 'cloudfront-viewer-address' ? viewer : undefined;

  it('is CloudFront-Viewer-Address behind CloudFront (IPv4 and IPv6, port dropped)', () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    resetEnvForTests();
    expect(viewerAddress('130.176.0.1', headers('203.0.113.7:46532'))).toBe('203.0.113.7');
    expect(viewerAddress('130.176.0.1', headers('2001:db8::1:46532'))).toBe('2001:db8::1');
    expect(viewerAddress('130.176.0.1', headers('[2001:db8::2]:443'))).toBe('2001:db8::2');
    expect(viewerAddress('130.176.0.1', headers(undefined))).toBe('130.176.0.1');
  });

  it('is the socket address locally: a client cannot choose its address by sending the header', () => {
    expect(viewerAddress('127.0.0.1', headers('198.51.100.9:443'))).toBe('127.0.0.1');
    process.env.TRUST_VIEWER_ADDRESS_HEADER = 'true';
    resetEnvForTests();
    expect(viewerAddress('127.0.0.1', headers('198.51.100.9:443'))).toBe('198.51.100.9');
  });
});
