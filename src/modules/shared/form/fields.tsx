import { memo, type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import type { Lang, Localized } from '#core/i18n/lang.ts';
import {
  CheckboxField,
  ColorField,
  ListEditor,
  ListError,
  NumberField,
  Section,
  SelectField,
  TextArea,
  TextField,
} from '#modules/shared/form/controls.tsx';
import type { FormServices } from '#modules/types.ts';

/**
 * The field-description kit: a settings form as a list of fields keyed by the schema's own keys.
 * Limits and options come from the schema (a number's min and max, a select's options, a list's
 * bounds, a text's maximum length where the field is `capped`), never repeated in JSX; the texts
 * come from the module's strings. Hand-written forms remain where a module needs one.
 */

/** The keys of P whose values are V. */
type KeysOf<P, V> = { [K in keyof P]-?: P[K] extends V ? K : never }[keyof P] & string;

/** The element type of a list prop. */
type ItemOf<L> = L extends readonly (infer T)[] ? T : never;

type Common = { label: string; hint?: string };

/** One field of a form (or a group of them), discriminated by its kind's key. */
export type Field<P> =
  | (Common & {
      text: KeysOf<P, string>;
      type?: 'url' | 'tel' | 'email';
      placeholder?: string;
      /** The input stops at the schema's maximum length. */
      capped?: boolean;
    })
  | (Common & { textarea: KeysOf<P, string>; rows?: number; placeholder?: string; capped?: boolean })
  | (Common & { number: KeysOf<P, number>; step?: number })
  | (Common & {
      select: KeysOf<P, string>;
      /** Each option's label, by the schema's option; absent: the option itself. */
      labels?: Readonly<Record<string, string>>;
      /** The allowed values where the schema checks them with a refine instead of an enum (brand keys). */
      options?: readonly string[];
    })
  | (Common & { colour: KeysOf<P, string>; optional?: boolean })
  | (Common & { toggle: KeysOf<P, boolean> })
  | (Common & { image: KeysOf<P, string>; removable?: boolean })
  | { row: readonly Field<P>[] }
  /** Fields side by side in a responsive grid. */
  | { grid: readonly Field<P>[] }
  | { section: string; fields: readonly Field<P>[] }
  /** Fields shown only while `when` holds for the value (e.g. the divider's text options). */
  | { when: (value: P) => boolean; fields: readonly Field<P>[] }
  | { list: KeysOf<P, readonly unknown[]>; render: (context: FieldContext<P>) => ReactNode }
  | { custom: (context: FieldContext<P>) => ReactNode };

/** What a field renders with: the value, its schema, errors under `prefix`, the builder's services. */
export type FieldContext<P> = {
  value: P;
  /** Changes keys of the value; `typed`: by a key in a text control (SettingsFormProps). */
  set: (patch: Partial<P>, typed?: boolean) => void;
  schema: unknown;
  errors: Record<string, string>;
  /** Prefix of this value's error keys ('' for the props, 'items.2.' for a list item). */
  prefix: string;
  lang: Lang;
  services: FormServices;
};

/** A select's labels in one language, from a module's names of its options. */
export function labelsIn(names: Readonly<Record<string, Localized>>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(names).map(([option, name]) => [option, name[lang]]));
}

// ---------------------------------------------------------------------------------------------
// Reading the schema (zod's own definitions; no zod import here, forms load on demand).

type SchemaNode = {
  _zod?: {
    def?: { type?: string; innerType?: unknown; in?: unknown; checks?: unknown[]; element?: unknown };
    /** An enum's options, in order. */
    values?: ReadonlySet<unknown>;
  };
  shape?: Record<string, unknown>;
};

type CheckDef = {
  check?: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
};

/**
 * A number's or a text's (or a list's) bounds, folded from its checks as zod's classic API folds
 * them for `minValue`, `maxValue` and `maxLength` (which `zod/mini` schemas do not have): the
 * greatest lower and the least upper bound; a whole number is within the safe integers.
 */
