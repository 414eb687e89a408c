import { describe, expect, it } from 'vitest';
import { pageDocumentSchema } from '#core/page/document.ts';
import { parseLocalized } from '#core/validation/parse.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import type { ModuleType } from '#modules/types.ts';
import { validateModule } from '#modules/validate.ts';

/**
 * The module schemas and the page document (`zod/mini`, README "Lambda cold starts") answer bad
 * input with the same sentences, in both languages, as when they were written with zod's classic
 * API: the shared pieces (colours, padding, texts, pictures, links, event tracking), a module's own
 * refinement on a defaulted field, a pipe, and the document's own checks.
 */
const problems = (type: ModuleType, props: Record<string, unknown>) => ({
  en: validateModule({ id: 'abcd', type, version: 1, props }, 'en'),
  zh: validateModule({ id: 'abcd', type, version: 1, props }, 'zh-cn'),
});

describe('module schemas on zod/mini', () => {
  it('keep the shared pieces’ messages', () => {
    expect(problems('title-text', { content: ' ', color: 'red', padding: 101, background: '#12' })).toEqual({
      en: {
        content: 'Title text is still the example',
        color: 'Please enter a color such as #1f2937',
        padding: 'Padding must be between 0 and 100',
        background: 'Please enter a color such as #1f2937',
      },
      zh: {
        content: '标题文字仍是示例内容',
        color: '请输入颜色，例如 #1f2937',
        padding: '内边距须在 0 到 100 之间',
        background: '请输入颜色，例如 #1f2937',
      },
    });
    expect(
      problems('picture-cube', { images: [{ url: 'ftp://x', link: 'javascript:x', alt: 'a'.repeat(121) }] }),
    ).toEqual({
      en: {
        'images.0.url': 'Please upload a picture',
        'images.0.link': 'Please enter an http(s) link',
        'images.0.alt': 'The text is too long',
      },
      zh: {
        'images.0.url': '请上传图片',
        'images.0.link': '请输入 http(s) 链接',
        'images.0.alt': '文字过长',
      },
    });
    expect(problems('divider', { type: 'text', text: '', icon: 'none', iconSize: 1.5 })).toEqual({
      en: { iconSize: 'Icon size must be between 12 and 64' },
      zh: { iconSize: '图标大小须在 12 到 64 之间' },
    });
  });

  it('keep the modules’ own checks', () => {
    expect(
      problems('facebook-pixel', {
        pixelIds: '123\nabc',
        eventTracking: { enabled: true, eventType: 'Custom', customEventName: '9x' },
      }),
    ).toEqual({
      en: {
        pixelIds: 'Facebook pixel IDs are 15 to 16 digits, one per line',
        'eventTracking.customEventName':
          'The custom event name may hold only letters, digits and underscores, at most 40 characters',
      },
      zh: {
        pixelIds: 'Facebook 像素 ID 为 15 到 16 位数字，每行一个',
        'eventTracking.customEventName': '自定义事件名称只能包含字母、数字和下划线，最多 40 个字符',
      },
    });
    expect(problems('snapchat-pixel', { pixelId: 'not-a-uuid', pageView: 'yes' })).toEqual({
      en: {
        pixelId: 'The Snap pixel ID is a UUID, e.g. 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
        pageView: 'Must be true or false.',
      },
      zh: {
        pixelId: 'Snap 像素 ID 为 UUID 格式，例如 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
        pageView: '必须是布尔值（true 或 false）。',
      },
    });
    expect(
      problems('social', { platforms: [{ platform: 'facebook', url: 'x', enabled: true }], spacing: 49 }),
    ).toEqual({
      en: {
        spacing: 'The spacing must be between 0 and 48',
        'platforms.0.url': 'Please enter the correct URL',
      },
      zh: { spacing: '间距须在 0 到 48 之间', 'platforms.0.url': '请输入正确的网址' },
    });
    // The pipe lower-cases a valid id after its checks.
    const upper = '1A2B3C4D-5E6F-7A8B-9C0D-1E2F3A4B5C6D';
    expect(SCHEMA_REGISTRY['snapchat-pixel'].schema.parse({ pixelId: upper })).toMatchObject({
      pixelId: upper.toLowerCase(),
    });
  });

  it('keep the document’s messages', () => {
    const doc = {
      version: 1,
      setup: { backgroundColor: 'red', lang: 'fr' },
      modules: [{ id: 'x', type: 'nope', version: 0 }],
    };
    const en = parseLocalized(pageDocumentSchema, doc, 'en', { nameFields: true });
    const zh = parseLocalized(pageDocumentSchema, doc, 'zh-cn', { nameFields: true });
    expect(en).toMatchObject({
      success: false,
      errors: {
        'setup.backgroundColor': '"setup.backgroundColor" is not in the expected format.',
        'setup.lang': '"setup.lang" must be one of: zh-cn, en.',
        'modules.0.id': '"modules.0.id" is not in the expected format.',
        'modules.0.version': '"modules.0.version" must be at least 1.',
      },
    });
    expect(zh).toMatchObject({
      success: false,
      errors: {
        'setup.backgroundColor': '“setup.backgroundColor”格式不正确。',
        'setup.lang': '“setup.lang”必须是以下之一：zh-cn, en。',
        'modules.0.id': '“modules.0.id”格式不正确。',
        'modules.0.version': '“modules.0.version”不能小于 1。',
      },
    });
  });
});
