import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseLocalized } from '#core/validation/parse.ts';

const schema = z
  .object({
    out_trade_no: z.string().regex(/^[0-9A-Za-z]{10}$/),
    count: z.number().int(),
    email: z.email(),
    channel: z.enum(['alipay', 'wechat']),
    tags: z.array(z.string()).max(2),
    page: z.object({ title: z.string().min(3) }),
    tab: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a') }),
      z.object({ kind: z.literal('b') }),
    ]),
    note: z.string().max(5, 'Maximum 5 platforms allowed'),
  })
  .strict();

const wrong = {
  out_trade_no: 'x',
  count: 2 ** 60,
  email: 'nope',
  channel: 'cash',
  tags: ['a', 'b', 'c'],
  page: { title: 'a' },
  tab: { kind: 'c' },
  note: 'too long here',
  extra: 1,
};

describe('validation messages', () => {
  it('API refusals name the field in a sentence, in English', () => {
    const result = parseLocalized(schema, wrong, 'en', { nameFields: true });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors).toEqual({
      out_trade_no: '"out_trade_no" is not in the expected format.',
      count: '"count" must be at most 9007199254740991.',
      email: '"email" is not a valid email address.',
      channel: '"channel" must be one of: alipay, wechat.',
      tags: '"tags" must have at most 2 item(s).',
      'page.title': '"page.title" must be at least 3 characters.',
      'tab.kind': '"tab.kind" must be one of: a, b.',
      note: 'Maximum 5 platforms allowed',
      '': 'Unknown fields: extra.',
    });
  });

  it('and in Chinese', () => {
    const result = parseLocalized(schema, { ...wrong, count: undefined }, 'zh-cn', { nameFields: true });
    if (result.success) throw new Error('should fail');
    expect(result.errors.count).toBe('“count”不能为空。');
    expect(result.errors.channel).toBe('“channel”必须是以下之一：alipay, wechat。');
    expect(result.errors['page.title']).toBe('“page.title”至少需要 3 个字符。');
    expect(parseLocalized(schema, 5, 'zh-cn', { nameFields: true })).toMatchObject({
      message: '请求必须是对象。',
    });
  });

  it('forms show the sentence beside the field, without its name', () => {
    const result = parseLocalized(schema, { ...wrong, email: undefined }, 'en');
    if (result.success) throw new Error('should fail');
    expect(result.errors.email).toBe('Required.');
    expect(result.errors['page.title']).toBe('Must be at least 3 characters.');
    expect(result.errors.channel).toBe('Must be one of: alipay, wechat.');
  });
});
