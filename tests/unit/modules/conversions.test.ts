import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONVERSIONS_REGISTRY } from '#modules/conversions-registry.ts';
import { conversions as facebook, GRAPH_VERSION } from '#modules/facebook-pixel/conversions.ts';
import { conversions as reddit } from '#modules/reddit-pixel/conversions.ts';
import type { ServerEvent, ServerTarget } from '#modules/shared/conversions-kit.ts';
import { conversions as snapchat } from '#modules/snapchat-pixel/conversions.ts';
import { conversions as tiktok } from '#modules/tiktok-pixel/conversions.ts';

/** Each platform's documented request shape, as the adapters build it (links in each adapter). */

const AT = Date.UTC(2026, 10, 27, 9, 30, 0);
const contact: ServerEvent = {
  id: '4e585ba6-c22e-4378-ab8f-a12ff18f7344',
  kind: { type: 'standard', event: 'Contact' },
  atMs: AT,
  url: 'https://pages.example/AbCdEf1234?fbclid=IwAR0x',
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone)',
  clickId: 'IwAR0x',
  browserId: 'fb.1.1700000000000.123',
};
const target = (pixelId: string, testEventCode = ''): ServerTarget => ({
  pixelId,
  token: 'sbx_secret_token',
  testEventCode,
});
type Sent = { data: Record<string, unknown>[]; events: Record<string, unknown>[] };
const body = (text: string) => JSON.parse(text) as Sent & Record<string, unknown>;

describe('Meta Conversions API adapter', () => {
  it('posts to /{version}/{pixel}/events with the pixel’s event id, website source, fbc built from fbclid', async () => {
    const request = await facebook.request(
      contact,
      target('123456789012345', 'TEST123'),
      'https://graph.facebook.com',
    );
    expect(request.url).toBe(`https://graph.facebook.com/${GRAPH_VERSION}/123456789012345/events`);
    expect(body(request.body)).toEqual({
      data: [
        {
          event_name: 'Contact',
          event_time: AT / 1000,
          event_id: contact.id,
          action_source: 'website',
          event_source_url: contact.url,
          user_data: {
            client_ip_address: '203.0.113.7',
            client_user_agent: 'Mozilla/5.0 (iPhone)',
            fbc: `fb.1.${AT}.IwAR0x`,
            fbp: 'fb.1.1700000000000.123',
          },
        },
      ],
      test_event_code: 'TEST123',
      access_token: 'sbx_secret_token',
    });
    expect(request.url).not.toContain('sbx_secret_token');
  });

  it('names page views PageView and custom events by their name (as fbq does)', async () => {
    const view = await facebook.request(
      { ...contact, kind: { type: 'view' } },
      target('123456789012345'),
      'o',
    );
    const custom = await facebook.request(
      { ...contact, kind: { type: 'custom', name: 'Booked' } },
      target('123456789012345'),
      'o',
    );
    expect(body(view.body).data[0]).toMatchObject({ event_name: 'PageView' });
    expect(body(custom.body).data[0]).toMatchObject({ event_name: 'Booked' });
    expect(body(view.body)).not.toHaveProperty('test_event_code');
  });

  it('retries 5xx, 429 and transient errors, not a wrong token', () => {
    expect(facebook.answer(200, '{"events_received":1,"fbtrace_id":"x"}')).toEqual({ ok: true });
    expect(
      facebook.answer(500, '{"error":{"message":"Unexpected","is_transient":true,"code":2}}'),
    ).toMatchObject({ ok: false, retry: true });
    expect(facebook.answer(400, '{"error":{"message":"Calls limit","code":17}}')).toMatchObject({
      retry: true,
    });
    expect(facebook.answer(400, '{"error":{"message":"Invalid OAuth access token","code":190}}')).toEqual({
      ok: false,
      retry: false,
      message: 'Invalid OAuth access token',
    });
    expect(
      facebook.answer(
        400,
        '{"error":{"message":"Invalid parameter","code":100,"error_user_title":"Old","error_user_msg":"Too old."}}',
      ),
    ).toEqual({ ok: false, retry: false, message: 'Invalid parameter: Too old.' });
  });
});

