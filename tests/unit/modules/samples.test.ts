import { describe, expect, it } from 'vitest';
import type { Lang } from '#core/i18n/lang.ts';
import { emptyDocument, type ModuleInstance } from '#core/page/document.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import type { ModuleType } from '#modules/types.ts';
import { defaultProps, sampleErrors, validateDocument, validateModule } from '#modules/validate.ts';
import { FILLED } from '../../helpers/module-samples.ts';

const fresh = (type: ModuleType, props: Record<string, unknown> = defaultProps(SCHEMA_REGISTRY[type])) =>
  ({ id: `m-${type}`, type, version: 1, props }) satisfies ModuleInstance;

/** Each module's sample field as an untouched module reports it, in both languages. */
const UNTOUCHED: Record<string, { path: string; en: string; 'zh-cn': string }> = {
  'chat-widget': {
    path: 'channels.0.value',
    en: 'WhatsApp number is still the example',
    'zh-cn': 'WhatsApp 号码仍是示例内容',
  },
  'communication-tool': {
    path: 'items.0.mobile',
    en: 'WhatsApp number is still the example',
    'zh-cn': 'WhatsApp 号码仍是示例内容',
  },
  'link-button': {
    path: 'items.0.url',
    en: 'Button link is still the example',
    'zh-cn': '按钮链接仍是示例内容',
  },
  social: {
    path: 'platforms.0.url',
    en: 'Facebook address is still the example',
    'zh-cn': 'Facebook 地址仍是示例内容',
  },
  'title-text': { path: 'content', en: 'Title text is still the example', 'zh-cn': '标题文字仍是示例内容' },
};

describe('sample content', () => {
  it('no module default holds a phone number, account, address or heading', () => {
    const text = JSON.stringify(Object.values(SCHEMA_REGISTRY).map((entry) => defaultProps(entry)));
    expect(text).not.toMatch(/\+?\d{8,}|https?:\/\/|Title text/);
  });

  for (const lang of ['en', 'zh-cn'] as const satisfies readonly Lang[]) {
    it(`an untouched module names its sample field (${lang})`, () => {
      for (const [type, expected] of Object.entries(UNTOUCHED)) {
        expect(validateModule(fresh(type as ModuleType), lang)[expected.path], type).toBe(expected[lang]);
      }
    });
  }

  it('a page of untouched defaults cannot be published; every other module is complete by default', () => {
    const modules = (Object.keys(SCHEMA_REGISTRY) as ModuleType[]).map((type) => fresh(type));
    const problems = validateDocument({ ...emptyDocument(), modules }, 'en');
    for (const type of Object.keys(UNTOUCHED)) expect(problems[`m-${type}`], type).toBeDefined();
  });

  it('values earlier versions stored as the example count as untouched', () => {
    for (const [type, props] of Object.entries(FILLED)) {
      const entry = SCHEMA_REGISTRY[type as ModuleType];
      const errors = sampleErrors(entry, { ...defaultProps(entry), ...props }, 'en');
      expect(errors[UNTOUCHED[type]?.path ?? ''], type).toBe(UNTOUCHED[type]?.en);
    }
  });

  it("the member's own values publish", () => {
    const own: Record<string, Record<string, unknown>> = {
      'chat-widget': {
        channels: [{ type: 'whatsapp', value: '+85261234567', label: 'WhatsApp', icon: 'whatsapp' }],
      },
      'communication-tool': { items: [{ channel: 'whatsapp', mobile: '+85261234567' }] },
      'link-button': { items: [{ action: 'link', url: 'https://shop.test/' }] },
      social: { platforms: [{ platform: 'facebook', url: 'https://www.facebook.com/myshop' }] },
      'title-text': { content: 'Spring sale' },
    };
    for (const [type, props] of Object.entries(own)) {
      const entry = SCHEMA_REGISTRY[type as ModuleType];
      expect(
        validateModule(fresh(type as ModuleType, { ...defaultProps(entry), ...props }), 'en'),
        type,
      ).toEqual({});
    }
  });

  it('a sample field applies only while its field is used', () => {
    // The first button now emails: its number field is not used, so it is no sample.
    const email = fresh('communication-tool', {
      ...defaultProps(SCHEMA_REGISTRY['communication-tool']),
      items: [{ channel: 'email', userName: 'me@shop.test' }],
    });
    expect(validateModule(email, 'en')).toEqual({});
    // A channel the member added keeps the spec's own message.
    const chat = validateModule(
      fresh('chat-widget', {
        channels: [
          { type: 'telegram', value: '', label: 'Telegram', icon: 'telegram' },
          { type: 'whatsapp', value: '', label: 'WhatsApp', icon: 'whatsapp' },
        ],
      }),
      'en',
    );
    expect(chat['channels.0.value']).toBe('Telegram account is still the example');
    expect(chat['channels.1.value']).toBe('Channel 2 value cannot be empty');
  });
});
