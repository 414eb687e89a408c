import { describe, expect, it } from 'vitest';
import { pageSaveBodySchema, pageSaveFailureSchema } from '#core/contracts/builder.ts';
import { parseLocalized } from '#core/validation/parse.ts';

/**
 * The save's contract (`zod/mini`, README "Lambda cold starts") refuses with the same sentences, in
 * both languages, as when it was written with zod's classic API.
 */
const refusal = (value: unknown) => ({
  en: parseLocalized(pageSaveBodySchema, value, 'en', { nameFields: true }),
  zh: parseLocalized(pageSaveBodySchema, value, 'zh-cn', { nameFields: true }),
});

describe('page save contract', () => {
  it('reads a body with its id trimmed and the document as sent', () => {
    const doc = { version: 1, modules: [] };
    expect(parseLocalized(pageSaveBodySchema, { id: ' AbCdEfGhIj ', version: 2, doc }, 'en')).toEqual({
      success: true,
      data: { id: 'AbCdEfGhIj', version: 2, doc },
    });
  });

  it('names every bad field in both languages', () => {
    const { en, zh } = refusal({ id: 'abc', version: 0 });
    expect(en).toEqual({
      success: false,
      message: '"id" is not in the expected format.',
      errors: {
        id: '"id" is not in the expected format.',
        version: '"version" must be at least 1.',
        doc: '"doc" is required.',
      },
    });
    expect(zh).toEqual({
      success: false,
      message: '“id”格式不正确。',
      errors: { id: '“id”格式不正确。', version: '“version”不能小于 1。', doc: '“doc”不能为空。' },
    });
    expect(refusal({ id: 'AbCdEfGhIj', version: 1.5, doc: {} })).toEqual({
      en: {
        success: false,
        message: '"version" must be a whole number.',
        errors: { version: '"version" must be a whole number.' },
      },
      zh: { success: false, message: '“version”必须是整数。', errors: { version: '“version”必须是整数。' } },
    });
    expect(refusal({ id: 'AbCdEfGhIj', version: '2', doc: {} }).zh).toMatchObject({
      errors: { version: '“version”必须是数字。' },
    });
    expect(refusal({}).en).toMatchObject({
      errors: {
        id: '"id" is required.',
        version: '"version" is required.',
        doc: '"doc" is required.',
      },
    });
  });

  it('reads a refused save’s reason', () => {
    expect(pageSaveFailureSchema.safeParse({ reason: 'conflict' }).success).toBe(true);
    expect(pageSaveFailureSchema.safeParse({ reason: 'other' }).success).toBe(false);
  });
});
