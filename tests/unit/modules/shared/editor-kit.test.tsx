import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
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

  it('passes on that a change was typed (the builder then renders the form after the paint)', async () => {
    let change: SettingsFormProps<Props>['onChange'] | undefined;
    function Capturing(props: SettingsFormProps<Props>) {
      change = props.onChange;
      return <Form {...props} />;
    }
    const { default: Loaded } = await formLoader(schema, async () => ({ default: Capturing }))();
    const seen: [unknown, boolean | undefined][] = [];
    renderToStaticMarkup(
      <Loaded
        services={FORM_SERVICES}
        value={{ title: 'Hi', size: 3, align: 'left' }}
        onChange={(next, typed) => seen.push([next, typed])}
        errors={{}}
        lang="en"
      />,
    );
    change?.({ title: 'Hix', size: 3, align: 'left' }, true);
    change?.({ title: 'Hix', size: 4, align: 'left' });
    expect(seen.map(([, typed]) => typed)).toEqual([true, undefined]);
  });

  it('does not parse again a value its own form made (typing parses nothing), and keeps it as the form made it', async () => {
    let change: ((next: Props) => void) | undefined;
    function Capturing(props: SettingsFormProps<Props>) {
      change = props.onChange;
      return <Form {...props} />;
    }
    const { default: Loaded } = await formLoader(schema, async () => ({ default: Capturing }))();
    const seen: unknown[] = [];
    const html = (value: unknown) =>
      renderToStaticMarkup(
        <Loaded
          services={FORM_SERVICES}
          value={value}
          onChange={(next) => seen.push(next)}
          errors={{}}
          lang="en"
        />,
      );
    html({ title: 'Hi', size: 3, align: 'left' });
    // An emptied number field hands on NaN (the schema reports it): the form's own value stays.
    const made = { title: 'Hi', size: Number.NaN, align: 'left' } as const;
    change?.(made);
    expect(seen).toEqual([made]);
    const parse = vi.spyOn(schema, 'safeParse');
    try {
      expect(html(made)).toBe('<p>Hi|NaN|left</p>');
      expect(parse).not.toHaveBeenCalled();
      // The same content not made by the form is checked, and refused for its type.
      expect(html({ ...made })).toBe('<p>Hi|3|left</p>');
      expect(parse).toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });
});
