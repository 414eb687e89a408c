import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { definition } from '#modules/picture-swiper/definition.ts';
import { editor } from '#modules/picture-swiper/editor.ts';
import { KIT_MESSAGES, ratioSize, SWIPER_MESSAGES, schema } from '#modules/picture-swiper/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

const slide = (n: number) => ({ title: `Slide ${n}`, image: `/uploads/s${n}.jpg`, url: '' });
const slides = (count: number) => Array.from({ length: count }, (_, i) => slide(i + 1));

describe('picture-swiper schema', () => {
  it('parses {} to one empty slide that still needs a picture', () => {
    const props = schema.parse({});
    expect(props).toEqual({
      pictures: [{ title: '', image: '', url: '' }],
      swiperStyle: 'default',
      paginationStyle: 'bullets',
      paginationColor: '#ffffff',
      titleAlign: 'left',
      ratio: '16:9',
    });
    const again = parseLocalized(schema, props, 'zh-cn');
    expect(again.success ? {} : again.errors).toEqual({ 'pictures.0.image': '每一项都需要上传图片' });
  });

  it.each(['en', 'zh-cn'] as const)(
    'answers every message in %s (1 to 10 pictures, each needs a picture)',
    (lang) => {
      const none = parseLocalized(schema, { pictures: [] }, lang);
      expect(none.success ? {} : none.errors).toEqual({ pictures: SWIPER_MESSAGES.count[lang] });
      const eleven = parseLocalized(schema, { pictures: slides(11) }, lang);
      expect(eleven.success ? {} : eleven.errors).toEqual({ pictures: SWIPER_MESSAGES.count[lang] });
      const bad = parseLocalized(
        schema,
        {
          pictures: [slide(1), { title: 'x'.repeat(61), image: '', url: 'javascript:alert(1)' }],
          paginationColor: 'white',
        },
        lang,
      );
      expect(bad.success ? {} : bad.errors).toEqual({
        'pictures.1.title': SWIPER_MESSAGES.title[lang],
        'pictures.1.image': SWIPER_MESSAGES.picture[lang],
        'pictures.1.url': KIT_MESSAGES.link[lang],
        paginationColor: KIT_MESSAGES.color[lang],
      });
    },
  );

  it('takes exactly 1 and 10 pictures and every listed style', () => {
    expect(schema.safeParse({ pictures: slides(1) }).success).toBe(true);
    expect(schema.safeParse({ pictures: slides(10) }).success).toBe(true);
    for (const swiperStyle of ['default', 'cards', 'coverflow', 'fade']) {
      for (const paginationStyle of ['bullets', 'progressbar', 'fraction', 'none']) {
        expect(schema.safeParse({ pictures: slides(2), swiperStyle, paginationStyle }).success).toBe(true);
      }
    }
    expect(schema.safeParse({ pictures: slides(2), swiperStyle: 'cube' }).success).toBe(false);
  });

  it('sizes pictures at the recommended 750px width', () => {
    expect(ratioSize('16:9')).toEqual({ width: 750, height: 422 });
    expect(ratioSize('3:4')).toEqual({ width: 750, height: 1000 });
  });
});

describe('picture-swiper render', () => {
  it('renders the default props statically', () => {
    const html = renderToStaticMarkup(
      <definition.Render props={schema.parse({})} mode="builder" lang="en" />,
    );
    expect(html).toContain('lp-picture-swiper');
    expect(html).toContain('lp-picture-swiper__empty');
    expect(definition.island).toBeDefined();
  });

  it('puts every picture in the markup, the first eager and the rest lazy, with sizes', () => {
    const props = schema.parse({
      pictures: [{ ...slide(1), url: 'https://shop.example.com/' }, slide(2), slide(3)],
      paginationStyle: 'fraction',
      titleAlign: 'center',
    });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(html.match(/<img /g)).toHaveLength(3);
    expect(html).toMatch(/src="\/uploads\/s1.jpg"[^>]*loading="eager"/);
    expect(html).toMatch(/src="\/uploads\/s3.jpg"[^>]*loading="lazy"/);
    expect(html).toContain('width="750"');
    expect(html).toContain('height="422"');
    expect(html).toContain('1 / 3');
    expect(html).toContain('href="https://shop.example.com/"');
    expect(html).toContain('text-align:center');
    expect(html).toContain('aria-label="1 of 3"');
  });

  it('loads a form with every option and the 750px hint', async () => {
    const form = await editor.loadForm();
    const html = renderToStaticMarkup(
      <form.default
        services={FORM_SERVICES}
        value={schema.parse({})}
        onChange={() => {}}
        errors={{ 'pictures.0.image': 'Each item needs a picture' }}
        lang="en"
      />,
    );
    for (const label of [
      'Picture 1',
      'Recommended width 750px',
      'Title (optional)',
      'Link (optional)',
      'Swiper style',
      'Pagination style',
      'Pagination color',
      'Title alignment',
      'Add picture',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('Each item needs a picture');
  });
});
