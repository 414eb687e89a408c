import { format } from '#core/i18n/lang.ts';
import {
  CheckboxField,
  ColorField,
  EventTrackingFields,
  ItemTools,
  ListError,
  NumberField,
  Section,
  SelectField,
  TextArea,
  TextField,
} from '#modules/shared/form/controls.tsx';
import { moveItem, removeItem, replaceItem } from '#modules/shared/schema-kit.ts';
import type { SettingsFormProps } from '#modules/types.ts';
import { emptyQaItem, QA_MAX, QA_STYLES, type QaItem, type QuestionAnswerProps } from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the FAQ block: heading, questions, style, colours, padding, event tracking. */
export default function QuestionAnswerForm({
  value,
  onChange,
  errors,
  lang,
}: SettingsFormProps<QuestionAnswerProps>) {
  const t = STRINGS[lang];
  const set = <K extends keyof QuestionAnswerProps>(key: K, next: QuestionAnswerProps[K]) =>
    onChange({ ...value, [key]: next });
  const setItem = (index: number, patch: Partial<QaItem>) => {
    const current = value.items[index];
    if (current) set('items', replaceItem(value.items, index, { ...current, ...patch }));
  };
  return (
    <div className="lp-form">
      <TextField
        label={t.title}
        value={value.title}
        maxLength={100}
        error={errors.title}
        onChange={(next) => set('title', next)}
      />
      <SelectField
        label={t.style}
        value={value.style}
        options={QA_STYLES.map((option) => ({ value: option, label: t.styles[option] }))}
        error={errors.style}
        onChange={(next) => set('style', next)}
      />
      <Section title={t.questions}>
        <ListError error={errors.items} />
        {value.items.map((item, index) => {
          const name = format(t.item, { index: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: questions have no ids; order is the identity
            <div className="lp-form__item" key={index}>
              <div className="lp-form__item-head">
                <span>{name}</span>
                <ItemTools
                  lang={lang}
                  index={index}
                  count={value.items.length}
                  name={name}
                  minCount={1}
                  onMove={(by) => set('items', moveItem(value.items, index, by))}
                  onRemove={() => set('items', removeItem(value.items, index))}
                />
              </div>
              <TextField
                label={t.question}
                value={item.question}
                maxLength={200}
                error={errors[`items.${index}.question`]}
                onChange={(question) => setItem(index, { question })}
              />
              <TextArea
                label={t.answer}
                hint={t.answerHint}
                rows={4}
                value={item.answer}
                maxLength={2000}
                error={errors[`items.${index}.answer`]}
                onChange={(answer) => setItem(index, { answer })}
              />
              <CheckboxField
                label={t.open}
                checked={item.open}
                onChange={(open) => setItem(index, { open })}
              />
            </div>
          );
        })}
        <div className="lp-form__item-head">
          <span className="lp-form__hint">{format(t.limit, { count: value.items.length })}</span>
          <button
            type="button"
            className="lp-form__button lp-form__button--primary"
            disabled={value.items.length >= QA_MAX}
            onClick={() => set('items', [...value.items, emptyQaItem()])}
          >
            {t.add}
          </button>
        </div>
      </Section>
      <div className="lp-form__row">
        <ColorField
          label={t.titleColor}
          lang={lang}
          value={value.titleColor}
          error={errors.titleColor}
          onChange={(next) => set('titleColor', next)}
        />
        <ColorField
          label={t.questionColor}
          lang={lang}
          value={value.questionColor}
          error={errors.questionColor}
          onChange={(next) => set('questionColor', next)}
        />
      </div>
      <div className="lp-form__row">
        <ColorField
          label={t.answerColor}
          lang={lang}
          value={value.answerColor}
          error={errors.answerColor}
          onChange={(next) => set('answerColor', next)}
        />
        <ColorField
          label={t.borderColor}
          lang={lang}
          value={value.borderColor}
          error={errors.borderColor}
          onChange={(next) => set('borderColor', next)}
        />
      </div>
      <ColorField
        label={t.background}
        lang={lang}
        optional
        value={value.background}
        error={errors.background}
        onChange={(next) => set('background', next)}
      />
      <NumberField
        label={t.padding}
        value={value.padding}
        min={0}
        max={100}
        error={errors.padding}
        onChange={(next) => set('padding', next)}
      />
      <EventTrackingFields
        lang={lang}
        value={value.eventTracking}
        errors={errors}
        enabledLabel={t.trackingLabel}
        onChange={(next) => set('eventTracking', next)}
      />
    </div>
  );
}
