import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { itemHref, type LinkButtonItem, schema } from '#modules/link-button/schema.ts';
import { ANIMATIONS } from '#modules/shared/animations.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['link-button'];

const item = (overrides: Partial<LinkButtonItem>): LinkButtonItem => ({
  title: 'Go',
  subtitle: '',
  icon: '',
  image: '',
  action: 'link',
  url: 'https://example.com',
  phone: '',
  method: 'whatsapp',
  account: '',
  message: '',
  ...overrides,
});
const errorsOf = (value: unknown, lang: 'en' | 'zh-cn' = 'en') => {
  const result = parseLocalized(schema, value, lang);
  return result.success ? {} : result.errors;
};

describe('link button schema', () => {
  it('parses the defaults', () => {
    const props = schema.parse(filled);
    expect(props.linkType).toBe('button');
    expect(props.items).toHaveLength(1);
    expect(props.animation).toBe('none');
    expect(props.fixed).toBe(false);
    expect(props.fixedPosition).toBe('bottom');
  });

  it('keeps at least one item', () => {
    expect(errorsOf({ items: [] })).toEqual({ items: 'Please add at least one item' });
    expect(errorsOf({ items: [] }, 'zh-cn')).toEqual({ items: '请至少添加一项' });
  });

  it('needs the button image for the image type, in both languages', () => {
    expect(errorsOf({ linkType: 'image', items: [item({})] })).toEqual({
      'items.0.image': 'Please upload the button image',
    });
    expect(errorsOf({ linkType: 'image', items: [item({})] }, 'zh-cn')).toEqual({
      'items.0.image': '请上传按钮图片',
    });
    expect(
      schema.safeParse({
        ...filled,
        linkType: 'image',
        items: [item({ image: '/uploads/a/b.png', title: '' })],
      }).success,
    ).toBe(true);
    expect(errorsOf({ linkType: 'image', items: [item({ image: 'javascript:x' })] })['items.0.image']).toBe(
      'Please upload a picture or enter an http(s) address',
    );
  });

  it('checks each action', () => {
    expect(schema.safeParse({ ...filled, items: [item({ title: '' })] }).success).toBe(true);
    expect(errorsOf({ items: [item({ url: 'ftp://x' })] })).toEqual({
      'items.0.url': 'Please enter the correct URL',
    });
    expect(errorsOf({ items: [item({ action: 'call', phone: '12' })] }, 'zh-cn')).toEqual({
      'items.0.phone': '请输入正确的国际手机号，例如 +85212345678',
    });
    expect(errorsOf({ items: [item({ action: 'communication', method: 'telegram' })] })).toEqual({
      'items.0.account': 'This field is required',
    });
    expect(errorsOf({ items: [item({ icon: 'nope' as LinkButtonItem['icon'] })] }).items).toBeUndefined();
    expect(errorsOf({ items: [item({ icon: 'nope' as LinkButtonItem['icon'] })] })['items.0.icon']).toBe(
      'Please choose an icon from the list',
    );
  });

  it('accepts the ten animations and the fixed positions only', () => {
    for (const animation of ANIMATIONS) expect(schema.safeParse({ ...filled, animation }).success).toBe(true);
    expect(schema.safeParse({ ...filled, animation: 'spin' }).success).toBe(false);
    expect(schema.safeParse({ ...filled, fixed: true, fixedPosition: 'top' }).success).toBe(true);
    expect(schema.safeParse({ ...filled, fixedPosition: 'left' }).success).toBe(false);
  });

  it('builds the action links for each method', () => {
    const chat = (method: LinkButtonItem['method'], account: string, message = '') =>
      itemHref(item({ action: 'communication', method, account, message }));
    expect(itemHref(item({ action: 'call', phone: '+852 1234 5678' }))).toBe('tel:+85212345678');
    expect(chat('whatsapp', '+85212345678', 'Hi')).toBe('https://wa.me/85212345678?text=Hi');
    expect(chat('telegram', 'shop')).toBe('https://t.me/shop');
    expect(chat('telegram', '+85212345678')).toBe('https://t.me/+85212345678');
    expect(chat('line', '@brand')).toBe('https://line.me/R/ti/p/@brand');
    expect(chat('messenger', 'page')).toBe('https://m.me/page');
    expect(chat('imessage', '+85212345678')).toBe('sms:+85212345678');
    expect(chat('imessage', 'me@icloud.com')).toBe('imessage:me@icloud.com');
    expect(chat('kakaotalk', 'abc')).toBe('https://open.kakao.com/o/abc');
  });
});
