// @vitest-environment happy-dom
import { act, useCallback, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { FieldsForm } from '#modules/shared/form/fields.tsx';
import type { FormServices, ImageFieldProps } from '#modules/types.ts';
import { LOADED_FORM_SERVICES } from '../../../../helpers/form-services.ts';

/** Typing in one field of a settings form renders that field, not the form's others (BENCHMARKS row 10). */
const schema = z.object({
  name: z.string().default(''),
  size: z.number().default(3),
  picture: z.string().default(''),
});
type Props = z.output<typeof schema>;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

/** Renders of the image field, with the value each was given. */
const pictureRenders: string[] = [];
function CountingImageField({ value }: ImageFieldProps) {
  pictureRenders.push(value);
  return <p>{value}</p>;
}
const services: FormServices = { ...LOADED_FORM_SERVICES, ImageField: CountingImageField };

let latest: Props | undefined;
function Harness() {
  const [value, setValue] = useState<Props>(schema.parse({}));
  const onChange = useCallback((next: Props) => {
    latest = next;
    setValue(next);
  }, []);
  return (
    <FieldsForm<Props>
      value={value}
      onChange={onChange}
      schema={schema}
      errors={{}}
      lang="en"
      services={services}
      // Described anew on every render, as module forms do.
      fields={[
        { text: 'name', label: 'Name' },
        { number: 'size', label: 'Size' },
        { image: 'picture', label: 'Picture' },
      ]}
    />
  );
}

/** Types `text` into an input the way a browser does (React follows the input event). */
function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('settings form fields', () => {
  it('re-render only where the value changed, and each change keeps the others', () => {
    pictureRenders.length = 0;
    act(() => root.render(<Harness />));
    expect(pictureRenders).toEqual(['']);
    const name = host.querySelector<HTMLInputElement>('input[type="text"]') as HTMLInputElement;
    type(name, 'A');
    type(name, 'Ab');
    expect(latest).toEqual({ name: 'Ab', size: 3, picture: '' });
    expect(pictureRenders).toEqual(['']);
    const size = host.querySelector<HTMLInputElement>('input[type="number"]') as HTMLInputElement;
    type(size, '7');
    expect(latest).toEqual({ name: 'Ab', size: 7, picture: '' });
    expect(name.value).toBe('Ab');
    expect(pictureRenders).toEqual(['']);
  });
});
