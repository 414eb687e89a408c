import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { definition } from '#modules/divider/definition.ts';
import { editor } from '#modules/divider/editor.ts';
import { DIVIDER_MESSAGES, schema } from '#modules/divider/schema.ts';
import { KIT_MESSAGES } from '#modules/shared/schema-kit.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

describe('divider schema', () => {
  it('parses {} to a plain solid horizontal line', () => {
    expect(schema.parse({})).toEqual({
      type: 'none',
      contentPosition: 'center',
      text: '',
      icon: 'none',
      iconColor: '#f59e0b',
      iconSize: 18,
      direction: 'horizontal',
      color: '#d1d5db',
      lineStyle: 'solid',
      padding: 12,
    });
  });

  it.each(['en', 'zh-cn'] as const)('answers every message in %s', (lang) => {
    const empty = parseLocalized(schema, { type: 'text' }, lang);
    expect(empty.success ? {} : empty.errors).toEqual({ text: DIVIDER_MESSAGES.content[lang] });
    const bad = parseLocalized(
      schema,
      { text: 'x'.repeat(51), iconSize: 65, color: 'blue', padding: 101 },
      lang,
    );
    expect(bad.success ? {} : bad.errors).toEqual({
      text: DIVIDER_MESSAGES.textLength[lang],
      iconSize: DIVIDER_MESSAGES.iconSize[lang],
      color: KIT_MESSAGES.color[lang],
      padding: KIT_MESSAGES.padding[lang],
    });
  });

  it('takes an icon alone as content, and the icon size bounds', () => {
    expect(schema.safeParse({ type: 'text', icon: 'star' }).success).toBe(true);
    expect(schema.safeParse({ iconSize: 12 }).success).toBe(true);
    expect(schema.safeParse({ iconSize: 64 }).success).toBe(true);
    expect(schema.safeParse({ iconSize: 11 }).success).toBe(false);
    expect(schema.safeParse({ lineStyle: 'double' }).success).toBe(false);
  });
});

describe('divider render', () => {
  it('renders the default as an hr', () => {
    const html = renderToStaticMarkup(
      <definition.Render props={schema.parse({})} mode="published" lang="en" />,
    );
    expect(html).toContain('<hr');
    expect(html).toContain('border-style:solid');
  });

  it('renders text, icon, position and vertical direction', () => {
    const text = schema.parse({
      type: 'text',
      text: 'Hello',
      icon: 'heart',
      contentPosition: 'left',
      lineStyle: 'dashed',
    });
    const html = renderToStaticMarkup(<definition.Render props={text} mode="published" lang="en" />);
    expect(html).toContain('Hello');
    expect(html).toContain('<svg');
    expect(html).toContain('lp-divider--left');
    expect(html).toContain('border-style:dashed');
    const upright = schema.parse({ direction: 'vertical' });
    expect(renderToStaticMarkup(<definition.Render props={upright} mode="published" lang="en" />)).toContain(
      'aria-orientation="vertical"',
    );
  });

  it('loads a form with every option', async () => {
    const form = await editor.loadForm();
    const html = renderToStaticMarkup(
      <form.default
        services={FORM_SERVICES}
        value={schema.parse({ type: 'text', text: 'x' })}
        onChange={() => {}}
        errors={{ text: 'Needed' }}
        lang="zh-cn"
      />,
    );
    for (const label of [
      '类型',
      '方向',
      '内容位置',
      '文字',
      '图标',
      '图标大小（px）',
      '图标颜色',
      '线条颜色',
      '线条样式',
      '内边距（px）',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('Needed');
  });
});
