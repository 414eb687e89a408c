import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { definition } from '#modules/question-answer/definition.ts';
import { editor } from '#modules/question-answer/editor.ts';
import { QA_MESSAGES, schema } from '#modules/question-answer/schema.ts';
import { EVENT_MESSAGES } from '#modules/shared/event-tracking.ts';
import { KIT_MESSAGES } from '#modules/shared/schema-kit.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

const item = (n: number, open = false) => ({ question: `Q${n}?`, answer: `A${n}\nline two`, open });

describe('question-answer schema', () => {
  it('parses {} to one empty question that then asks to be filled', () => {
    const props = schema.parse({});
    expect(props).toEqual({
      title: '',
      items: [{ question: '', answer: '', open: false }],
      style: 'accordion',
      titleColor: '#111827',
      questionColor: '#1f2937',
      answerColor: '#4b5563',
      borderColor: '#e5e7eb',
      background: '',
      padding: 16,
      eventTracking: { enabled: false, eventType: 'Contact', customEventName: '' },
    });
    const again = parseLocalized(schema, props, 'en');
    expect(again.success ? {} : again.errors).toEqual({
      'items.0.question': QA_MESSAGES.question.en,
      'items.0.answer': QA_MESSAGES.answer.en,
    });
  });

  it.each(['en', 'zh-cn'] as const)('answers every message in %s', (lang) => {
    const none = parseLocalized(schema, { items: [] }, lang);
    expect(none.success ? {} : none.errors).toEqual({ items: QA_MESSAGES.min[lang] });
    const many = parseLocalized(schema, { items: Array.from({ length: 51 }, (_, i) => item(i)) }, lang);
    expect(many.success ? {} : many.errors).toEqual({ items: QA_MESSAGES.max[lang] });
    const long = parseLocalized(
      schema,
      {
        title: 'x'.repeat(101),
        items: [{ question: 'q'.repeat(201), answer: 'a'.repeat(2001) }],
        questionColor: 'blue',
        padding: -2,
        eventTracking: { enabled: true, eventType: 'Custom', customEventName: '' },
      },
      lang,
    );
    expect(long.success ? {} : long.errors).toEqual({
      title: KIT_MESSAGES.tooLong[lang],
      'items.0.question': QA_MESSAGES.questionLength[lang],
      'items.0.answer': QA_MESSAGES.answerLength[lang],
      questionColor: KIT_MESSAGES.color[lang],
      padding: KIT_MESSAGES.padding[lang],
      'eventTracking.customEventName': EVENT_MESSAGES.customRequired[lang],
    });
  });

  it('takes 1 and 50 questions', () => {
    expect(schema.safeParse({ items: [item(1)] }).success).toBe(true);
    expect(schema.safeParse({ items: Array.from({ length: 50 }, (_, i) => item(i)) }).success).toBe(true);
  });
});

describe('question-answer render', () => {
  it('renders the default props', () => {
    const html = renderToStaticMarkup(
      <definition.Render props={schema.parse({})} mode="builder" lang="en" />,
    );
    expect(html).toContain('<details');
    expect(html).toContain('<summary');
    expect(definition.island).toBeUndefined();
  });

  it('renders an exclusive accordion with only the first flagged item open', () => {
    const props = schema.parse({ title: 'FAQ', items: [item(1), item(2, true), item(3, true)] });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(html.match(/<details[^>]*\sopen=""/g)).toHaveLength(1);
    expect(html).toMatch(/<details[^>]*open=""[^>]*>\s*<summary[^>]*>Q2\?/);
    expect(html.match(/<details[^>]*name="lp-qa-[A-Za-z0-9_-]+"/g)).toHaveLength(3);
    const names = new Set([...html.matchAll(/name="([^"]+)"/g)].map((match) => match[1]));
    expect(names.size).toBe(1);
    expect(html).toContain('<h2 class="lp-qa__title" style="color:#111827">FAQ</h2>');
    expect(html).toContain('A1\nline two');
  });

  it('opens every answer in the list style, with no exclusive group', () => {
    const props = schema.parse({ style: 'list', items: [item(1), item(2)] });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(html.match(/open=""/g)).toHaveLength(2);
    expect(html).not.toContain('name="');
  });

  it('marks summaries for event tracking and escapes text', () => {
    const props = schema.parse({
      items: [{ question: '<script>x</script>', answer: '<img src=x onerror=y>' }],
      eventTracking: { enabled: true, eventType: 'Contact' },
    });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(html).toContain('data-lp-event="Contact"');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
  });

  it('loads a form with every option', async () => {
    const form = await editor.loadForm();
    const html = renderToStaticMarkup(
      <form.default
        services={FORM_SERVICES}
        value={schema.parse({})}
        onChange={() => {}}
        errors={{ 'items.0.answer': 'Please enter the answer' }}
        lang="zh-cn"
      />,
    );
    for (const label of [
      '标题（可选）',
      '样式',
      '问题 1',
      '答案',
      '页面加载时展开',
      '添加问题',
      '问题颜色',
      '答案颜色',
      '分隔线颜色',
      '背景颜色',
      '内边距（px）',
      '展开问题时上报事件',
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain('Please enter the answer');
  });
});