export function checkBounds(node: SchemaNode | undefined): { minimum?: number; maximum?: number } {
  let minimum: number | undefined;
  let maximum: number | undefined;
  const atLeast = (value: number | undefined) => {
    if (value !== undefined && (minimum === undefined || value > minimum)) minimum = value;
  };
  const atMost = (value: number | undefined) => {
    if (value !== undefined && (maximum === undefined || value < maximum)) maximum = value;
  };
  for (const check of node?._zod?.def?.checks ?? []) {
    const def = (check as { _zod?: { def?: CheckDef } })._zod?.def;
    if (def?.check === 'greater_than' && def.inclusive) atLeast(def.value);
    else if (def?.check === 'less_than' && def.inclusive) atMost(def.value);
    else if (def?.check === 'min_length') atLeast(def.minimum);
    else if (def?.check === 'max_length') atMost(def.maximum);
    else if (def?.check === 'number_format' && def.format === 'safeint') {
      atLeast(Number.MIN_SAFE_INTEGER);
      atMost(Number.MAX_SAFE_INTEGER);
    }
  }
  return { ...(minimum !== undefined ? { minimum } : {}), ...(maximum !== undefined ? { maximum } : {}) };
}

/** An enum's options (none for other schemas). */
export const enumOptions = (node: SchemaNode | undefined): readonly string[] | undefined =>
  node?._zod?.def?.type === 'enum' && node._zod.values ? ([...node._zod.values] as string[]) : undefined;

/** The schema under its wrappers (default, prefault, optional, pipe). */
function unwrap(schema: unknown): SchemaNode | undefined {
  let node = schema as SchemaNode | undefined;
  for (let depth = 0; node?._zod?.def && depth < 8; depth += 1) {
    const inner = node._zod.def.innerType ?? node._zod.def.in;
    if (!inner) break;
    node = inner as SchemaNode;
  }
  return node;
}

/** The schema of one key of an object schema. */
export function fieldSchema(schema: unknown, key: string): SchemaNode | undefined {
  return unwrap(unwrap(schema)?.shape?.[key]);
}

/** A list's length bounds, from its schema's checks. */
export function listBounds(schema: unknown): { min: number; max: number | undefined } {
  const { minimum, maximum } = checkBounds(unwrap(schema));
  return { min: minimum ?? 0, max: maximum };
}

const bound = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

// ---------------------------------------------------------------------------------------------

/** Renders `fields` for `context.value`. */
export function renderFields<P>(fields: readonly Field<P>[], context: FieldContext<P>): ReactNode[] {
  return fields.map((field, index) => renderField(field, context, index));
}

/** A field that edits one key of the value (no group, list or custom field). */
type LeafField<P> = Exclude<
  Field<P>,
  | { row: unknown }
  | { grid: unknown }
  | { section: unknown }
  | { when: unknown }
  | { list: unknown }
  | { custom: unknown }
>;

/** The key a leaf field edits. */
function keyOf<P>(field: LeafField<P>): string {
  if ('text' in field) return field.text;
  if ('textarea' in field) return field.textarea;
  if ('number' in field) return field.number;
  if ('select' in field) return field.select;
  if ('colour' in field) return field.colour;
  if ('toggle' in field) return field.toggle;
  return field.image;
}

function renderField<P>(field: Field<P>, context: FieldContext<P>, index: number): ReactNode {
  const { value, set, schema, errors, prefix, lang, services } = context;
  if ('row' in field)
    return (
      <div className="lp-form__row" key={index}>
        {renderFields(field.row, context)}
      </div>
    );
  if ('grid' in field)
    return (
      <div className="lp-form__grid" key={index}>
        {renderFields(field.grid, context)}
      </div>
    );
  if ('section' in field)
    return (
      <Section title={field.section} key={index}>
        {renderFields(field.fields, context)}
      </Section>
    );
  if ('when' in field) return field.when(value) ? renderFields(field.fields, context) : null;
  if ('list' in field || 'custom' in field)
    return <div key={index}>{'list' in field ? field.render(context) : field.custom(context)}</div>;
  const key = keyOf(field);
  return (
    <Leaf<P>
      key={key}
      field={field}
      value={(value as Record<string, unknown>)[key]}
      error={errors[`${prefix}${key}`]}
      set={set}
      schema={schema}
      lang={lang}
      services={services}
    />
  );
}

