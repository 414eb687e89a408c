import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import * as zm from 'zod/mini';
import {
  checkBounds,
  enumOptions,
  FieldsForm,
  fieldSchema,
  listBounds,
  listField,
} from '#modules/shared/form/fields.tsx';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../../helpers/form-services.ts';

/** The field-description kit reads limits and options from the schema, never from the form. */
const schema = z.object({
  name: z.string().trim().max(30).default(''),
  size: z.number().int().min(2).max(9).default(3),
  kind: z.enum(['round', 'square']).default('round'),
  items: z
    .array(z.object({ label: z.string().max(12).default('') }))
    .min(1)
    .max(4)
    .default([{ label: '' }]),
});
type Props = z.output<typeof schema>;

describe('field kit', () => {
  it('reads bounds, options and lengths through wrappers', () => {
    expect(checkBounds(fieldSchema(schema, 'size'))).toMatchObject({ minimum: 2, maximum: 9 });
    expect(enumOptions(fieldSchema(schema, 'kind'))).toEqual(['round', 'square']);
    expect(checkBounds(fieldSchema(schema, 'name')).maximum).toBe(30);
    expect(listBounds(fieldSchema(schema, 'items'))).toEqual({ min: 1, max: 4 });
    // The same from the module schemas' API (zod/mini), and what zod's classic API says of them.
    const mini = zm.object({
      size: zm._default(zm.number().check(zm.int(), zm.gte(2), zm.lte(9)), 3),
      kind: zm._default(zm.enum(['round', 'square']), 'round'),
      name: zm._default(zm.string().check(zm.trim(), zm.maxLength(30)), ''),
    });
    expect(checkBounds(fieldSchema(mini, 'size'))).toMatchObject({ minimum: 2, maximum: 9 });
    expect(enumOptions(fieldSchema(mini, 'kind'))).toEqual(['round', 'square']);
    expect(checkBounds(fieldSchema(mini, 'name')).maximum).toBe(30);
    const classicSize = schema.shape.size.unwrap();
    expect([classicSize.minValue, classicSize.maxValue]).toEqual([2, 9]);
    expect(schema.shape.name.unwrap().maxLength).toBe(30);
  });

  it('renders fields with the schema limits, item errors and list texts', () => {
    const html = renderToStaticMarkup(
      <FieldsForm<Props>
        value={schema.parse({})}
        onChange={() => {}}
        schema={schema}
        errors={{ 'items.0.label': 'Label too long', size: 'Too big' }}
        lang="en"
        services={FORM_SERVICES}
        fields={[
          { text: 'name', label: 'Name', capped: true },
          { number: 'size', label: 'Size' },
          { select: 'kind', label: 'Kind', labels: { round: 'Round', square: 'Square' } },
          listField<Props, 'items'>(
            'items',
            { item: 'Item {index}', add: 'Add item', count: '{count} of {max} items' },
            () => ({ label: '' }),
            [{ text: 'label', label: 'Label', capped: true }],
          ),
        ]}
      />,
    );
    expect(html).toContain('maxLength="30"');
    expect(html).toContain('min="2"');
    expect(html).toContain('max="9"');
    expect(html).toContain('>Square</option>');
    expect(html).toContain('Too big');
    expect(html).toContain('Item 1');
    expect(html).toContain('1 of 4 items');
    expect(html).toContain('>Add item</button>');
    expect(html).toContain('maxLength="12"');
    expect(html).toContain('Label too long');
    expect(html).toContain('aria-label="Remove: Item 1"');
  });
});

/** A list whose items show different fields by their own kind and by the form's mode. */
const channelSchema = z.object({
  mode: z.enum(['short', 'long']).default('short'),
  items: z
    .array(
      z.object({
        kind: z.enum(['phone', 'mail']).default('phone'),
        phone: z.string().max(20).default(''),
        mail: z.string().max(50).default(''),
        note: z.string().max(9).default(''),
      }),
    )
    .max(2)
    .default([]),
});
type ChannelProps = z.output<typeof channelSchema>;

function channelForm(value: ChannelProps) {
  return renderToStaticMarkup(
    <FieldsForm<ChannelProps>
      value={value}
      onChange={() => {}}
      schema={channelSchema}
      errors={{}}
      lang="en"
      services={FORM_SERVICES}
      fields={[
        { grid: [{ select: 'mode', label: 'Mode' }] },
        listField<ChannelProps, 'items'>(
          'items',
          {
            item: (item, index) => `#${index + 1} ${item.kind}`,
            addLabel: 'Add',
            refused: { max: 'Two at most' },
          },
          () => ({ kind: 'phone', phone: '', mail: '', note: '' }),
          (item, form) => [
            { select: 'kind', label: 'Kind', options: ['phone', 'mail'] },
            item.kind === 'phone'
              ? { text: 'phone', label: 'Phone', type: 'tel', capped: true }
              : { text: 'mail', label: 'Mail', type: 'email', capped: true },
            { when: () => form.mode === 'long', fields: [{ text: 'note', label: 'Note', capped: true }] },
          ],
        ),
      ]}
    />,
  );
}

describe('field kit: fields that depend on other fields', () => {
  it('gives each item the fields of its own kind and of the form’s mode', () => {
    const html = channelForm(
      channelSchema.parse({
        items: [{ kind: 'phone' }, { kind: 'mail' }],
      }),
    );
    expect(html).toContain('class="lp-form__grid"');
    expect(html).toContain('#1 phone');
    expect(html).toContain('#2 mail');
    expect(html).toContain('maxLength="20"');
    expect(html).toContain('maxLength="50"');
    expect(html.match(/>Phone</g)).toHaveLength(1);
    expect(html.match(/>Mail</g)).toHaveLength(1);
    expect(html).not.toContain('>Note<');
    // "+ {addLabel} (max n)"; at the schema's maximum the add button still answers (with the message).
    expect(html).toContain('+ Add (At most 2)');
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>\+ Add/);
    expect(channelForm(channelSchema.parse({ mode: 'long', items: [{}] }))).toContain('>Note<');
  });
});
