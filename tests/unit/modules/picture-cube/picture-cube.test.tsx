import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { definition } from '#modules/picture-cube/definition.ts';
import { editor } from '#modules/picture-cube/editor.ts';
import { CUBE_MESSAGES, schema } from '#modules/picture-cube/schema.ts';
import { KIT_MESSAGES } from '#modules/shared/schema-kit.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

const picture = (url = '/uploads/a.png') => ({ url, link: '', alt: '' });

describe('picture-cube schema', () => {
  it('parses {} to one empty slot that still asks for a picture', () => {
    const props = schema.parse({});
    expect(props).toEqual({
      style: 'single',
      images: [{ url: '', link: '', alt: '' }],
      backgroundStyle: 'square',
      color: '',
      paddingX: 0,
      paddingY: 0,
    });
    const again = parseLocalized(schema, props, 'en');
    expect(again.success ? {} : again.errors).toEqual({ 'images.0.url': CUBE_MESSAGES.picture.en });
  });

  it.each(['en', 'zh-cn'] as const)('answers every message in %s', (lang) => {
    const none = parseLocalized(schema, { images: [] }, lang);
    expect(none.success ? {} : none.errors).toEqual({ images: CUBE_MESSAGES.min[lang] });
    const many = parseLocalized(schema, { images: Array.from({ length: 13 }, () => picture()) }, lang);
    expect(many.success ? {} : many.errors).toEqual({ images: CUBE_MESSAGES.max[lang] });
    const bad = parseLocalized(
      schema,
      {
        images: [{ url: 'javascript:alert(1)', link: 'ftp://x.example.com' }],
        color: 'red',
        paddingX: -1,
        paddingY: 101,
      },
      lang,
    );
    expect(bad.success ? {} : bad.errors).toEqual({
      'images.0.url': CUBE_MESSAGES.picture[lang],
      'images.0.link': KIT_MESSAGES.link[lang],
      color: KIT_MESSAGES.color[lang],
      paddingX: KIT_MESSAGES.padding[lang],
      paddingY: KIT_MESSAGES.padding[lang],
    });
  });

  it('takes 1 and 12 pictures, upload paths and http(s) addresses', () => {
    expect(schema.safeParse({ images: [picture()] }).success).toBe(true);
    expect(
      schema.safeParse({ images: Array.from({ length: 12 }, () => picture('https://cdn.example.com/x.jpg')) })
        .success,
    ).toBe(true);
    expect(schema.safeParse({ style: 'hexagon', images: [picture()] }).success).toBe(false);
  });
});

describe('picture-cube render', () => {
  it('renders the default slot and a styled layout with links', () => {
    expect(
      renderToStaticMarkup(<definition.Render props={schema.parse({})} mode="builder" lang="en" />),
    ).toContain('lp-picture-cube--single');
    const props = schema.parse({
      style: 'activity',
      backgroundStyle: 'fillet',
      color: '#ffeedd',
      paddingX: 8,
      paddingY: 4,
      images: [
        { url: '/uploads/a.png', link: 'https://shop.example.com/', alt: 'Shoes' },
        picture(),
        picture(),
      ],
    });
    const published = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(published).toContain('lp-picture-cube--activity');
    expect(published).toContain('lp-picture-cube--fillet');
    expect(published).toContain('href="https://shop.example.com/"');
    expect(published).toContain('rel="noopener nofollow"');
    expect(published).toContain('alt="Shoes"');
    expect(published).toContain('loading="lazy"');
    expect(published).toContain('padding:4px 8px');
    const builder = renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="en" />);
    expect(builder).not.toContain('href=');
  });

  it('loads a form with every option and item errors', async () => {
    const form = await editor.loadForm();
    const html = renderToStaticMarkup(
      <form.default
        services={FORM_SERVICES}
        value={schema.parse({})}
        onChange={() => {}}
        errors={{ 'images.0.url': 'Please upload a picture' }}
        lang="en"
      />,
    );
    for (const label of [
      'Style',
      'Picture 1',
      'Link (optional)',
      'Corners',
      'Background color',
      'Horizontal padding (px)',
      'Vertical padding (px)',
      'Add picture',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('Please upload a picture');
  });
});
