import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definition } from '#modules/chat-widget/definition.ts';
import { schema } from '#modules/chat-widget/schema.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['chat-widget'];

describe('chat widget render', () => {
  it('renders a working disclosure with real channel links', () => {
    const html = renderToStaticMarkup(
      <definition.Render props={schema.parse(filled)} mode="published" lang="en" />,
    );
    expect(html).toContain('class="lp-chat-widget lp-chat-widget--bottom lp-chat-widget--right');
    expect(html).toContain('lp-chat-widget--floating');
    expect(html).toMatch(
      /<details class="lp-chat-widget__details"><summary[^>]*>.*<span class="lp-chat-widget__sr">Open chat<\/span>/,
    );
    expect(html).toContain('href="https://wa.me/85212345678"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('z-index:9999');
    expect(html).toContain('Hi! How can we help you?');
    expect(definition.island?.(schema.parse(filled))).toBe(true);
  });

  it('shows the widget in flow and open in the builder, with disabled channels left out', () => {
    const props = schema.parse({
      ...filled,
      channels: [
        { type: 'email', value: 'sales@example.com', label: 'Mail us', icon: 'email', color: '#EA4335' },
        {
          type: 'phone',
          value: '+85212345678',
          label: 'Hidden',
          icon: 'phone',
          color: '#34A853',
          enabled: false,
        },
      ],
      badge: { show: true, text: '3' },
      eventTracking: { enabled: true, eventType: 'Contact' },
    });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="zh-cn" />);
    expect(html).toContain('lp-chat-widget--builder');
    expect(html).toContain('<details class="lp-chat-widget__details" open="">');
    expect(html).toContain('href="mailto:sales@example.com"');
    expect(html).toContain('data-lp-event="Contact"');
    expect(html).not.toContain('Hidden');
    expect(html).toContain('>3</span>');
    expect(html).toContain('悬浮挂件');
  });
});
