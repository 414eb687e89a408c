import { ColorField, NumberField, SelectField, TextField } from '#modules/shared/form/controls.tsx';
import type { SettingsFormProps } from '#modules/types.ts';
import {
  DIVIDER_DIRECTIONS,
  DIVIDER_ICONS,
  DIVIDER_POSITIONS,
  DIVIDER_STYLES,
  DIVIDER_TYPES,
  type DividerProps,
} from './schema.ts';
import { STRINGS } from './strings.ts';

/** Settings of the divider module: every option of spec section 3. */
export default function DividerForm({ value, onChange, errors, lang }: SettingsFormProps<DividerProps>) {
  const t = STRINGS[lang];
  const set = <K extends keyof DividerProps>(key: K, next: DividerProps[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <div className="lp-form">
      <div className="lp-form__row">
        <SelectField
          label={t.type}
          value={value.type}
          options={DIVIDER_TYPES.map((option) => ({ value: option, label: t.types[option] }))}
          error={errors.type}
          onChange={(next) => set('type', next)}
        />
        <SelectField
          label={t.direction}
          value={value.direction}
          options={DIVIDER_DIRECTIONS.map((option) => ({ value: option, label: t.directions[option] }))}
          error={errors.direction}
          onChange={(next) => set('direction', next)}
        />
      </div>
      {value.type === 'text' ? (
        <>
          <SelectField
            label={t.contentPosition}
            value={value.contentPosition}
            options={DIVIDER_POSITIONS.map((option) => ({ value: option, label: t.positions[option] }))}
            error={errors.contentPosition}
            onChange={(next) => set('contentPosition', next)}
          />
          <TextField
            label={t.text}
            value={value.text}
            maxLength={50}
            error={errors.text}
            onChange={(next) => set('text', next)}
          />
          <div className="lp-form__row">
            <SelectField
              label={t.icon}
              value={value.icon}
              options={DIVIDER_ICONS.map((option) => ({ value: option, label: t.icons[option] }))}
              error={errors.icon}
              onChange={(next) => set('icon', next)}
            />
            <NumberField
              label={t.iconSize}
              value={value.iconSize}
              min={12}
              max={64}
              error={errors.iconSize}
              onChange={(next) => set('iconSize', next)}
            />
          </div>
          <ColorField
            label={t.iconColor}
            lang={lang}
            value={value.iconColor}
            error={errors.iconColor}
            onChange={(next) => set('iconColor', next)}
          />
        </>
      ) : null}
      <ColorField
        label={t.color}
        lang={lang}
        value={value.color}
        error={errors.color}
        onChange={(next) => set('color', next)}
      />
      <div className="lp-form__row">
        <SelectField
          label={t.lineStyle}
          value={value.lineStyle}
          options={DIVIDER_STYLES.map((option) => ({ value: option, label: t.lineStyles[option] }))}
          error={errors.lineStyle}
          onChange={(next) => set('lineStyle', next)}
        />
        <NumberField
          label={t.padding}
          value={value.padding}
          min={0}
          max={100}
          error={errors.padding}
          onChange={(next) => set('padding', next)}
        />
      </div>
    </div>
  );
}
