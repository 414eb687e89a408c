import {
  type CSSProperties,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Lang } from '#core/i18n/lang.ts';
import { ANIMATION_NAMES, ANIMATIONS, type Animation } from '#modules/shared/animations.ts';
import { EVENT_TYPES, type EventTracking } from '#modules/shared/event-tracking.ts';
import { moveItem, removeItem, replaceItem } from '#modules/shared/schema-kit.ts';
import { EVENT_NAMES, SHARED_STRINGS, translator } from '#modules/shared/strings.ts';
import './form.css';

/**
 * The settings-form controls every module's form uses: every control has a visible label, its
 * hint and inline error are tied to it with aria-describedby, errors set aria-invalid, and
 * everything works from the keyboard.
 */

type FieldShell = { label: string; error?: string | undefined; hint?: string | undefined };

/**
 * A text control's placeholder, set only while the control is empty (the only time it shows).
 * Chromium re-styles a text control's placeholder box on every edit while the attribute is there
 * (it sets the box's inline `display` on each change of the value), so a key in a filled field
 * with a placeholder costs a style recalculation that one without it does not (BENCHMARKS row 10).
 */
const shownPlaceholder = (value: string, placeholder: string | undefined) =>
  value === '' ? placeholder : undefined;

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A typed text control that shows its own text (uncontrolled): a key changes the element, and
 * `onChange` reports it, but nothing has to render for the character to show. So a form may
 * render after the frame that shows the key (the builder does, BENCHMARKS row 10). Whenever the
 * control renders with a value other than the one it shows (an undo, a reset, a change refused),
 * it shows that value, as a controlled one would. The placeholder follows what it shows.
 */
function useOwnText(value: string, placeholder: string | undefined, onChange: (value: string) => void) {
  const ref = useRef<TextElement>(null);
  const [initial] = useState(value);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && element.value !== value) element.value = value;
  });
  return {
    ref: ref as never,
    defaultValue: initial,
    placeholder: shownPlaceholder(value, placeholder),
    onChange: (event: FormEvent<TextElement>) => {
      const element = event.currentTarget;
      const shown = shownPlaceholder(element.value, placeholder);
      if (shown === undefined) element.removeAttribute('placeholder');
      else if (element.getAttribute('placeholder') !== shown) element.setAttribute('placeholder', shown);
      onChange(element.value);
    },
  };
}

