import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { pickAccount, pollingPool, schema } from '#modules/chat-widget/schema.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['chat-widget'];

const channel = (overrides: Record<string, unknown> = {}) => ({
  type: 'whatsapp',
  value: '+85212345678',
  label: 'WhatsApp',
  icon: 'whatsapp',
  color: '#25D366',
  enabled: true,
  ...overrides,
});

const errorsOf = (value: object, lang: 'en' | 'zh-cn' = 'en') => {
  const result = parseLocalized(schema, { ...filled, ...value }, lang);
  return result.success ? {} : result.errors;
};

describe('chat widget schema', () => {
  it('parses the defaults', () => {
    const props = schema.parse(filled);
    expect(props.position).toBe('bottom-right');
    expect(props.channels).toHaveLength(1);
    expect(props.zIndex).toBe(9999);
    expect(props.closeDelay).toBe(5000);
    expect(props.welcome.show).toBe(true);
    expect(props.badge.show).toBe(false);
    expect(props.polling.enabled).toBe(false);
    expect(props.eventTracking.enabled).toBe(false);
  });

  it('keeps offsets within 0-100', () => {
    expect(schema.safeParse({ ...filled, offsetX: 0, offsetY: 100 }).success).toBe(true);
    expect(errorsOf({ offsetX: -1 })).toEqual({ offsetX: 'Offset X must be between 0 and 100' });
    expect(errorsOf({ offsetY: 101 }, 'zh-cn')).toEqual({ offsetY: '垂直偏移须在 0 到 100 之间' });
    expect(errorsOf({ offsetX: 1.5 }).offsetX).toBe('Offset X must be between 0 and 100');
  });

  it('keeps z-index within 1-99999', () => {
    expect(schema.safeParse({ ...filled, zIndex: 1 }).success).toBe(true);
    expect(schema.safeParse({ ...filled, zIndex: 99_999 }).success).toBe(true);
    expect(errorsOf({ zIndex: 0 })).toEqual({ zIndex: 'The z-index must be between 1 and 99999' });
    expect(errorsOf({ zIndex: 100_000 }, 'zh-cn')).toEqual({ zIndex: '层级须在 1 到 99999 之间' });
  });

  it('keeps close delay within 1000-10000', () => {
    expect(schema.safeParse({ ...filled, closeDelay: 1000 }).success).toBe(true);
    expect(schema.safeParse({ ...filled, closeDelay: 10_000 }).success).toBe(true);
    expect(errorsOf({ closeDelay: 999 })).toEqual({
      closeDelay: 'The close delay must be between 1000 and 10000',
    });
    expect(errorsOf({ closeDelay: 10_001 }, 'zh-cn')).toEqual({
      closeDelay: '关闭延迟须在 1000 到 10000 之间',
    });
  });

  it('needs at least one channel', () => {
    expect(errorsOf({ channels: [] })).toEqual({ channels: 'Please add at least one channel' });
    expect(errorsOf({ channels: [] }, 'zh-cn')).toEqual({ channels: '请至少添加一个渠道' });
  });

  it('words the empty channel fields exactly, with the 1-based index, in both languages', () => {
    const value = { channels: [channel(), channel({ value: ' ', label: '', icon: '' })] };
    expect(errorsOf(value)).toEqual({
      'channels.1.value': 'Channel 2 value cannot be empty',
      'channels.1.label': 'Channel 2 label cannot be empty',
      'channels.1.icon': 'Channel 2 icon cannot be empty',
    });
    expect(errorsOf({ channels: [channel({ value: '' })] }, 'zh-cn')).toEqual({
      'channels.0.value': '渠道 1 的值不能为空',
    });
    expect(errorsOf({ channels: [channel({ label: '' })] }, 'zh-cn')).toEqual({
      'channels.0.label': '渠道 1 的标签不能为空',
    });
    expect(errorsOf({ channels: [channel({ icon: '' })] }, 'zh-cn')).toEqual({
      'channels.0.icon': '渠道 1 的图标不能为空',
    });
    expect(errorsOf({ channels: [channel({ icon: 'javascript:alert(1)' })] })).toEqual({
      'channels.0.icon': 'Please upload a picture or enter an http(s) address',
    });
    expect(
      schema.safeParse({ ...filled, channels: [channel({ icon: '/uploads/u1/icon.png' })] }).success,
    ).toBe(true);
  });

  it('needs an enabled channel whose value makes a link', () => {
    expect(errorsOf({ channels: [channel({ enabled: false })] })).toEqual({
      channels: 'Please enable at least one channel',
    });
    expect(errorsOf({ channels: [channel(), channel({ value: 'call me' })] })).toEqual({
      'channels.1.value': 'Channel 2 value does not make a working link for its type',
    });
    expect(errorsOf({ channels: [channel({ type: 'email', value: 'nope' })] }, 'zh-cn')).toEqual({
      'channels.0.value': '渠道 1 的值无法生成该类型的有效链接',
    });
  });

  it('needs a polling account when polling is on, and picks one per visitor from the pool', () => {
    expect(errorsOf({ polling: { enabled: true, accounts: ' \n ' } })).toEqual({
      'polling.accounts': 'Polling needs at least one account',
    });
    expect(errorsOf({ polling: { enabled: true } }, 'zh-cn')).toEqual({
      'polling.accounts': '轮询至少需要一个账号',
    });
    const props = schema.parse({
      ...filled,
      polling: { enabled: true, accounts: '+85211111111\n+85222222222\n+85211111111' },
    });
    const pool = pollingPool(props);
    expect(pool).toEqual(['+85212345678', '+85211111111', '+85222222222']);
    expect(pickAccount(pool, 0)).toBe('+85212345678');
    expect(pickAccount(pool, 0.5)).toBe('+85211111111');
    expect(pickAccount(pool, 0.999)).toBe('+85222222222');
    expect(pollingPool(schema.parse(filled))).toEqual(['+85212345678']);
  });

  it('checks the welcome, badge and event tracking settings', () => {
    expect(errorsOf({ welcome: { delay: 61 } })['welcome.delay']).toBe(
      'The welcome delay must be between 0 and 60 seconds',
    );
    expect(errorsOf({ badge: { text: '12345' } }, 'zh-cn')['badge.text']).toBe('角标文字最多 4 个字符');
    expect(errorsOf({ buttonColor: 'red' }).buttonColor).toBe('Please enter a color such as #1f2937');
    expect(errorsOf({ eventTracking: { enabled: true, eventType: 'Custom' } })).toEqual({
      'eventTracking.customEventName': 'Please enter the custom event name',
    });
    expect(schema.safeParse({ ...filled, position: 'middle' }).success).toBe(false);
    expect(
      schema.safeParse({ ...filled, animation: 'bounce', channelLayout: 'horizontal', shape: 'rounded' })
        .success,
    ).toBe(true);
  });
});
