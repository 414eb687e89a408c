import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { definition } from '#modules/tiktok-pixel/definition.ts';
import Form from '#modules/tiktok-pixel/Form.tsx';
import { schema } from '#modules/tiktok-pixel/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

const errorsOf = (value: unknown, lang: 'en' | 'zh-cn' = 'en') => {
  const result = parseLocalized(schema, value, lang);
  return result.success ? {} : result.errors;
};

describe('tiktok pixel', () => {
  it('parses the defaults', () => {
    expect(schema.parse({})).toMatchObject({
      pixelId: '',
      pageView: true,
      eventTracking: { enabled: false },
    });
  });

  it('takes exactly 20 upper-case letters and digits', () => {
    expect(schema.parse({ pixelId: ' C4ABCDEFGH1234567890 ' }).pixelId).toBe('C4ABCDEFGH1234567890');
    const message = 'The TikTok pixel ID is 20 upper-case letters and digits, e.g. C4ABCDEFGH1234567890';
    for (const bad of [
      'c4abcdefgh1234567890',
      'C4ABCDEFGH123456789',
      'C4ABCDEFGH12345678901',
      'C4ABCDEFGH-234567890',
    ]) {
      expect(errorsOf({ pixelId: bad })).toEqual({ pixelId: message });
    }
    expect(errorsOf({ pixelId: 'x' }, 'zh-cn')).toEqual({
      pixelId: 'TikTok 像素 ID 为 20 位大写字母和数字，例如 C4ABCDEFGH1234567890',
    });
  });

  it('renders nothing when published and a card in the builder; the form has every field', () => {
    const props = schema.parse({ pixelId: 'C4ABCDEFGH1234567890' });
    expect(renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />)).toBe('');
    expect(renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="en" />)).toContain(
      'C4ABCDEFGH1234567890',
    );
    const html = renderToStaticMarkup(
      <Form services={FORM_SERVICES} value={props} onChange={() => {}} lang="zh-cn" errors={{}} />,
    );
    expect(html).toContain('像素 ID');
    expect(html).toContain('页面加载时上报页面浏览');
    expect(html).toContain('事件追踪');
  });
});