function Shell({
  label,
  error,
  hint,
  text,
  children,
}: FieldShell & {
  /** The field holds one typed text control (form.css: a layout and paint scope of its own). */
  text?: boolean;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={`lp-form__field${text ? ' lp-form__field--text' : ''}${error ? ' lp-form__field--invalid' : ''}`}
    >
      <label className="lp-form__label" htmlFor={id}>
        {label}
      </label>
      {children(id, described)}
      {hint ? (
        <p className="lp-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="lp-form__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  value,
  onChange,
  placeholder,
  type = 'text',
  maxLength,
  ...shell
}: FieldShell & {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'url' | 'tel' | 'email';
  maxLength?: number;
}) {
  const text = useOwnText(value, placeholder, onChange);
  return (
    <Shell {...shell} text>
      {(id, described) => (
        <input
          id={id}
          className="lp-form__input"
          type={type}
          {...text}
          maxLength={maxLength}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={described}
        />
      )}
    </Shell>
  );
}

export function TextArea({
  value,
  onChange,
  placeholder,
  rows = 3,
  maxLength,
  ...shell
}: FieldShell & {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
}) {
  const text = useOwnText(value, placeholder, onChange);
  return (
    <Shell {...shell} text>
      {(id, described) => (
        <textarea
          id={id}
          className="lp-form__input lp-form__textarea"
          {...text}
          rows={rows}
          style={{ '--lp-rows': rows } as CSSProperties}
          maxLength={maxLength}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={described}
        />
      )}
    </Shell>
  );
}

/** A number input; an empty or non-numeric entry passes NaN so the schema reports it. */
export function NumberField({
  value,
  onChange,
  min,
  max,
  step = 1,
  ...shell
}: FieldShell & {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
}) {
  return (
    <Shell {...shell}>
      {(id, described) => (
        <input
          id={id}
          className="lp-form__input lp-form__number"
          type="number"
          inputMode="numeric"
          value={Number.isFinite(value) ? value : ''}
          min={min}
          max={max}
          step={step}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
        />
      )}
    </Shell>
  );
}

export type Option<T extends string> = { value: T; label: string };

export function SelectField<T extends string>({
  value,
  onChange,
  options,
  ...shell
}: FieldShell & { value: T; onChange: (value: T) => void; options: readonly Option<T>[] }) {
  return (
    <Shell {...shell}>
      {(id, described) => (
        <select
          id={id}
          className="lp-form__input lp-form__select"
          value={value}
          aria-invalid={shell.error ? true : undefined}
          aria-describedby={described}
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
    </Shell>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="lp-form__field lp-form__field--check">
      <input
        id={id}
        type="checkbox"
        className="lp-form__checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="lp-form__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="lp-form__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** #rgb → #rrggbb and #rrggbbaa → #rrggbb for the native picker (which takes only #rrggbb). */
export function pickerColor(value: string): string {
  const hex = value.trim();
  if (/^#[0-9a-fA-F]{3}$/.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  if (/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/.test(hex)) return hex.slice(0, 7).toLowerCase();
  return '#000000';
}

/** A colour: native picker plus a hex text field (for typing or pasting), both labelled. */
export function ColorField({
  value,
  onChange,
  lang,
  optional,
  ...shell
}: FieldShell & {
  value: string;
  onChange: (value: string) => void;
  lang: Lang;
  /** Allow '' (no colour): shows a Clear button. */
  optional?: boolean;
}) {
  const t = translator(SHARED_STRINGS, lang);
  return (
    <Shell {...shell}>
      {(id, described) => (
        <div className="lp-form__color">
          <input
            id={id}
            type="color"
            className="lp-form__swatch"
            value={pickerColor(value)}
            aria-describedby={described}
            onChange={(event) => onChange(event.target.value)}
          />
          <input
            type="text"
            className="lp-form__input lp-form__hex"
            value={value}
            placeholder={shownPlaceholder(value, optional ? t('none') : '#000000')}
            spellCheck={false}
            maxLength={9}
            aria-label={t('hexLabel', { label: shell.label })}
            aria-invalid={shell.error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => onChange(event.target.value)}
          />
          {optional && value !== '' ? (
            <button type="button" className="lp-form__button" onClick={() => onChange('')}>
              {t('clear')}
            </button>
          ) : null}
        </div>
      )}
    </Shell>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="lp-form__section">
      <legend className="lp-form__legend">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * A message for a list bound the form will not cross (e.g. "Maximum 5 platforms allowed"): shown
 * when the member tries, until the list changes.
 */
export function useBoundMessage(items: unknown): [string, (message: string) => void] {
  const [message, setMessage] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the list is what clears it
  useEffect(() => setMessage(''), [items]);
  return [message, setMessage];
}

type ItemToolsProps = {
  lang: Lang;
  index: number;
  count: number;
  /** The item's name for screen readers, e.g. "Picture 2". */
  name: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Remove is refused when the list holds this many items. */
  minCount?: number;
  /** Said when Remove is refused; without it the button is simply disabled. */
  onRemoveRefused?: (() => void) | undefined;
};

/** Move up / move down / remove buttons of one list item. */
export function ItemTools({
  lang,
  index,
  count,
  name,
  onMove,
  onRemove,
  minCount = 0,
  onRemoveRefused,
}: ItemToolsProps) {
  const t = translator(SHARED_STRINGS, lang);
  const atMin = count <= minCount;
  return (
    <div className="lp-form__item-actions">
      <button
        type="button"
        className="lp-form__button"
        disabled={index === 0}
        aria-label={`${t('moveUp')}: ${name}`}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="lp-form__button"
        disabled={index === count - 1}
        aria-label={`${t('moveDown')}: ${name}`}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="lp-form__button lp-form__button--danger"
        disabled={atMin && !onRemoveRefused}
        aria-disabled={atMin || undefined}
        aria-label={`${t('remove')}: ${name}`}
        onClick={atMin ? onRemoveRefused : onRemove}
      >
        {t('remove')}
      </button>
    </div>
  );
}

/** A whole-list error (e.g. "Please add 1 to 10 pictures") or an item's picture error. */
export function ListError({ error }: { error?: string | undefined }) {
  return error ? (
    <p className="lp-form__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** An "add" button that says `refusedMessage` instead of adding when the list is full. */
export function AddButton({
  label,
  full,
  onAdd,
  onRefused,
  className = 'lp-form__button lp-form__button--add',
}: {
  label: string;
  full: boolean;
  onAdd: () => void;
  onRefused?: (() => void) | undefined;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      disabled={full && !onRefused}
      aria-disabled={full || undefined}
      onClick={full ? onRefused : onAdd}
    >
      {label}
    </button>
  );
}

/**
 * A list editor: each item in its own group with move up, move down and remove; add at the end.
 * With `minMessage` / `maxMessage`, trying to remove below `min` or add above `max` says so
 * instead of doing nothing.
 */
export function ListEditor<T>({
  items,
  onChange,
  create,
  renderItem,
  itemTitle,
  lang,
  max,
  min = 0,
  error,
  addLabel,
  addText,
  countText,
  minMessage,
  maxMessage,
}: {
  items: readonly T[];
  onChange: (items: T[]) => void;
  create: () => T;
  renderItem: (item: T, index: number, update: (item: T) => void) => ReactNode;
  itemTitle?: (item: T, index: number) => string;
  lang: Lang;
  max?: number;
  min?: number;
  error?: string | undefined;
  addLabel?: string;
  /** The add button's whole label (instead of "+ {addLabel} (max n)"). */
  addText?: string;
  /** Said beside the add button (e.g. "3 of 10 pictures"); the button is then the primary one. */
  countText?: string;
  minMessage?: string;
  maxMessage?: string;
}) {
  const t = translator(SHARED_STRINGS, lang);
  const [refused, setRefused] = useBoundMessage(items);
  const full = max !== undefined && items.length >= max;
  const add = (
    <AddButton
      label={addText ?? `+ ${addLabel ?? t('add')}${max !== undefined ? ` (${t('max', { max })})` : ''}`}
      full={full}
      onAdd={() => onChange([...items, create()])}
      onRefused={maxMessage ? () => setRefused(maxMessage) : undefined}
      {...(countText === undefined ? {} : { className: 'lp-form__button lp-form__button--primary' })}
    />
  );
  return (
    <div className="lp-form__list">
      {items.length === 0 ? <p className="lp-form__hint">{t('empty')}</p> : null}
      <ol className="lp-form__items">
        {items.map((item, index) => {
          const title = itemTitle ? itemTitle(item, index) : t('item', { index: index + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no id of their own; position is their identity here
            <li key={index} className="lp-form__item">
              <fieldset className="lp-form__section lp-form__section--item">
                <legend className="lp-form__legend">{title}</legend>
                <ItemTools
                  lang={lang}
                  index={index}
                  count={items.length}
                  name={title}
                  minCount={min}
                  onMove={(by) => onChange(moveItem(items, index, by))}
                  onRemove={() => onChange(removeItem(items, index))}
                  onRemoveRefused={minMessage ? () => setRefused(minMessage) : undefined}
                />
                {renderItem(item, index, (next) => onChange(replaceItem(items, index, next)))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <ListError error={error} />
      <ListError error={refused} />
      {countText === undefined ? (
        add
      ) : (
        <div className="lp-form__item-head">
          <span className="lp-form__hint">{countText}</span>
          {add}
        </div>
      )}
    </div>
  );
}

/** Event tracking settings; `errors` keys are prefixed with `prefix` (e.g. "eventTracking."). */
export function EventTrackingFields({
  value,
  onChange,
  errors,
  lang,
  prefix = 'eventTracking.',
  enabledLabel,
}: {
  /** Label of the on/off box; "Report an event on click" by default. */
  enabledLabel?: string;
  value: EventTracking;
  onChange: (value: EventTracking) => void;
  errors: Record<string, string>;
  lang: Lang;
  prefix?: string;
}) {
  const t = translator(SHARED_STRINGS, lang);
  return (
    <Section title={t('eventTracking')}>
      <CheckboxField
        label={enabledLabel ?? t('eventEnabled')}
        hint={t('eventHint')}
        checked={value.enabled}
        onChange={(enabled) => onChange({ ...value, enabled })}
      />
      {value.enabled ? (
        <>
          <SelectField
            label={t('eventType')}
            value={value.eventType}
            options={EVENT_TYPES.map((type) => ({ value: type, label: EVENT_NAMES[type][lang] }))}
            onChange={(eventType) => onChange({ ...value, eventType })}
            error={errors[`${prefix}eventType`]}
          />
          {value.eventType === 'Custom' ? (
            <TextField
              label={t('customEventName')}
              hint={t('customEventHint')}
              value={value.customEventName}
              maxLength={40}
              onChange={(customEventName) => onChange({ ...value, customEventName })}
              error={errors[`${prefix}customEventName`]}
            />
          ) : null}
        </>
      ) : null}
    </Section>
  );
}

export function AnimationField({
  value,
  onChange,
  lang,
  error,
}: {
  value: Animation;
  onChange: (value: Animation) => void;
  lang: Lang;
  error?: string | undefined;
}) {
  return (
    <SelectField
      label={SHARED_STRINGS.animation[lang]}
      value={value}
      error={error}
      options={ANIMATIONS.map((name) => ({ value: name, label: ANIMATION_NAMES[name][lang] }))}
      onChange={onChange}
    />
  );
}

/** Options of an enum from a names table in the given language. */
export function optionsOf<T extends string>(
  values: readonly T[],
  names: Record<T, { 'zh-cn': string; en: string }>,
  lang: Lang,
): Option<T>[] {
  return values.map((value) => ({ value, label: names[value][lang] }));
}
