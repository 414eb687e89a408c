import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { definition } from '#modules/reddit-pixel/definition.ts';
import Form from '#modules/reddit-pixel/Form.tsx';
import { schema } from '#modules/reddit-pixel/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

const errorsOf = (value: unknown, lang: 'en' | 'zh-cn' = 'en') => {
  const result = parseLocalized(schema, value, lang);
  return result.success ? {} : result.errors;
};

describe('reddit pixel', () => {
  it('parses the defaults: PageVisit on', () => {
    expect(schema.parse({})).toMatchObject({ advertiserId: '', pageVisit: true });
  });

  it('takes a2_ and t2_ advertiser IDs only', () => {
    expect(schema.safeParse({ advertiserId: 'a2_abcdef123' }).success).toBe(true);
    expect(schema.safeParse({ advertiserId: 't2_xyz98765' }).success).toBe(true);
    for (const bad of ['abcdef123', 'a3_abcdef123', 'a2_abc', 'a2_ABCDEF123', 'a2_abcdef1234567']) {
      expect(errorsOf({ advertiserId: bad })).toEqual({
        advertiserId: 'The Reddit advertiser ID looks like a2_xxxxxxxx or t2_xxxxxxxx',
      });
    }
    expect(errorsOf({ advertiserId: 'x' }, 'zh-cn').advertiserId).toBe(
      'Reddit 广告主 ID 形如 a2_xxxxxxxx 或 t2_xxxxxxxx',
    );
  });

  it('renders nothing when published; the form has every field', () => {
    const props = schema.parse({ advertiserId: 'a2_abcdef123' });
    expect(renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />)).toBe('');
    expect(renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="en" />)).toContain(
      'a2_abcdef123',
    );
    const html = renderToStaticMarkup(
      <Form services={FORM_SERVICES} value={props} onChange={() => {}} lang="en" errors={{}} />,
    );
    expect(html).toContain('Advertiser ID');
    expect(html).toContain('Track PageVisit when the page loads');
  });
});
