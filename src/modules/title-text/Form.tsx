import { FieldsForm } from '#modules/shared/form/fields.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import { SAMPLE_HEADING } from './Render.tsx';
import { schema, type TitleTextProps } from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the title text module: every option of spec section 3. */
export default function TitleTextForm({ lang, ...props }: SettingsFormProps<TitleTextProps>) {
  const t = STRINGS[lang];
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        { textarea: 'content', label: t.content, rows: 2, placeholder: SAMPLE_HEADING[lang] },
        { colour: 'color', label: t.color },
        {
          row: [
            { select: 'align', label: t.align, labels: t.aligns },
            { select: 'style', label: t.style, labels: t.styles },
            { select: 'size', label: t.size, labels: t.sizes },
          ],
        },
        { number: 'padding', label: t.padding },
        { colour: 'background', label: t.background, optional: true },
      ]}
    />
  );
}
