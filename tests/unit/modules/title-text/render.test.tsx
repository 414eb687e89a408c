import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definition } from '#modules/title-text/definition.ts';
import { editor } from '#modules/title-text/editor.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['title-text'];

describe('title-text render', () => {
  it('renders the default props as a heading', () => {
    const html = renderToStaticMarkup(
      <definition.Render props={definition.schema.parse(filled)} mode="published" lang="en" />,
    );
    expect(html).toContain('<h2');
    expect(html).toContain('Title text');
    expect(html).toContain('text-align:center');
    expect(html).toContain('lp-title-text__text--bold');
  });

  it('escapes content (no HTML injection)', () => {
    const props = definition.schema.parse({ ...filled, content: '<img src=x onerror=alert(1)>' });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="zh-cn" />);
    expect(html).not.toContain('<img');
  });

  it('loads its settings form on demand', async () => {
    const form = await editor.loadForm();
    const html = renderToStaticMarkup(
      <form.default
        services={FORM_SERVICES}
        value={definition.schema.parse(filled)}
        onChange={() => {}}
        errors={{ color: 'Bad color' }}
        lang="en"
      />,
    );
    expect(html).toContain('Text color');
    expect(html).toContain('Bad color');
    expect(html).toContain('aria-invalid="true"');
    expect(editor.type).toBe(definition.type);
  });
});
