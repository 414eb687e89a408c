import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { definition } from '#modules/facebook-pixel/definition.ts';
import Form from '#modules/facebook-pixel/Form.tsx';
import { pixelIds, schema } from '#modules/facebook-pixel/schema.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

const errorsOf = (value: unknown, lang: 'en' | 'zh-cn' = 'en') => {
  const result = parseLocalized(schema, value, lang);
  return result.success ? {} : result.errors;
};

describe('facebook pixel schema', () => {
  it('parses the defaults: no ID, PageView on, on-load event off with ViewContent', () => {
    expect(schema.parse({})).toEqual({
      pixelIds: '',
      pageView: true,
      eventTracking: { enabled: false, eventType: 'ViewContent', customEventName: '' },
    });
  });

  it('takes 15 to 16 digit IDs, one per line, without repeats', () => {
    const props = schema.parse({ pixelIds: '123456789012345\n\n 1234567890123456 \n123456789012345' });
    expect(pixelIds(props)).toEqual(['123456789012345', '1234567890123456']);
  });

  it('refuses other IDs with the message in both languages', () => {
    for (const bad of [
      '12345678901234',
      '12345678901234567',
      '12345678901234a',
      '123456789012345,123456789012346',
    ]) {
      expect(errorsOf({ pixelIds: bad })).toEqual({
        pixelIds: 'Facebook pixel IDs are 15 to 16 digits, one per line',
      });
    }
    expect(errorsOf({ pixelIds: 'abc' }, 'zh-cn')).toEqual({
      pixelIds: 'Facebook 像素 ID 为 15 到 16 位数字，每行一个',
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `12345678901234${i}`.padEnd(15, '0')).join('\n');
    expect(errorsOf({ pixelIds: eleven }).pixelIds).toBe('At most 10 Facebook pixel IDs');
  });

  it('checks the on-load custom event name', () => {
    expect(errorsOf({ eventTracking: { enabled: true, eventType: 'Custom' } }, 'zh-cn')).toEqual({
      'eventTracking.customEventName': '请输入自定义事件名称',
    });
  });
});

describe('facebook pixel render', () => {
  it('renders nothing when published and a labelled card elsewhere', () => {
    const props = schema.parse({ pixelIds: '123456789012345' });
    expect(renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />)).toBe('');
    const builder = renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="en" />);
    expect(builder).toContain('Facebook pixel');
    expect(builder).toContain('123456789012345');
    expect(builder).toContain('Visitors do not see this module');
    const empty = renderToStaticMarkup(
      <definition.Render props={schema.parse({})} mode="builder" lang="zh-cn" />,
    );
    expect(empty).toContain('尚未填写像素 ID');
    expect(definition.island).toBeUndefined();
  });

  it('has a form with the IDs, PageView and the on-load event', () => {
    const html = renderToStaticMarkup(
      <Form
        services={FORM_SERVICES}
        value={schema.parse({})}
        onChange={() => {}}
        lang="en"
        errors={{ pixelIds: 'Facebook pixel IDs are 15 to 16 digits, one per line' }}
      />,
    );
    expect(html).toContain('Pixel IDs (one per line)');
    expect(html).toContain('Report PageView when the page loads');
    expect(html).toContain('Report an extra event once the page has loaded');
    expect(html).toContain('role="alert">Facebook pixel IDs are 15 to 16 digits');
  });
});
