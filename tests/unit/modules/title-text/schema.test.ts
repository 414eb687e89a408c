import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { KIT_MESSAGES } from '#modules/shared/schema-kit.ts';
import { schema, TITLE_MESSAGES } from '#modules/title-text/schema.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['title-text'];

describe('title-text schema', () => {
  it("fills every option but the heading, which is the member's own", () => {
    // Empty until typed: the sample check (tests/unit/modules/samples.test.ts) keeps it from publishing.
    expect(schema.parse({}).content).toBe('');
    const props = schema.parse(filled);
    expect(props).toEqual({
      content: 'Title text',
      color: '#1f2937',
      align: 'center',
      style: 'bold',
      size: 'medium',
      padding: 16,
      background: '',
    });
  });

  it.each(['en', 'zh-cn'] as const)('answers every message in %s', (lang) => {
    const empty = parseLocalized(schema, { content: '   ' }, lang);
    expect(empty.success).toBe(false);
    if (!empty.success) expect(empty.errors.content).toBe(TITLE_MESSAGES.content[lang]);
    const long = parseLocalized(schema, { content: 'x'.repeat(201) }, lang);
    if (!long.success) expect(long.errors.content).toBe(TITLE_MESSAGES.contentLength[lang]);
    else expect.fail('201 characters passed');
    const bad = parseLocalized(schema, { color: 'red', background: 'url(x)', padding: 101 }, lang);
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(bad.errors.color).toBe(KIT_MESSAGES.color[lang]);
      expect(bad.errors.background).toBe(KIT_MESSAGES.color[lang]);
      expect(bad.errors.padding).toBe(KIT_MESSAGES.padding[lang]);
    }
  });

  it('keeps padding within 0-100 and accepts the bounds', () => {
    expect(schema.safeParse({ ...filled, padding: 0 }).success).toBe(true);
    expect(schema.safeParse({ ...filled, padding: 100 }).success).toBe(true);
    expect(schema.safeParse({ ...filled, padding: -1 }).success).toBe(false);
    expect(schema.safeParse({ ...filled, padding: 1.5 }).success).toBe(false);
  });

  it('refuses unknown enum values', () => {
    expect(schema.safeParse({ ...filled, align: 'justify' }).success).toBe(false);
    expect(schema.safeParse({ ...filled, size: 'huge' }).success).toBe(false);
    expect(schema.safeParse({ ...filled, style: 'underline' }).success).toBe(false);
  });
});
