import { FieldsForm } from '#modules/shared/form/fields.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import { type DividerProps, schema } from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the divider module: every option of spec section 3. */
export default function DividerForm({ lang, ...props }: SettingsFormProps<DividerProps>) {
  const t = STRINGS[lang];
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        {
          row: [
            { select: 'type', label: t.type, labels: t.types },
            { select: 'direction', label: t.direction, labels: t.directions },
          ],
        },
        {
          when: (value) => value.type === 'text',
          fields: [
            { select: 'contentPosition', label: t.contentPosition, labels: t.positions },
            { text: 'text', label: t.text, capped: true },
            {
              row: [
                { select: 'icon', label: t.icon, labels: t.icons },
                { number: 'iconSize', label: t.iconSize },
              ],
            },
            { colour: 'iconColor', label: t.iconColor },
          ],
        },
        { colour: 'color', label: t.color },
        {
          row: [
            { select: 'lineStyle', label: t.lineStyle, labels: t.lineStyles },
            { number: 'padding', label: t.padding },
          ],
        },
      ]}
    />
  );
}
