import { EventTrackingFields } from '#modules/shared/form/controls.tsx';
import { FieldsForm, listField } from '#modules/shared/form/fields.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import { emptyQaItem, type QuestionAnswerProps, schema } from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the FAQ block: heading, questions, style, colours, padding, event tracking. */
export default function QuestionAnswerForm({ lang, ...props }: SettingsFormProps<QuestionAnswerProps>) {
  const t = STRINGS[lang];
  return (
    <FieldsForm
      {...props}
      lang={lang}
      schema={schema}
      fields={[
        { text: 'title', label: t.title, capped: true },
        { select: 'style', label: t.style, labels: t.styles },
        {
          section: t.questions,
          fields: [
            listField<QuestionAnswerProps, 'items'>(
              'items',
              { item: t.item, add: t.add, count: t.limit },
              emptyQaItem,
              [
                { text: 'question', label: t.question, capped: true },
                { textarea: 'answer', label: t.answer, hint: t.answerHint, rows: 4, capped: true },
                { toggle: 'open', label: t.open },
              ],
            ),
          ],
        },
        {
          row: [
            { colour: 'titleColor', label: t.titleColor },
            { colour: 'questionColor', label: t.questionColor },
          ],
        },
        {
          row: [
            { colour: 'answerColor', label: t.answerColor },
            { colour: 'borderColor', label: t.borderColor },
          ],
        },
        { colour: 'background', label: t.background, optional: true },
        { number: 'padding', label: t.padding },
        {
          custom: ({ value, set, errors }) => (
            <EventTrackingFields
              lang={lang}
              value={value.eventTracking}
              errors={errors}
              enabledLabel={t.trackingLabel}
              onChange={(eventTracking) => set({ eventTracking })}
            />
          ),
        },
      ]}
    />
  );
}
