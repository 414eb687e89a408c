import { readFileSync } from 'node:fs';
import * as simpleIcons from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { ANIMATIONS, animationClass } from '#modules/shared/animations.ts';
import { BRAND_PATHS } from '#modules/shared/brand-paths.ts';
import { BRAND_KEYS, BRANDS } from '#modules/shared/brands.ts';
import { CHANNEL_ICON, CHANNEL_TYPES, channelHref, opensNewWindow } from '#modules/shared/channels.ts';
import { EVENT_TYPES, eventTrackingField, trackingAttributes } from '#modules/shared/event-tracking.ts';
import { lines, moveItem, removeItem } from '#modules/shared/schema-kit.ts';
import { trackEvent } from '#modules/shared/tracking-runtime.ts';

describe('event tracking', () => {
  const schema = eventTrackingField();
  it('defaults to off with Contact', () => {
    expect(schema.parse(undefined)).toEqual({ enabled: false, eventType: 'Contact', customEventName: '' });
  });
  it('has the twelve event types', () => {
    expect(EVENT_TYPES).toHaveLength(12);
    expect(EVENT_TYPES).toContain('CompleteRegistration');
  });
  it('requires a custom name only when Custom is on, in both languages', () => {
    expect(schema.safeParse({ enabled: false, eventType: 'Custom' }).success).toBe(true);
    const en = parseLocalized(schema, { enabled: true, eventType: 'Custom' }, 'en');
    expect(en.success ? null : en.errors).toEqual({ customEventName: 'Please enter the custom event name' });
    const zh = parseLocalized(schema, { enabled: true, eventType: 'Custom' }, 'zh-cn');
    expect(zh.success ? null : zh.errors.customEventName).toBe('请输入自定义事件名称');
    const bad = parseLocalized(
      schema,
      { enabled: true, eventType: 'Custom', customEventName: 'bad name!' },
      'zh-cn',
    );
    expect(bad.success ? null : bad.errors.customEventName).toBe(
      '自定义事件名称只能包含字母、数字和下划线，最多 40 个字符',
    );
    expect(
      schema.safeParse({ enabled: true, eventType: 'Custom', customEventName: 'Lead_Form' }).success,
    ).toBe(true);
    expect(schema.safeParse({ enabled: true, eventType: 'Unknown' }).success).toBe(false);
  });
  it('marks clickable elements only when enabled', () => {
    expect(trackingAttributes(schema.parse({}))).toEqual({});
    expect(trackingAttributes(schema.parse({ enabled: true, eventType: 'Purchase' }))).toEqual({
      'data-lp-event': 'Purchase',
    });
    expect(
      trackingAttributes(schema.parse({ enabled: true, eventType: 'Custom', customEventName: 'Lead' })),
    ).toEqual({
      'data-lp-event': 'Custom',
      'data-lp-event-name': 'Lead',
    });
  });
  it('reports to the pixels present and survives a broken one', () => {
    const calls: unknown[][] = [];
    trackEvent('Purchase', '', {
      fbq: (...args: unknown[]) => calls.push(['fb', ...args]),
      ttq: { track: (...args: unknown[]) => calls.push(['tt', ...args]) },
      rdt: (...args: unknown[]) => calls.push(['rd', ...args]),
    });
    expect(calls).toEqual([
      ['fb', 'track', 'Purchase'],
      ['tt', 'CompletePayment'],
      ['rd', 'track', 'Purchase'],
    ]);
    calls.length = 0;
    trackEvent('Custom', 'Lead_Form', { fbq: (...args: unknown[]) => calls.push(args) });
    expect(calls).toEqual([['trackCustom', 'Lead_Form']]);
    expect(() =>
      trackEvent('Contact', '', {
        fbq: () => {
          throw new Error('broken');
        },
      }),
    ).not.toThrow();
  });
});