type LeafProps<P> = {
  field: LeafField<P>;
  /** The value of the field's key. */
  value: unknown;
  error: string | undefined;
  set: (patch: Partial<P>, typed?: boolean) => void;
  schema: unknown;
  lang: Lang;
  services: FormServices;
};

/** Whether two descriptions of a field say the same (forms describe their fields anew on every render). */
function sameField(a: object, b: object): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * One field editing one key. Memoised on what it shows: typing in one field re-renders that field
 * alone, not the form's others (BENCHMARKS row 10), as long as the form's `set` keeps its identity
 * (FieldsForm's does; a list item's changes with the item).
 */
const Leaf = memo(
  function Leaf<P>({ field, value, error, set, schema, lang, services }: LeafProps<P>) {
    const hint = 'hint' in field && field.hint !== undefined ? { hint: field.hint } : {};
    if ('text' in field || 'textarea' in field) {
      const key = 'text' in field ? field.text : field.textarea;
      const limit = field.capped ? bound(checkBounds(fieldSchema(schema, key)).maximum) : undefined;
      const common = {
        label: field.label,
        ...hint,
        ...(field.placeholder !== undefined ? { placeholder: field.placeholder } : {}),
        ...(limit !== undefined ? { maxLength: limit } : {}),
        value: String(value ?? ''),
        error,
        onChange: (next: string) => set({ [key]: next } as Partial<P>, true),
      };
      return 'text' in field ? (
        <TextField {...common} {...(field.type ? { type: field.type } : {})} />
      ) : (
        <TextArea {...common} {...(field.rows !== undefined ? { rows: field.rows } : {})} />
      );
    }
    if ('number' in field) {
      const node = fieldSchema(schema, field.number);
      const min = bound(checkBounds(node).minimum);
      const max = bound(checkBounds(node).maximum);
      return (
        <NumberField
          label={field.label}
          {...hint}
          value={Number(value ?? 0)}
          {...(min !== undefined ? { min } : {})}
          {...(max !== undefined ? { max } : {})}
          {...(field.step !== undefined ? { step: field.step } : {})}
          error={error}
          onChange={(next) => set({ [field.number]: next } as Partial<P>)}
        />
      );
    }
    if ('select' in field) {
      const options = field.options ?? enumOptions(fieldSchema(schema, field.select)) ?? [];
      return (
        <SelectField
          label={field.label}
          value={String(value ?? '')}
          options={options.map((option) => ({ value: option, label: field.labels?.[option] ?? option }))}
          error={error}
          onChange={(next) => set({ [field.select]: next } as Partial<P>)}
        />
      );
    }
    if ('colour' in field)
      return (
        <ColorField
          label={field.label}
          lang={lang}
          {...(field.optional ? { optional: true } : {})}
          value={String(value ?? '')}
          error={error}
          onChange={(next) => set({ [field.colour]: next } as Partial<P>)}
        />
      );
    if ('toggle' in field)
      return (
        <CheckboxField
          label={field.label}
          {...hint}
          checked={Boolean(value)}
          onChange={(next) => set({ [field.toggle]: next } as Partial<P>)}
        />
      );
    return (
      <div>
        <services.ImageField
          label={field.label}
          {...hint}
          value={String(value ?? '')}
          {...(field.removable === false ? { removable: false } : {})}
          onChange={(next) => set({ [field.image]: next } as Partial<P>)}
        />
        <ListError error={error} />
      </div>
    );
  },
  (before, after) =>
    Object.is(before.value, after.value) &&
    before.error === after.error &&
    before.set === after.set &&
    before.schema === after.schema &&
    before.lang === after.lang &&
    before.services === after.services &&
    sameField(before.field, after.field),
) as <P>(props: LeafProps<P>) => ReactNode;

