import { type ReactNode, useId } from 'react';
import type { Lang } from '#core/i18n/lang.ts';
import './fields.css';

/**
 * Accessible settings-form controls shared by the basic modules' forms: every control has a
 * visible label, its inline error (from the form's `errors` prop) is tied to it with
 * aria-describedby and aria-invalid, and everything works from the keyboard.
 */

export const KIT_TEXTS = {
  en: {
    none: 'None',
    clear: 'Clear',
    moveUp: 'Move up',
    moveDown: 'Move down',
    remove: 'Remove',
    pickColor: 'Pick a colour',
  },
  'zh-cn': {
    none: '无',
    clear: '清除',
    moveUp: '上移',
    moveDown: '下移',
    remove: '删除',
    pickColor: '选择颜色',
  },
} as const satisfies Record<Lang, Record<string, string>>;

type Described = { id: string; describedBy: string | undefined; invalid: boolean };

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: (ids: Described) => ReactNode;
};

/** Label + control + hint + inline error. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`lp-field${error ? ' lp-field--invalid' : ''}`}>
      <label className="lp-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy: describedBy || undefined, invalid: Boolean(error) })}
      {hint ? (
        <p className="lp-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="lp-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  type?: 'text' | 'url';
};

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  multiline,
  rows,
  maxLength,
  type,
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <textarea
            id={id}
            className="lp-field__input lp-field__input--area"
            value={value}
            rows={rows ?? 3}
            placeholder={placeholder}
            maxLength={maxLength}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            id={id}
            className="lp-field__input"
            type={type ?? 'text'}
            value={value}
            placeholder={placeholder}
            maxLength={maxLength}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

type NumberFieldProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A number input; an emptied field reads as 0 so the value stays a number the schema can check. */
export function NumberField({ label, value, onChange, min, max, step, error, hint }: NumberFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="lp-field__input lp-field__input--number"
          type="number"
          inputMode="numeric"
          value={Number.isFinite(value) ? value : 0}
          min={min}
          max={max}
          step={step ?? 1}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const next = event.target.valueAsNumber;
            onChange(Number.isFinite(next) ? next : 0);
          }}
        />
      )}
    </Field>
  );
}

/** #rgb → #rrggbb for the native picker (it takes six digits only). */
function toPickerValue(value: string): string {
  if (/^#[0-9a-fA-F]{6}/.test(value)) return value.slice(0, 7);
  const short = /^#([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])$/.exec(value);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : '#000000';
}

type ColorFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  lang: Lang;
  error?: string | undefined;
  /** Allow '' (no colour): shows a Clear button. */
  optional?: boolean;
};

/** A colour: the native picker plus a hex text field (typing keeps any valid hex). */
export function ColorField({ label, value, onChange, lang, error, optional }: ColorFieldProps) {
  const texts = KIT_TEXTS[lang];
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="lp-field__color">
          <input
            type="color"
            className="lp-field__swatch"
            aria-label={`${label}: ${texts.pickColor}`}
            value={toPickerValue(value)}
            onChange={(event) => onChange(event.target.value)}
          />
          <input
            id={id}
            className="lp-field__input"
            value={value}
            placeholder={optional ? texts.none : '#000000'}
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
          {optional && value !== '' ? (
            <button type="button" className="lp-field__button" onClick={() => onChange('')}>
              {texts.clear}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  error?: string | undefined;
  hint?: string | undefined;
};

export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  hint,
}: SelectFieldProps<T>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="lp-field__input"
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const picked = options.find((option) => option.value === event.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type CheckboxFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string | undefined;
};

export function CheckboxField({ label, checked, onChange, hint }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="lp-field lp-field--check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="lp-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A group of related controls with a legend. */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="lp-form__section">
      <legend className="lp-form__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

type ItemToolsProps = {
  lang: Lang;
  index: number;
  count: number;
  /** The item's name for screen readers, e.g. "Picture 2". */
  name: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Hide Remove when the list must keep this many items. */
  minCount?: number;
};

/** Move up / move down / remove buttons of one list item. */
export function ItemTools({ lang, index, count, name, onMove, onRemove, minCount = 0 }: ItemToolsProps) {
  const texts = KIT_TEXTS[lang];
  return (
    <div className="lp-form__tools">
      <button
        type="button"
        className="lp-field__button"
        disabled={index === 0}
        aria-label={`${texts.moveUp}: ${name}`}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="lp-field__button"
        disabled={index === count - 1}
        aria-label={`${texts.moveDown}: ${name}`}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="lp-field__button lp-field__button--danger"
        disabled={count <= minCount}
        aria-label={`${texts.remove}: ${name}`}
        onClick={onRemove}
      >
        {texts.remove}
      </button>
    </div>
  );
}

/** A whole-list error (e.g. "1 to 10 pictures") shown above the list. */
export function ListError({ error }: { error?: string | undefined }) {
  return error ? (
    <p className="lp-field__error" role="alert">
      {error}
    </p>
  ) : null;
}
