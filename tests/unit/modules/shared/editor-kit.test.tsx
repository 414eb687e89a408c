import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { formLoader, hasPropsShape } from '#modules/shared/editor-kit.ts';
import type { SettingsFormProps } from '#modules/types.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

const schema = z.object({
  title: z.string().trim().min(1, { error: 'Required' }).default('Hi'),
  size: z.number().int().min(1).max(9).default(3),
  align: z.enum(['left', 'right']).default('left'),
});
type Props = z.output<typeof schema>;

function Form({ value }: SettingsFormProps<Props>) {
  return (
    <p>
      {value.title}|{value.size}|{value.align}
    </p>
  );
}

describe('hasPropsShape', () => {
  it('takes valid props and props that only break rules, as stored (not trimmed)', () => {
    expect(hasPropsShape(schema, { title: 'Hi', size: 3, align: 'left' })).toBe(true);
    expect(hasPropsShape(schema, { title: '', size: 42, align: 'right' })).toBe(true);
  });

  it('refuses values of another shape: wrong types, unknown options, no object', () => {
    expect(hasPropsShape(schema, { title: 7, size: 3, align: 'left' })).toBe(false);
    expect(hasPropsShape(schema, { title: 'Hi', size: 3, align: 'middle' })).toBe(false);
    expect(hasPropsShape(schema, 'text')).toBe(false);
  });
});

describe('formLoader', () => {
  it('hands the typed form the stored value, or the defaults when it cannot edit it', async () => {
    const { default: Loaded } = await formLoader(schema, async () => ({ default: Form }))();
    const html = (value: unknown) =>
      renderToStaticMarkup(
        <Loaded services={FORM_SERVICES} value={value} onChange={() => {}} errors={{}} lang="en" />,
      );
    expect(html({ title: ' typing ', size: 42, align: 'right' })).toBe('<p> typing |42|right</p>');
    expect(html({ title: ['broken'], size: 'x' })).toBe('<p>Hi|3|left</p>');
  });
});
