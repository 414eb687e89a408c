import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ModuleRender } from '#app/builder/components/ModuleRender.tsx';
import { isUnsafeUrl, withoutUnsafeUrls } from '#modules/shared/render-kit.ts';

const UNSAFE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' \tjava\nscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml;base64,PHN2Zz4=',
];

describe('unsafe URLs in drafts', () => {
  it('are recognised however cased or padded', () => {
    for (const value of UNSAFE) expect(isUnsafeUrl(value), value).toBe(true);
    for (const value of ['https://shop.example/a', '/uploads/a.png', 'data:image/png;base64,AA', 'tel:+1'])
      expect(isUnsafeUrl(value), value).toBe(false);
  });

  it('are blanked at any depth of any module’s props; text and safe URLs stay, unchanged props keep their identity', () => {
    const props = {
      title: 'JavaScript: a talk',
      items: [{ link: 'javascript:alert(1)', image: 'https://img.example/a.png' }, { url: 'vbscript:x' }],
      button: { href: ' data:text/html,<b>x</b>', label: 'Buy' },
    };
    expect(withoutUnsafeUrls(props)).toEqual({
      title: 'JavaScript: a talk',
      items: [{ link: '', image: 'https://img.example/a.png' }, { url: '' }],
      button: { href: '', label: 'Buy' },
    });
    const safe = { items: [{ link: 'https://a.example' }] };
    expect(withoutUnsafeUrls(safe)).toBe(safe);
  });

  it('never reach an href or src where a page follows links (a picture cube link, a draft)', () => {
    for (const link of UNSAFE) {
      // A rendered page follows links (the canvas shows none): the draft's link must not become one.
      const html = renderToStaticMarkup(
        <ModuleRender
          type="picture-cube"
          props={{
            style: 'single',
            images: [
              { url: '/uploads/a.png', link, alt: 'A' },
              { url: link, link: '', alt: 'B' },
            ],
            backgroundStyle: 'square',
            color: '',
            paddingX: 0,
            paddingY: 0,
          }}
          mode="published"
          lang="en"
          fallback={null}
        />,
      );
      expect(html, link).toContain('/uploads/a.png');
      expect(html.toLowerCase(), link).not.toMatch(
        /(href|src)="\s*(java|vb)\s*script|="\s*data:(text|image\/svg)/,
      );
      expect(html.toLowerCase(), link).not.toContain('script:');
    }
  });
});
