import { describe, expect, it } from 'vitest';
import {
  conversionOptionsBodySchema,
  conversionSettingsQuerySchema,
  conversionTokenBodySchema,
} from '#core/contracts/conversions.ts';
import {
  collectBodySchema,
  insightsQuerySchema,
  insightsSummaryQuerySchema,
} from '#core/contracts/insights.ts';
import { parseLocalized } from '#core/validation/parse.ts';

/**
 * The insights' and conversions' contracts (`zod/mini`, README "Lambda cold starts") refuse with the
 * same sentences, in both languages, as when they were written with zod's classic API.
 */
const refusal = (schema: Parameters<typeof parseLocalized>[0], value: unknown) => ({
  en: parseLocalized(schema, value, 'en', { nameFields: true }),
  zh: parseLocalized(schema, value, 'zh-cn', { nameFields: true }),
});

describe('insights contracts', () => {
  it('read the query with its defaults and numbers sent as text', () => {
    expect(parseLocalized(insightsQuerySchema, { id: 'abcdefghij', tz_offset: '-480' }, 'en')).toEqual({
      success: true,
      data: { id: 'abcdefghij', range: '7d', tz_offset: -480 },
    });
    expect(parseLocalized(insightsSummaryQuerySchema, {}, 'en')).toEqual({
      success: true,
      data: { tz_offset: 0 },
    });
  });

  it('name every bad field of the query in both languages', () => {
    const { en, zh } = refusal(insightsQuerySchema, { id: 'abc', range: '1y', tz_offset: '900' });
    expect(en).toEqual({
      success: false,
      message: '"id" is not in the expected format.',
      errors: {
        id: '"id" is not in the expected format.',
        range: '"range" must be one of: today, 7d, 30d, 90d.',
        tz_offset: '"tz_offset" must be at most 840.',
      },
    });
    expect(zh).toEqual({
      success: false,
      message: '“id”格式不正确。',
      errors: {
        id: '“id”格式不正确。',
        range: '“range”必须是以下之一：today, 7d, 30d, 90d。',
        tz_offset: '“tz_offset”不能大于 840。',
      },
    });
    expect(refusal(insightsSummaryQuerySchema, { tz_offset: 'x' }).zh).toEqual({
      success: false,
      message: '“tz_offset”必须是数字。',
      errors: { tz_offset: '“tz_offset”必须是数字。' },
    });
  });

  it('refuse a beacon field the contract does not name', () => {
    const { en, zh } = refusal(collectBodySchema, {
      page: 'abcdefghij',
      type: 'view',
      id: 'abcdefgh-1',
      owner: 'someone',
    });
    expect(en.success ? '' : en.message).toBe('Unknown fields: owner.');
    expect(zh.success ? '' : zh.message).toBe('未知字段：owner。');
  });
});

describe('conversions contracts', () => {
  it('explain a bad module, token and test event code in both languages', () => {
    const token = refusal(conversionTokenBodySchema, {
      page: 'abcdefghij',
      module: ' ',
      pixel: 'p',
      token: 'has space here',
    });
    expect(token.en.success ? {} : token.en.errors).toEqual({
      module: 'Please choose a pixel module of this page',
      token: 'The access token is 10 to 1,000 characters without spaces: paste it as the platform shows it',
    });
    expect(token.zh.success ? {} : token.zh.errors).toEqual({
      module: '请选择此页面中的像素模块',
      token: '访问令牌为 10 到 1000 个字符且不含空格：请按平台显示的原样粘贴',
    });
    const options = refusal(conversionOptionsBodySchema, {
      page: 'abcdefghij',
      module: 'm',
      pixel: 'p',
      test_event_code: 'bad code!',
      page_views: 'yes',
    });
    expect(options.en.success ? {} : options.en.errors).toEqual({
      test_event_code: 'The test event code is at most 60 letters, digits, "-" or "_"',
      page_views: '"page_views" must be true or false.',
    });
    expect(options.zh.success ? {} : options.zh.errors).toEqual({
      test_event_code: '测试事件代码最多 60 个字母、数字、"-" 或 "_"',
      page_views: '“page_views”必须是布尔值（true 或 false）。',
    });
    expect(refusal(conversionSettingsQuerySchema, {}).zh).toEqual({
      success: false,
      message: '“page”不能为空。',
      errors: { page: '“page”不能为空。', module: '请选择此页面中的像素模块' },
    });
  });

  it('trim what they keep and take null as removing the token', () => {
    expect(
      parseLocalized(
        conversionTokenBodySchema,
        { page: 'abcdefghij', module: ' m1 ', pixel: ' p ', token: null },
        'en',
      ),
    ).toEqual({ success: true, data: { page: 'abcdefghij', module: 'm1', pixel: 'p', token: null } });
  });
});
