import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definition } from '#modules/link-button/definition.ts';
import Form from '#modules/link-button/Form.tsx';
import { schema } from '#modules/link-button/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['link-button'];

describe('link button render', () => {
  it('renders the default button as a link', () => {
    const html = renderToStaticMarkup(
      <definition.Render props={schema.parse(filled)} mode="published" lang="en" />,
    );
    expect(html).toContain('<nav class="lp-link-button"');
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('Visit our website');
    const zh = renderToStaticMarkup(
      <definition.Render props={schema.parse(filled)} mode="published" lang="zh-cn" />,
    );
    expect(zh).toContain('访问我们的网站');
    const chat = schema.parse({
      ...filled,
      items: [{ action: 'communication', method: 'telegram', account: 'shop' }],
    });
    expect(renderToStaticMarkup(<definition.Render props={chat} mode="published" lang="en" />)).toContain(
      'Chat on Telegram',
    );
    expect(html).not.toContain('lp-link-button__bar');
  });

  it('pins a fixed bar on the rendered page, and shows it in flow with a badge in the builder', () => {
    const props = schema.parse({ ...filled, fixed: true, fixedPosition: 'top', animation: 'tada' });
    const page = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(page).toContain('lp-link-button__bar lp-link-button__bar--top');
    expect(page).toContain('lp-anim-tada');
    const builder = renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="en" />);
    expect(builder).not.toContain('lp-link-button__bar');
    expect(builder).toContain('Fixed: applies in preview and on the published page');
  });

  it('renders image buttons with alternative text', () => {
    const props = schema.parse(filled);
    props.linkType = 'image';
    props.items = props.items.map((item) => ({ ...item, image: '/uploads/x/btn.png', title: 'Buy now' }));
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(html).toContain('<img class="lp-link-button__image" src="/uploads/x/btn.png" alt="Buy now"');
  });

  it('has a settings form covering every option', () => {
    const value = schema.parse({ ...filled, fixed: true });
    value.items = value.items.map((item) => ({ ...item, action: 'communication' }));
    const html = renderToStaticMarkup(
      <Form
        services={FORM_SERVICES}
        value={value}
        onChange={() => {}}
        lang="en"
        errors={{ 'items.0.account': 'This field is required' }}
      />,
    );
    for (const label of [
      'Link type',
      'Title',
      'Subtitle',
      'Icon',
      'Action',
      'Method',
      'Account / number',
      'Animation',
      'Fix to the screen',
      'Fixed position',
      'Background color',
      'Title color',
      'Subtitle color',
      'Icon color',
      'Event tracking',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('role="alert">This field is required');
  });
});

describe('link button on a published page', () => {
  it('never hydrates, and a fixed bar is placed at its edge by the page CSS', async () => {
    const { definition } = await import('#modules/link-button/definition.ts');
    expect(definition.island).toBeUndefined();
    expect(definition.placement?.(schema.parse(filled))).toBeNull();
    expect(definition.placement?.(schema.parse({ ...filled, fixed: true, fixedPosition: 'top' }))).toBe(
      'top',
    );
  });
});
