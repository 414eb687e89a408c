import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { emptyDocument, type ModuleInstance } from '#core/page/document.ts';
import { registerMessages } from '#core/validation/parse.ts';
import type { ModuleSchemaEntry } from '#modules/schemas.ts';
import {
  defaultProps,
  migrateProps,
  type SchemaLookup,
  validateDocument,
  validateModule,
} from '#modules/validate.ts';

// A small module contract of the same form as the real ones: defaults, a spec-style message.
registerMessages([{ en: 'Please upload the button image', 'zh-cn': '请上传按钮图片' }]);
const linkSchema = z.object({
  title: z.string().default('Contact us'),
  image: z.string().min(1, { error: 'Please upload the button image' }),
  size: z.number().int().min(1).max(3).default(2),
});
const link: ModuleSchemaEntry = {
  type: 'link-button',
  schema: linkSchema,
  version: 2,
  // Version 1 stored `label`; version 2 calls it `title`.
  migrations: [({ label, ...rest }) => ({ ...rest, title: label })],
};
const divider: ModuleSchemaEntry = {
  type: 'divider',
  schema: z.object({ style: z.enum(['solid', 'dashed']).default('solid') }),
  version: 1,
  migrations: [],
};
const registry: SchemaLookup = { 'link-button': link, divider };

const module = (id: string, type: ModuleInstance['type'], props: Record<string, unknown>, version = 1) => ({
  id,
  type,
  version,
  props,
});

describe('validateDocument', () => {
  it('answers nothing for a valid document', () => {
    const doc = {
      ...emptyDocument(),
      modules: [module('div1', 'divider', {}), module('lnk1', 'link-button', { image: '/uploads/a.png' }, 2)],
    };
    expect(validateDocument(doc, 'en', registry)).toEqual({});
  });

  it('lists each invalid module with its field errors in the member language', () => {
    const doc = {
      ...emptyDocument(),
      modules: [
        module('div1', 'divider', { style: 'wavy' }),
        module('lnk1', 'link-button', { image: '' }, 2),
      ],
    };
    const en = validateDocument(doc, 'en', registry);
    expect(Object.keys(en)).toEqual(['div1', 'lnk1']);
    expect(en.lnk1).toEqual({ image: 'Please upload the button image' });
    expect(en.div1?.style).toBeTruthy();
    expect(validateDocument(doc, 'zh-cn', registry).lnk1).toEqual({ image: '请上传按钮图片' });
  });

  it('reports a module type the registry does not know', () => {
    const doc = { ...emptyDocument(), modules: [module('vid1', 'video', {})] };
    expect(validateDocument(doc, 'en', registry)).toEqual({
      vid1: { '': 'This module type is not available: remove the module' },
    });
  });

  it('migrates old props before checking them', () => {
    const old = module('lnk1', 'link-button', { label: 'Call', image: '/uploads/b.png' }, 1);
    expect(validateModule(old, 'en', registry)).toEqual({});
    expect(migrateProps(link, old)).toEqual({ title: 'Call', image: '/uploads/b.png' });
  });

  it('refuses props saved by a newer version', () => {
    const future = module('lnk1', 'link-button', { image: 'x' }, 3);
    expect(validateModule(future, 'en', registry)['']).toMatch(/newer version/);
  });
});

describe('defaultProps', () => {
  it('gives the schema defaults', () => {
    expect(defaultProps(divider)).toEqual({ style: 'solid' });
  });

  it('gives the fields that have defaults when the member must complete the rest', () => {
    expect(defaultProps(link)).toEqual({ title: 'Contact us', size: 2 });
  });

  it('gives nothing for an unknown type', () => {
    expect(defaultProps(undefined)).toEqual({});
  });
});
