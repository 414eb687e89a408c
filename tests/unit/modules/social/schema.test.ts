import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { schema } from '#modules/social/schema.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED.social;

const platform = (overrides: Record<string, unknown> = {}) => ({
  platform: 'instagram',
  url: 'https://instagram.com/shop',
  label: '',
  enabled: true,
  ...overrides,
});
const errorsOf = (value: object, lang: 'en' | 'zh-cn' = 'en') => {
  const result = parseLocalized(schema, { ...filled, ...value }, lang);
  return result.success ? {} : result.errors;
};

describe('social schema', () => {
  it('parses the defaults', () => {
    const props = schema.parse(filled);
    expect(props.platforms).toHaveLength(1);
    expect(props.layout).toBe('horizontal');
    expect(props.position).toBe('inline');
    expect(props.zIndex).toBe(999);
  });

  it('allows at most 5 platforms, with the spec message in both languages', () => {
    expect(
      schema.safeParse({ ...filled, platforms: Array.from({ length: 5 }, () => platform()) }).success,
    ).toBe(true);
    const six = { platforms: Array.from({ length: 6 }, () => platform()) };
    expect(errorsOf(six).platforms).toBe('Maximum 5 platforms allowed');
    expect(errorsOf(six, 'zh-cn').platforms).toBe('最多只能添加 5 个平台');
  });

  it('needs one platform added and one enabled', () => {
    expect(errorsOf({ platforms: [] })).toEqual({ platforms: 'Please add at least one platform' });
    expect(errorsOf({ platforms: [] }, 'zh-cn')).toEqual({ platforms: '请至少添加一个平台' });
    expect(errorsOf({ platforms: [platform({ enabled: false })] })).toEqual({
      platforms: 'Please enable at least one platform',
    });
    expect(errorsOf({ platforms: [platform({ enabled: false })] }, 'zh-cn')).toEqual({
      platforms: '请至少启用一个平台',
    });
  });

  it('needs a valid URL on enabled platforms only', () => {
    expect(errorsOf({ platforms: [platform(), platform({ url: 'not a url' })] })).toEqual({
      'platforms.1.url': 'Please enter the correct URL',
    });
    expect(errorsOf({ platforms: [platform({ url: 'javascript:alert(1)' })] }, 'zh-cn')).toEqual({
      'platforms.0.url': '请输入正确的网址',
    });
    expect(
      schema.safeParse({ ...filled, platforms: [platform(), platform({ url: '', enabled: false })] }).success,
    ).toBe(true);
  });

  it('keeps the numbers within bounds', () => {
    expect(errorsOf({ offsetX: 101 })).toEqual({ offsetX: 'Offset X must be between 0 and 100' });
    expect(errorsOf({ offsetY: -1 }, 'zh-cn')).toEqual({ offsetY: '垂直偏移须在 0 到 100 之间' });
    expect(errorsOf({ zIndex: 0 })).toEqual({ zIndex: 'The z-index must be between 1 and 99999' });
    expect(schema.safeParse({ ...filled, zIndex: 99_999, offsetX: 100, offsetY: 0 }).success).toBe(true);
    expect(errorsOf({ spacing: 49 }).spacing).toBe('The spacing must be between 0 and 48');
    expect(errorsOf({ iconSize: 11 }).iconSize).toBe('The icon size must be between 12 and 48');
    expect(errorsOf({ borderRadius: 51 }, 'zh-cn').borderRadius).toBe('圆角须在 0 到 50 之间');
    expect(
      schema.safeParse({ ...filled, layout: 'grid', shape: 'square', hoverEffect: 'fade', size: 'large' })
        .success,
    ).toBe(true);
  });
});
