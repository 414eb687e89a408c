import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { type CommunicationItem, itemHref, schema } from '#modules/communication-tool/schema.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['communication-tool'];

const item = (overrides: Partial<CommunicationItem>): CommunicationItem => ({
  channel: 'whatsapp',
  label: '',
  userName: '',
  mobile: '',
  message: '',
  url: '',
  ...overrides,
});
const errorsOf = (value: object, lang: 'en' | 'zh-cn' = 'en') => {
  const result = parseLocalized(schema, { ...filled, ...value }, lang);
  return result.success ? {} : result.errors;
};

describe('communication tool schema', () => {
  it('parses the defaults', () => {
    const props = schema.parse(filled);
    expect(props.items).toHaveLength(1);
    expect(props.buttonType).toBe('full');
    expect(props.buttonStyle).toBe('fill');
    expect(props.colorType).toBe('brand');
    expect(props.eventTracking.enabled).toBe(false);
  });

  it('keeps at least one item, in both languages', () => {
    expect(errorsOf({ items: [] })).toEqual({ items: 'Please add at least one item' });
    expect(errorsOf({ items: [] }, 'zh-cn')).toEqual({ items: '请至少添加一项' });
  });

  it('asks for the contact field each channel needs', () => {
    expect(errorsOf({ items: [item({ channel: 'whatsapp', mobile: '123' })] })).toEqual({
      'items.0.mobile': 'Please enter a valid international mobile number, e.g. +85212345678',
    });
    expect(errorsOf({ items: [item({ channel: 'telegram' })] }, 'zh-cn')).toEqual({
      'items.0.userName': '此项为必填项',
    });
    expect(errorsOf({ items: [item({ channel: 'email', userName: 'nope' })] })).toEqual({
      'items.0.userName': 'Please enter the correct email address',
    });
    expect(errorsOf({ items: [item({ channel: 'custom' })] })).toEqual({
      'items.0.url': 'Please enter the correct URL',
    });
    expect(errorsOf({ items: [item({ channel: 'imessage' })] }, 'zh-cn')).toEqual({
      'items.0.mobile': '请输入国际手机号或 Apple ID 邮箱',
    });
    expect(
      errorsOf({ items: [item({ channel: 'line', userName: 'x', url: 'javascript:alert(1)' })] }),
    ).toEqual({
      'items.0.url': 'Please enter the correct URL',
    });
  });

  it('builds each item link', () => {
    expect(itemHref(item({ channel: 'whatsapp', mobile: '+852 1234 5678', message: 'Hello' }))).toBe(
      'https://wa.me/85212345678?text=Hello',
    );
    expect(itemHref(item({ channel: 'messager', userName: 'shop' }))).toBe('https://m.me/shop');
    expect(itemHref(item({ channel: 'kakao', userName: 'abc' }))).toBe('https://open.kakao.com/o/abc');
    expect(itemHref(item({ channel: 'imessage', userName: 'me@icloud.com' }))).toBe('imessage:me@icloud.com');
    expect(itemHref(item({ channel: 'phone', mobile: '+85212345678' }))).toBe('tel:+85212345678');
  });

  it('checks the enums and colors', () => {
    for (const buttonType of ['square', 'compact', 'full', 'circle', 'icon', 'brand', 'flat']) {
      expect(
        schema.safeParse({ ...filled, buttonType, buttonStyle: 'outline', colorType: 'custom' }).success,
      ).toBe(true);
    }
    expect(schema.safeParse({ ...filled, buttonType: 'round' }).success).toBe(false);
    expect(errorsOf({ textColor: 'white' }, 'zh-cn')).toEqual({ textColor: '请输入颜色，例如 #1f2937' });
  });
});
