import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definition } from '#modules/communication-tool/definition.ts';
import Form from '#modules/communication-tool/Form.tsx';
import { schema } from '#modules/communication-tool/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['communication-tool'];

describe('communication tool render', () => {
  it('renders the default as a link list without script', () => {
    const html = renderToStaticMarkup(
      <definition.Render props={schema.parse(filled)} mode="published" lang="en" />,
    );
    expect(html).toContain(
      '<nav class="lp-communication-tool lp-communication-tool--full lp-communication-tool--fill"',
    );
    expect(html).toContain('href="https://wa.me/85212345678"');
    expect(html).toContain('>WhatsApp</span>');
    expect(definition.island).toBeUndefined();
  });

  it('drops unfinished items when published and dims them in the builder', () => {
    const props = schema.parse(filled);
    props.items.push({ channel: 'telegram', label: 'TG', userName: '', mobile: '', message: '', url: '' });
    props.buttonType = 'icon';
    props.eventTracking = { enabled: true, eventType: 'Contact', customEventName: '' };
    const published = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(published).not.toContain('TG');
    expect(published).toContain('aria-label="WhatsApp"');
    expect(published).toContain('data-lp-event="Contact"');
    const builder = renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="zh-cn" />);
    expect(builder).toContain('lp-communication-tool__button--unfinished');
  });

  it('has a settings form with the item fields and inline errors', () => {
    const html = renderToStaticMarkup(
      <Form
        services={FORM_SERVICES}
        value={schema.parse({ ...filled, colorType: 'custom' })}
        onChange={() => {}}
        lang="en"
        errors={{ 'items.0.mobile': 'Please enter a valid international mobile number, e.g. +85212345678' }}
      />,
    );
    for (const label of [
      'Channel',
      'Label',
      'Contact mobile',
      'Message content',
      'URL',
      'Button type',
      'Button style',
      'Color type',
      'Background color',
      'Text color',
      'Icon color',
      'Event tracking',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('role="alert">Please enter a valid international mobile number');
  });
});
