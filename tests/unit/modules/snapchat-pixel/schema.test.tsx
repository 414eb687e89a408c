import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { definition } from '#modules/snapchat-pixel/definition.ts';
import Form from '#modules/snapchat-pixel/Form.tsx';
import { schema } from '#modules/snapchat-pixel/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

const errorsOf = (value: unknown, lang: 'en' | 'zh-cn' = 'en') => {
  const result = parseLocalized(schema, value, lang);
  return result.success ? {} : result.errors;
};

describe('snapchat pixel', () => {
  it('parses the defaults: email hashing off, PAGE_VIEW on', () => {
    expect(schema.parse({})).toMatchObject({ pixelId: '', hashUserEmail: false, pageView: true });
  });

  it('takes a UUID pixel ID, stored in lower case', () => {
    expect(schema.parse({ pixelId: '1A2B3C4D-5E6F-7A8B-9C0D-1E2F3A4B5C6D' }).pixelId).toBe(
      '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
    );
    for (const bad of [
      '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d',
      '1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6',
      'zzzzzzzz-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
    ]) {
      expect(errorsOf({ pixelId: bad })).toEqual({
        pixelId: 'The Snap pixel ID is a UUID, e.g. 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
      });
    }
    expect(errorsOf({ pixelId: 'x' }, 'zh-cn').pixelId).toBe(
      'Snap 像素 ID 为 UUID 格式，例如 1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d',
    );
  });

  it('renders nothing when published; the form has every field', () => {
    const props = schema.parse({});
    expect(renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />)).toBe('');
    expect(renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="en" />)).toContain(
      'Snapchat pixel',
    );
    const html = renderToStaticMarkup(
      <Form services={FORM_SERVICES} value={props} onChange={() => {}} lang="en" errors={{}} />,
    );
    expect(html).toContain('Pixel ID');
    expect(html).toContain('Match visitors by email');
    expect(html).toContain('Track PAGE_VIEW when the page loads');
  });
});
