import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { MESSAGES } from '#core/validation/rules.ts';
import { definition } from '#modules/rich-text/definition.ts';
import { editor } from '#modules/rich-text/editor.ts';
import { filterStyle, isSafeHref, isSafeImageSrc } from '#modules/rich-text/policy.ts';
import { RICH_TEXT_MESSAGES, schema } from '#modules/rich-text/schema.ts';
import { KIT_MESSAGES } from '#modules/shared/schema-kit.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

describe('rich-text schema', () => {
  it('parses {} to empty content that the editor-required rule then asks for', () => {
    const props = schema.parse({});
    expect(props).toEqual({ content: '', background: '', padding: 16 });
    const again = parseLocalized(schema, props, 'zh-cn');
    expect(again.success ? {} : again.errors).toEqual({ content: MESSAGES.editorRequired['zh-cn'] });
  });

  it.each(['en', 'zh-cn'] as const)('answers every message in %s', (lang) => {
    const blank = parseLocalized(schema, { content: '<p> &nbsp;</p><p></p>' }, lang);
    expect(blank.success ? {} : blank.errors).toEqual({ content: MESSAGES.editorRequired[lang] });
    const long = parseLocalized(schema, { content: `<p>${'x'.repeat(100_000)}</p>` }, lang);
    expect(long.success ? {} : long.errors).toEqual({ content: RICH_TEXT_MESSAGES.tooLong[lang] });
    const bad = parseLocalized(schema, { content: '<p>x</p>', background: 'red', padding: 200 }, lang);
    expect(bad.success ? {} : bad.errors).toEqual({
      background: KIT_MESSAGES.color[lang],
      padding: KIT_MESSAGES.padding[lang],
    });
  });

  it('counts a lone picture as content', () => {
    expect(schema.safeParse({ content: '<p><img src="/uploads/a.png"></p>' }).success).toBe(true);
  });
});

describe('rich-text policy helpers', () => {
  it('keeps only color, background color and alignment with strict values', () => {
    expect(filterStyle('color: #ff0000; text-align: center')).toBe('color: #ff0000; text-align: center');
    expect(filterStyle('color: rgb(1, 2, 3)')).toBe('color: rgb(1, 2, 3)');
    expect(filterStyle('background: url(javascript:alert(1))')).toBe('');
    expect(filterStyle('background-color: url(x)')).toBe('');
    expect(filterStyle('color: expression(alert(1))')).toBe('');
    expect(filterStyle('position: fixed; color: red')).toBe('color: red');
    expect(filterStyle('color: var(--x)')).toBe('');
  });

  it('allows http(s), mailto and tel links and http(s) or /uploads/ pictures', () => {
    expect(isSafeHref('https://example.com/a?b=1')).toBe(true);
    expect(isSafeHref('mailto:a@example.com')).toBe(true);
    expect(isSafeHref('tel:+85212345678')).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:x',
      'data:text/html,x',
      'https://a\u0000.com',
      '//evil.com',
    ]) {
      expect(isSafeHref(href)).toBe(false);
    }
    expect(isSafeImageSrc('/uploads/2026/a.png')).toBe(true);
    expect(isSafeImageSrc('https://cdn.example.com/a.png')).toBe(true);
    expect(isSafeImageSrc('data:image/png;base64,AAAA')).toBe(false);
    expect(isSafeImageSrc('/api/logout')).toBe(false);
  });
});

describe('rich-text render', () => {
  it('renders the default as a builder placeholder and nothing published', () => {
    const props = schema.parse({});
    expect(renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="en" />)).toContain(
      'Rich text: write your content',
    );
    expect(renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />)).toBe(
      '<div class="lp-rich-text" style="padding:16px"></div>',
    );
  });

  it('renders stored (sanitised) HTML with background and padding', () => {
    const props = schema.parse({
      content: '<h2>Hi</h2><p><strong>there</strong></p>',
      background: '#fafafa',
      padding: 4,
    });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(html).toContain('<h2>Hi</h2><p><strong>there</strong></p>');
    expect(html).toContain('background:#fafafa');
  });

  it('loads a form that shows a loading state until the editor code arrives', async () => {
    const form = await editor.loadForm();
    const html = renderToStaticMarkup(
      <form.default
        services={FORM_SERVICES}
        value={schema.parse({})}
        onChange={() => {}}
        errors={{ padding: 'Too big' }}
        lang="en"
      />,
    );
    expect(html).toContain('Loading the editor');
    expect(html).toContain('Background color');
    expect(html).toContain('Too big');
  });
});