describe('TikTok Events API 2.0 adapter', () => {
  it('posts web events with the Access-Token header, the pixel code, ttclid and the page url', async () => {
    const event = {
      ...contact,
      kind: { type: 'standard', event: 'Purchase' } as const,
      clickId: 'E.C.P.x',
      browserId: 'ttp1',
    };
    const request = await tiktok.request(
      event,
      target('C4ABCDEFGH1234567890', 'TEST9'),
      'https://business-api.tiktok.com',
    );
    expect(request.url).toBe('https://business-api.tiktok.com/open_api/v1.3/event/track/');
    expect(request.headers['Access-Token']).toBe('sbx_secret_token');
    expect(body(request.body)).toEqual({
      event_source: 'web',
      event_source_id: 'C4ABCDEFGH1234567890',
      test_event_code: 'TEST9',
      data: [
        {
          event: 'CompletePayment',
          event_time: AT / 1000,
          event_id: contact.id,
          user: { ip: '203.0.113.7', user_agent: 'Mozilla/5.0 (iPhone)', ttclid: 'E.C.P.x', ttp: 'ttp1' },
          page: { url: contact.url },
        },
      ],
    });
    expect(request.body).not.toContain('sbx_secret_token');
  });

  it('reads TikTok’s codes: 0 accepted, 40100 and 5xxxx retried, 40105 (token) given up', () => {
    expect(tiktok.answer(200, '{"code":0,"message":"OK"}')).toEqual({ ok: true });
    expect(tiktok.answer(200, '{"code":40100,"message":"Too many requests"}')).toMatchObject({ retry: true });
    expect(tiktok.answer(500, '{"code":50002,"message":"Internal"}')).toMatchObject({ retry: true });
    expect(tiktok.answer(200, '{"code":40105,"message":"Access token is incorrect"}')).toEqual({
      ok: false,
      retry: false,
      message: '40105: Access token is incorrect',
    });
  });
});

describe('Snap Conversions API v3 adapter', () => {
  it('posts to /v3/{pixel}/events?access_token= with WEB source, Snap’s names and sc_click_id', async () => {
    const event = { ...contact, clickId: 'sc-click', browserId: 'scid-cookie' };
    const pixel = '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d';
    const request = await snapchat.request(event, target(pixel), 'https://tr.snapchat.com');
    expect(request.url).toBe(`https://tr.snapchat.com/v3/${pixel}/events?access_token=sbx_secret_token`);
    expect(body(request.body)).toEqual({
      data: [
        {
          event_name: 'CUSTOM_EVENT_1',
          event_time: AT / 1000,
          event_id: contact.id,
          action_source: 'WEB',
          event_source_url: contact.url,
          user_data: {
            client_ip_address: '203.0.113.7',
            client_user_agent: 'Mozilla/5.0 (iPhone)',
            sc_click_id: 'sc-click',
            sc_cookie1: 'scid-cookie',
          },
        },
      ],
    });
    expect(snapchat.maxAgeMs).toBe(37 * 86_400_000);
  });

  it('accepts VALID, retries 5xx, gives up on 401, reads Snap’s EventResponse errors', () => {
    expect(snapchat.answer(200, '{"status":"VALID","reason":"ok"}')).toEqual({ ok: true });
    expect(snapchat.answer(200, '{"status":"INVALID","errors":{"error_msgs":["x"]}}')).toMatchObject({
      ok: false,
    });
    expect(snapchat.answer(503, '')).toMatchObject({ retry: true });
    expect(
      snapchat.answer(401, '{"status":"INVALID","errors":{"codes":["C1"],"error_msgs":["Bad token"]}}'),
    ).toEqual({ ok: false, retry: false, message: 'C1: Bad token' });
    expect(snapchat.answer(400, '{"status":"INVALID","reason":"Unauthorized"}')).toMatchObject({
      message: 'Unauthorized',
    });
    expect(snapchat.answer(401, 'Unauthorized')).toMatchObject({ message: 'Unauthorized' });
    expect(snapchat.answer(502, '<html>Bad gateway</html>')).toMatchObject({
      retry: true,
      message: 'HTTP 502',
    });
  });
});

