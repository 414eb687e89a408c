import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseLocalized, registerMessages } from '#core/validation/parse.ts';

// A message no product module registers: the registry is shared by every file a worker runs, and
// the social module registers its own Chinese for 'Maximum 5 platforms allowed'.
registerMessages([{ en: 'At most 5 test tags', 'zh-cn': '测试标签最多 5 个' }]);

const schema = z.object({
  name: z.string().min(3),
  platforms: z.array(z.string()).max(5, { error: 'At most 5 test tags' }),
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
    expect(en.errors.platforms).toBe('At most 5 test tags');
    expect(zh.errors.platforms).toBe('测试标签最多 5 个');
    expect(en.message).toBe(en.errors.name);
    expect(zh.errors.name).not.toBe(en.errors.name);
  });
});