/** The texts of a list field; `count` may use {count} and {max}. */
export type ListTexts<T = unknown> = {
  /** An item's name, e.g. "Picture {index}", or made from the item. */
  item: string | ((item: T, index: number) => string);
  /** The add button, as is; or `addLabel`: "+ {addLabel} (max n)". */
  add?: string;
  addLabel?: string;
  /** Beside the add button, e.g. "{count} of {max} pictures". */
  count?: string;
  /**
   * Said when the member tries to cross the schema's bounds (one text for both, or each its
   * own); without it the button at that bound is disabled.
   */
  refused?: string | { readonly min?: string; readonly max?: string };
};

/**
 * An item's fields: a fixed list, or made from the item and the whole value when they depend on
 * other fields (a channel's own inputs, the form's link type).
 */
export type ItemFields<P, T> = readonly Field<T>[] | ((item: T, value: P) => readonly Field<T>[]);

const fill = (text: string, values: Record<string, number | undefined>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/**
 * A list of items with add, remove and reorder (the shared ListEditor): its bounds from the
 * schema, each item's fields described like the form's own.
 */
export function listField<P, K extends KeysOf<P, readonly unknown[]>>(
  key: K,
  texts: ListTexts<ItemOf<P[K]>>,
  create: () => ItemOf<P[K]>,
  itemFields: ItemFields<P, ItemOf<P[K]>>,
): Field<P> {
  const refused =
    typeof texts.refused === 'string' ? { min: texts.refused, max: texts.refused } : texts.refused;
  return {
    list: key,
    render: (context) => {
      const items = ((context.value as Record<string, unknown>)[key] ?? []) as ItemOf<P[K]>[];
      const node = fieldSchema(context.schema, key);
      const { min, max } = listBounds(node);
      const element = node?._zod?.def?.element;
      return (
        <ListEditor<ItemOf<P[K]>>
          items={items}
          onChange={(next) => context.set({ [key]: next } as Partial<P>)}
          create={create}
          lang={context.lang}
          min={min}
          {...(max !== undefined ? { max } : {})}
          error={context.errors[`${context.prefix}${key}`]}
          {...(texts.add !== undefined ? { addText: texts.add } : {})}
          {...(texts.addLabel !== undefined ? { addLabel: texts.addLabel } : {})}
          {...(texts.count ? { countText: fill(texts.count, { count: items.length, max }) } : {})}
          {...(refused?.min ? { minMessage: refused.min } : {})}
          {...(refused?.max ? { maxMessage: refused.max } : {})}
          itemTitle={(item, index) =>
            typeof texts.item === 'string' ? fill(texts.item, { index: index + 1 }) : texts.item(item, index)
          }
          renderItem={(item, index, update) =>
            renderFields(typeof itemFields === 'function' ? itemFields(item, context.value) : itemFields, {
              ...context,
              value: item,
              set: (patch) => update({ ...(item as object), ...patch } as ItemOf<P[K]>),
              schema: element,
              prefix: `${context.prefix}${key}.${index}.`,
            })
          }
        />
      );
    },
  };
}

/** A whole settings form described by its fields (keys of a form's fields are fixed positions). */
export function FieldsForm<P>({
  fields,
  value,
  onChange,
  schema,
  errors,
  lang,
  services,
}: {
  fields: readonly Field<P>[];
  value: P;
  onChange: (next: P, typed?: boolean) => void;
  schema: unknown;
  errors: Record<string, string>;
  lang: Lang;
  services: FormServices;
}) {
  // One `set` for the form's life (its fields skip rendering when theirs has not changed), reading
  // the value of the last render or of its own last change, whichever came later: a typed change
  // may render after the next key, in this field or another (SettingsFormProps).
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const set = useCallback(
    (patch: Partial<P>, typed?: boolean) => {
      const next = { ...(latest.current as object), ...patch } as P;
      latest.current = next;
      onChange(next, typed);
    },
    [onChange],
  );
  return (
    <div className="lp-form">
      {renderFields(fields, { value, set, schema, errors, prefix: '', lang, services })}
    </div>
  );
}
