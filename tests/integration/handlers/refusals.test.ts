import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#functions/routes.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';

const stack = setupApiStack();

/** Zod's own wording (en and zh-cn locales): a refusal must never read like this. */
const LIBRARY_WORDING =
  /Invalid (input|string|option|type|key|element|value)|Too (big|small)|expected \w+ to (be|have)|must match pattern|Unrecognized key|Invalid discriminator|无效输入|应为|过大|过小|未识别的键|必须匹配模式/;

/** Wrong values of every kind, for any field the route reports. */
const WRONG_BODY_VALUES: unknown[] = [
  2 ** 60,
  -1,
  1.5,
  'x'.repeat(5000),
  '',
  'not valid %%',
  {},
  [],
  true,
  null,
];
const WRONG_QUERY_VALUES = ['99999999999999999999', '-1', 'x'.repeat(3000), '', 'abc', '%%'];

type Answer = Awaited<ReturnType<typeof stack.call>>;

function refusalTexts(answer: Answer): string[] {
  const errors = (answer.body.data as { errors?: Record<string, string> } | null)?.errors ?? {};
  return [answer.body.msg, ...Object.values(errors)];
}

describe('every refusal a member or integrator can trigger reads as a sentence in their language', () => {
  it('walks every route with missing and wrong inputs: no library wording, no empty message, no HTTP 500', async () => {
    const memberId = randomUUID();
    await putMember({ id: memberId, username: `walker${memberId.slice(0, 6)}` });
    const token = tokenFor(memberId);
    const bad: string[] = [];
    let calls = 0;

    for (const lang of ['en', 'zh-cn'] as const) {
      for (const route of ROUTES) {
        // Payment notifications answer the gateways in their own protocol, not the envelope.
        if (route.path.startsWith('/client/pay/notify/')) continue;
        const path = route.path.replace(/\{\w+\}/g, 'alipay');
        const send = async (input: { body?: unknown; query?: string }) => {
          calls++;
          const answer = await stack.call(path, {
            method: route.method === 'GET' ? 'GET' : 'POST',
            lang,
            token,
            ...input,
          });
          const where = `${lang} ${route.method} ${route.path} ${JSON.stringify(input).slice(0, 120)}`;
          if (answer.status >= 500) bad.push(`${where}: HTTP ${answer.status} ${answer.body.msg}`);
          if (answer.body.code !== 1) {
            for (const text of refusalTexts(answer)) {
              if (!text.trim()) bad.push(`${where}: empty message`);
              else if (LIBRARY_WORDING.test(text)) bad.push(`${where}: "${text}"`);
            }
          }
          return answer;
        };

        // Nothing at all: the route names every field it needs.
        const first = route.method === 'GET' ? await send({}) : await send({ body: {} });
        const fields = Object.keys(
          (first.body.data as { errors?: Record<string, string> } | null)?.errors ?? {},
        )
          .map((field) => field.split('.')[0] ?? '')
          .filter(Boolean);
        if (route.method !== 'GET') {
          await send({ body: [] });
          await send({ body: 'text' });
        }
        // Each of those fields with values of the wrong kind, one at a time.
        for (const field of new Set(fields)) {
          if (route.method === 'GET') {
            for (const value of WRONG_QUERY_VALUES)
              await send({ query: `${field}=${encodeURIComponent(value)}` });
          } else {
            for (const value of WRONG_BODY_VALUES) await send({ body: { [field]: value } });
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(ROUTES.length * 2);
    expect(bad).toEqual([]);
  });
});