describe('Reddit Conversions API v3 adapter', () => {
  it('posts to /api/v3/pixels/{pixel}/conversion_events: data wrapper, ms event_at, WEBSITE, LEAD, conversion id', async () => {
    const event = {
      ...contact,
      clickId: 'rdt-click',
      browserId: '1700000000000.b8f7eb7d-b357-437b-8bd3-e1c8166c7132',
    };
    const request = await reddit.request(
      event,
      target('a2_abcdef123456', 'T2_TEST'),
      'https://ads-api.reddit.com',
    );
    expect(request.url).toBe('https://ads-api.reddit.com/api/v3/pixels/a2_abcdef123456/conversion_events');
    expect(request.headers.authorization).toBe('Bearer sbx_secret_token');
    expect(JSON.parse(request.body)).toEqual({
      data: {
        test_id: 'T2_TEST',
        events: [
          {
            event_at: AT,
            action_source: 'WEBSITE',
            event_source_url: contact.url,
            type: { tracking_type: 'LEAD' },
            click_id: 'rdt-click',
            metadata: { conversion_id: contact.id },
            user: {
              ip_address: createHash('sha256').update('203.0.113.7').digest('hex'),
              user_agent: 'Mozilla/5.0 (iPhone)',
              uuid: '1700000000000.b8f7eb7d-b357-437b-8bd3-e1c8166c7132',
            },
          },
        ],
      },
    });
    expect(request.body).not.toContain('sbx_secret_token');
  });

  it('sends page views as PAGE_VISIT, unmapped events as CUSTOM with their name, no test_id unless set', async () => {
    const parse = (text: string) =>
      JSON.parse(text) as { data: { test_id?: string; events: Record<string, unknown>[] } };
    const view = await reddit.request({ ...contact, kind: { type: 'view' } }, target('a2_abcdef123456'), 'o');
    const other = await reddit.request(
      { ...contact, kind: { type: 'standard', event: 'Subscribe' } },
      target('a2_abcdef123456'),
      'o',
    );
    const custom = await reddit.request(
      { ...contact, kind: { type: 'custom', name: 'x'.repeat(80) } },
      target('a2_abcdef123456'),
      'o',
    );
    expect(parse(view.body).data.events[0]).toMatchObject({ type: { tracking_type: 'PAGE_VISIT' } });
    expect(parse(other.body).data.events[0]).toMatchObject({
      type: { tracking_type: 'CUSTOM', custom_event_name: 'Subscribe' },
    });
    expect(parse(custom.body).data.events[0]).toMatchObject({
      type: { tracking_type: 'CUSTOM', custom_event_name: 'x'.repeat(64) },
    });
    expect(parse(view.body).data).not.toHaveProperty('test_id');
    expect(reddit.maxAgeMs).toBe(7 * 86_400_000);
  });

  it('reads v3 answers: any 2xx taken, the field-level reason of a 400, UNAUTHORIZED, 429 and 5xx retried', () => {
    expect(reddit.answer(200, '{"data":{"message":"Successfully processed 1 conversion events."}}')).toEqual({
      ok: true,
    });
    expect(
      reddit.answer(
        400,
        '{"error":{"code":400,"message":"There were 1 invalid conversion events. None were processed.","fields":[{"field":"$.data.events[0].user.UUID","message":"invalid UUID"}]}}',
      ),
    ).toEqual({
      ok: false,
      retry: false,
      message: 'There were 1 invalid conversion events. None were processed. invalid UUID',
    });
    expect(
      reddit.answer(
        401,
        '{"success":false,"error":{"reason":"UNAUTHORIZED","explanation":"Not authorized."}}',
      ),
    ).toEqual({ ok: false, retry: false, message: 'Not authorized.' });
    expect(reddit.answer(401, 'Authorization Required')).toMatchObject({ message: 'Authorization Required' });
    expect(
      reddit.answer(429, '{"error":{"code":429,"message":"Too many requests/events within timeframe."}}'),
    ).toEqual({ ok: false, retry: true, message: 'Too many requests/events within timeframe.' });
    expect(reddit.answer(500, '')).toMatchObject({ retry: true, message: 'HTTP 500' });
  });
});

describe('conversions registry', () => {
  it('lists the four pixel modules with their platform’s adapter and its accepted event age', () => {
    expect(
      Object.values(CONVERSIONS_REGISTRY).map((entry) => [
        entry.adapter.platform,
        entry.adapter.maxAgeMs / 86_400_000,
      ]),
    ).toEqual([
      ['facebook', 7],
      ['tiktok', 28],
      ['snapchat', 37],
      ['reddit', 7],
    ]);
  });
});
