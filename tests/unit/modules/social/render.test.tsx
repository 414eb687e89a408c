import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { definition } from '#modules/social/definition.ts';
import Form from '#modules/social/Form.tsx';
import { schema } from '#modules/social/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED.social;

describe('social render', () => {
  it('renders the default as an inline link list', () => {
    const html = renderToStaticMarkup(
      <definition.Render props={schema.parse(filled)} mode="published" lang="en" />,
    );
    expect(html).toContain('class="lp-social lp-social--horizontal lp-social--hover-lift"');
    expect(html).toContain('href="https://www.facebook.com/"');
    expect(html).toContain('aria-label="Facebook"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain('lp-social__toggle');
  });

  it('floats in published mode with its toggle shown (a press before hydration is replayed), and stays in flow in the builder', () => {
    const props = schema.parse({
      ...filled,
      position: 'float-right',
      showLabels: true,
      platforms: [
        { platform: 'x', url: 'https://x.com/shop' },
        { platform: 'youtube', url: 'https://youtube.com/@shop', enabled: false },
      ],
    });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="zh-cn" />);
    expect(html).toContain('lp-social--floating lp-social--right');
    expect(html).toContain('z-index:999');
    expect(html).toMatch(/<button type="button" class="lp-social__toggle" aria-expanded="true"/);
    expect(html).not.toMatch(/lp-social__toggle" hidden/);
    expect(html).toContain('>X (Twitter)</span>');
    expect(html).not.toContain('youtube.com');
    const builder = renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="zh-cn" />);
    expect(builder).not.toContain('lp-social--floating');
    expect(builder).toContain('悬浮栏');
  });

  it('has a settings form with every option', () => {
    const html = renderToStaticMarkup(
      <Form
        services={FORM_SERVICES}
        value={schema.parse({ ...filled, position: 'float-left' })}
        onChange={() => {}}
        lang="en"
        errors={{ platforms: 'Maximum 5 platforms allowed' }}
      />,
    );
    for (const label of [
      'Platform',
      'Profile URL',
      'Enabled',
      'Layout',
      'Size',
      'Spacing',
      'Show labels',
      'Border radius',
      'Hover effect',
      'Position',
      'Offset X',
      'Offset Y',
      'Icon size',
      'Shape',
      'z-index',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('role="alert">Maximum 5 platforms allowed');
  });
});

describe('social script need', () => {
  it('needs its script only when floating', async () => {
    const { definition } = await import('#modules/social/definition.ts');
    expect(definition.island?.(schema.parse(filled))).toBe(false);
    expect(definition.island?.(schema.parse({ ...filled, position: 'float-right' }))).toBe(true);
  });
});