describe('animations', () => {
  it('has the ten names with a keyframe each and a reduced-motion rule', () => {
    expect(ANIMATIONS).toEqual([
      'none',
      'blink',
      'tada',
      'buzz',
      'shake-x',
      'shake-y',
      'wobble',
      'rubber',
      'pulse',
      'heart',
    ]);
    const css = readFileSync(
      new URL('../../../../src/modules/shared/animations.css', import.meta.url),
      'utf8',
    );
    for (const name of ANIMATIONS.filter((n) => n !== 'none')) {
      expect(css).toContain(`@keyframes lp-anim-${name} {`);
      expect(css).toContain(`.${animationClass(name)} {`);
    }
    expect(animationClass('none')).toBe('');
    expect(css).toMatch(/prefers-reduced-motion: reduce/);
  });
});

describe('channels', () => {
  it('has the ten channel types, each with an icon and a brand color', () => {
    expect(CHANNEL_TYPES).toHaveLength(10);
    for (const type of CHANNEL_TYPES) {
      expect(BRANDS[CHANNEL_ICON[type]].color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(BRAND_PATHS[CHANNEL_ICON[type]].length).toBeGreaterThan(10);
    }
  });
  it('builds deep links per channel', () => {
    expect(channelHref('whatsapp', '+852 1234 5678', 'Hi there')).toBe(
      'https://wa.me/85212345678?text=Hi%20there',
    );
    expect(channelHref('messenger', 'mypage')).toBe('https://m.me/mypage');
    expect(channelHref('telegram', '@myname')).toBe('https://t.me/myname');
    expect(channelHref('telegram', '+85212345678')).toBe('https://t.me/+85212345678');
    expect(channelHref('instagram', 'shop')).toBe('https://instagram.com/shop');
    expect(channelHref('wechat', 'wxid_shop01')).toBe('weixin://dl/chat?wxid_shop01');
    expect(channelHref('line', '@brand')).toBe('https://line.me/R/ti/p/@brand');
    expect(channelHref('line', 'friend')).toBe('https://line.me/R/ti/p/~friend');
    expect(channelHref('kakaotalk', 'abc123')).toBe('https://open.kakao.com/o/abc123');
    expect(channelHref('phone', '+1 (415) 555-0100')).toBe('tel:+14155550100');
    expect(channelHref('email', 'sales@example.com')).toBe('mailto:sales@example.com');
    expect(channelHref('custom', 'https://example.com/chat')).toBe('https://example.com/chat');
    expect(channelHref('whatsapp', 'https://wa.me/85212345678')).toBe('https://wa.me/85212345678');
  });
  it('refuses values that cannot make a safe link', () => {
    expect(channelHref('custom', 'javascript:alert(1)')).toBeNull();
    expect(channelHref('whatsapp', 'not a number')).toBeNull();
    expect(channelHref('email', 'nope')).toBeNull();
    expect(channelHref('phone', '')).toBeNull();
    expect(channelHref('wechat', '<script>')).toBeNull();
    expect(opensNewWindow('tel:+1')).toBe(false);
    expect(opensNewWindow('https://a.b')).toBe(true);
  });
});

describe('list helpers', () => {
  it('moves, removes and splits lines', () => {
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(removeItem([1, 2, 3], 1)).toEqual([1, 3]);
    expect(lines(' a \n\n b\r\n')).toEqual(['a', 'b']);
  });
});

describe('brand icons', () => {
  it('every brand has a path, and the brands from simple-icons keep its colors', () => {
    const byPath = new Map(
      Object.values(simpleIcons)
        .filter(
          (icon): icon is simpleIcons.SimpleIcon =>
            typeof icon === 'object' && icon !== null && 'hex' in icon,
        )
        .map((icon) => [icon.path, icon.hex]),
    );
    let fromSimpleIcons = 0;
    for (const key of BRAND_KEYS) {
      expect(BRAND_PATHS[key].length).toBeGreaterThan(10);
      const hex = byPath.get(BRAND_PATHS[key]);
      if (hex === undefined) continue;
      fromSimpleIcons++;
      expect(BRANDS[key].color.toUpperCase()).toBe(`#${hex.toUpperCase()}`);
    }
    expect(fromSimpleIcons).toBe(16);
  });
});
