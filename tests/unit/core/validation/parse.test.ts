import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseLocalized, registerMessages } from '#core/validation/parse.ts';

registerMessages([{ en: 'Maximum 5 platforms allowed', 'zh-cn': '最多允许 5 个平台' }]);

const schema = z.object({
  name: z.string().min(3),
  platforms: z.array(z.string()).max(5, { error: 'Maximum 5 platforms allowed' }),
});

describe('parseLocalized', () => {
  it('passes valid data through', () => {
    expect(parseLocalized(schema, { name: 'abc', platforms: [] }, 'en')).toEqual({
      success: true,
      data: { name: 'abc', platforms: [] },
    });
  });

  it('answers every field once, the first message on top, in the requested language', () => {
    const bad = { name: 'a', platforms: ['1', '2', '3', '4', '5', '6'] };
    const en = parseLocalized(schema, bad, 'en');
    const zh = parseLocalized(schema, bad, 'zh-cn');
    if (en.success || zh.success) throw new Error('expected failures');
    expect(Object.keys(en.errors)).toEqual(['name', 'platforms']);
    expect(en.errors.platforms).toBe('Maximum 5 platforms allowed');
    expect(zh.errors.platforms).toBe('最多允许 5 个平台');
    expect(en.message).toBe(en.errors.name);
    expect(zh.errors.name).not.toBe(en.errors.name);
  });
});
