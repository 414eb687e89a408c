import { describe, expect, it } from 'vitest';
import { setupApiStack } from '../../helpers/api-stack.ts';

const stack = setupApiStack();

type Envelope = { code: number; msg: string; data: unknown };

describe('requests the server refuses before any route runs', () => {
  it('a body over the limit answers 413 with the envelope, in the request language (not a reset connection)', async () => {
    for (const [lang, text] of [
      ['en', 'The request is too large: at most 12 MB are accepted'],
      ['zh-cn', '请求过大：最多接受 12 MB'],
    ] as const) {
      const response = await fetch(`${stack.baseUrl}/client/page/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'think-lang': lang },
        body: `{"x":"${'a'.repeat(13 * 1024 * 1024)}"}`,
      });
      expect(response.status).toBe(413);
      expect((await response.json()) as Envelope).toMatchObject({ code: 0, msg: text, data: null });
    }
  });

  it('a query string over the limit answers 413 with the envelope', async () => {
    const response = await fetch(`${stack.baseUrl}/client/page/index?name=${'q'.repeat(20_000)}`, {
      headers: { 'think-lang': 'en' },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Envelope).msg).toBe(
      'The request is too large: at most 8 KB are accepted',
    );
  });

  it('a malformed percent-escape in a path segment answers the envelope, not HTTP 500', async () => {
    const response = await fetch(`${stack.baseUrl}/client/pay/notify/%E0%A4`, {
      method: 'POST',
      headers: { 'think-lang': 'en' },
      body: 'x=1',
    });
    expect(response.status).toBe(400);
    expect((await response.json()) as Envelope).toMatchObject({
      code: 0,
      msg: 'The request address could not be read: /client/pay/notify/%E0%A4',
    });
  });
});
