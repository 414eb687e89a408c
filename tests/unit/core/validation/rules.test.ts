import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { isCommonUrl, isIdNumber, MESSAGES, rules } from '#core/validation/rules.ts';

const ok = (schema: ReturnType<(typeof rules)[keyof typeof rules]>, value: string) =>
  schema.safeParse(value).success;

describe('account and password (spec section 5)', () => {
  it('accepts 3-15 characters starting with a letter, letters, digits and underscore only', () => {
    for (const good of ['abc', 'a_1', 'Alice_2024', 'a23456789012345'])
      expect(ok(rules.account(), good), good).toBe(true);
    for (const bad of ['ab', '1abc', '_abc', 'a-bc', 'a bc', 'a234567890123456', 'abç']) {
      expect(ok(rules.account(), bad), bad).toBe(false);
    }
  });

  it('accepts 6-32 characters without & < > " \'', () => {
    expect(ok(rules.password(), 'secret')).toBe(true);
    expect(ok(rules.password(), 'x'.repeat(32))).toBe(true);
    for (const bad of ['short', 'x'.repeat(33), 'abc&def', 'abc<def', 'abc>def', 'abc"def', "abc'def"]) {
      expect(ok(rules.password(), bad), bad).toBe(false);
    }
  });

  it('answers the rule in the requested language', () => {
    const en = parseLocalized(rules.password(), 'a&', 'en');
    const zh = parseLocalized(rules.password(), 'a&', 'zh-cn');
    expect(en.success || en.message).toBe(MESSAGES.password.en);
    expect(zh.success || zh.message).toBe(MESSAGES.password['zh-cn']);
  });
});

describe('generic checks', () => {
  it('mobile numbers, national and international', () => {
    expect(ok(rules.mobile(), '13812345678')).toBe(true);
    expect(ok(rules.mobile(), '12812345678')).toBe(false);
    expect(ok(rules.intlMobile(), '+85212345678')).toBe(true);
    expect(ok(rules.intlMobile(), '85212345678')).toBe(false);
    expect(ok(rules.intlMobile(), '+0123456789')).toBe(false);
  });

  it('ID numbers with their check digit', () => {
    expect(isIdNumber('11010519491231002X')).toBe(true);
    expect(isIdNumber('110105194912310021')).toBe(false);
    expect(isIdNumber('1101051949123100')).toBe(false);
  });

  it('common URLs are http(s) with a host', () => {
    expect(isCommonUrl('https://shop.example.com/a?b=1')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      'https://localhost',
      'ftp://x.com',
    ]) {
      expect(isCommonUrl(bad), bad).toBe(false);
    }
  });

  it('required, editor content, names, floats and email', () => {
    expect(ok(rules.required(), '  ')).toBe(false);
    expect(ok(rules.editorRequired(), '<p>&nbsp;</p>')).toBe(false);
    expect(ok(rules.editorRequired(), '<p><img src="x"></p>')).toBe(true);
    expect(ok(rules.contentNotEmpty(), 'x')).toBe(true);
    expect(ok(rules.validName(), '张三 Shop')).toBe(true);
    expect(ok(rules.validName(), '<b>')).toBe(false);
    expect(ok(rules.float(), '-12.50')).toBe(true);
    expect(ok(rules.float(), '1e5')).toBe(false);
    expect(rules.email().parse(' Alice@Example.COM ')).toBe('alice@example.com');
    expect(ok(rules.email(), 'not-an-email')).toBe(false);
  });
});
