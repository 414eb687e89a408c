import { ColorField, NumberField, SelectField, TextArea } from '#modules/shared/form/controls.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import { TITLE_ALIGNS, TITLE_SIZES, TITLE_STYLES, type TitleTextProps } from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the title text module: every option of spec section 3. */
export default function TitleTextForm({ value, onChange, errors, lang }: SettingsFormProps<TitleTextProps>) {
  const t = STRINGS[lang];
  const set = <K extends keyof TitleTextProps>(key: K, next: TitleTextProps[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="lp-form">
      <TextArea
        label={t.content}
        value={value.content}
        rows={2}
        error={errors.content}
        onChange={(next) => set('content', next)}
      />
      <ColorField
        label={t.color}
        lang={lang}
        value={value.color}
        error={errors.color}
        onChange={(next) => set('color', next)}
      />
      <div className="lp-form__row">
        <SelectField
          label={t.align}
          value={value.align}
          options={TITLE_ALIGNS.map((option) => ({ value: option, label: t.aligns[option] }))}
          error={errors.align}
          onChange={(next) => set('align', next)}
        />
        <SelectField
          label={t.style}
          value={value.style}
          options={TITLE_STYLES.map((option) => ({ value: option, label: t.styles[option] }))}
          error={errors.style}
          onChange={(next) => set('style', next)}
        />
        <SelectField
          label={t.size}
          value={value.size}
          options={TITLE_SIZES.map((option) => ({ value: option, label: t.sizes[option] }))}
          error={errors.size}
          onChange={(next) => set('size', next)}
        />
      </div>
      <NumberField
        label={t.padding}
        value={value.padding}
        min={0}
        max={100}
        error={errors.padding}
        onChange={(next) => set('padding', next)}
      />
      <ColorField
        label={t.background}
        lang={lang}
        optional
        value={value.background}
        error={errors.background}
        onChange={(next) => set('background', next)}
      />
    </div>
  );
}
