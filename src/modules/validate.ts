import type { Lang } from '#core/i18n/lang.ts';
import type { ModuleInstance, PageDocument } from '#core/page/document.ts';
import { type FieldErrors, parseLocalized } from '#core/validation/parse.ts';
import { type ModuleSchemaEntry, SCHEMA_REGISTRY } from '#modules/schemas.ts';
import type { ModuleType, SampleField } from '#modules/types.ts';

/** The schemas validation reads: the schema-only registry, or another for tests. */
export type SchemaLookup = Partial<Record<ModuleType, ModuleSchemaEntry>>;

const UNKNOWN_TYPE = {
  en: 'This module type is not available: remove the module',
  'zh-cn': '该模块类型不可用，请删除此模块',
} as const;

const NEWER_VERSION = {
  en: 'This module was saved by a newer version of the builder: reload the page',
  'zh-cn': '此模块由更新版本的编辑器保存，请刷新页面',
} as const;

/**
 * Upgrades a module's stored props to its type's current version (`migrations[v - 1]` turns
 * version v into v + 1). Null when the stored version is newer than the code knows.
 */
export function migrateProps(
  entry: ModuleSchemaEntry,
  instance: ModuleInstance,
): Record<string, unknown> | null {
  if (instance.version > entry.version) return null;
  let props = instance.props;
  for (const migrate of entry.migrations.slice(instance.version - 1, entry.version - 1))
    props = migrate(props);
  return props;
}

/** One module's field errors (empty when valid), keyed by dotted path; "" for the module as a whole. */
export function validateModule(
  instance: ModuleInstance,
  lang: Lang,
  registry: SchemaLookup = SCHEMA_REGISTRY,
): FieldErrors {
  const entry = registry[instance.type];
  if (!entry) return { '': UNKNOWN_TYPE[lang] };
  const props = migrateProps(entry, instance);
  if (props === null) return { '': NEWER_VERSION[lang] };
  const result = parseLocalized(entry.schema, props, lang);
  const samples = sampleErrors(entry, { ...cachedDefaults(entry), ...props }, lang);
  return result.success ? samples : { ...result.errors, ...samples };
}

/** "WhatsApp number is still the example": a sample field the member has not filled in yet. */
export const sampleMessage = (field: SampleField, lang: Lang): string =>
  lang === 'en' ? `${field.name.en} is still the example` : `${field.name['zh-cn']}仍是示例内容`;

/**
 * The module's sample fields that still hold no value of the member's own (empty, or an earlier
 * version's example value), keyed by path. `props` are the stored props with defaults filled in.
 */
export function sampleErrors(
  entry: ModuleSchemaEntry,
  props: Readonly<Record<string, unknown>>,
  lang: Lang,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of entry.samples?.(props) ?? []) {
    const value = valueAt(props, field.path);
    const text = typeof value === 'string' ? value.trim() : value === undefined ? '' : null;
    if (text === '' || (text !== null && field.examples?.includes(text)))
      errors[field.path] = sampleMessage(field, lang);
  }
  return errors;
}

/** The value at a dotted path ("items.0.url"), undefined where the path ends early. */
function valueAt(props: unknown, path: string): unknown {
  let current = props;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const defaultsCache = new WeakMap<ModuleSchemaEntry, Record<string, unknown>>();

/** defaultProps, computed once per module type (the object is shared: never change it). */
export function cachedDefaults(entry: ModuleSchemaEntry): Record<string, unknown> {
  let value = defaultsCache.get(entry);
  if (!value) {
    value = defaultProps(entry);
    defaultsCache.set(entry, value);
  }
  return value;
}

/**
 * Every invalid module of a document with its field errors, in the member's language; valid
 * modules are left out, so an empty object means the document can be published.
 */
export function validateDocument(
  doc: PageDocument,
  lang: Lang,
  registry: SchemaLookup = SCHEMA_REGISTRY,
): Record<string, FieldErrors> {
  const problems: Record<string, FieldErrors> = {};
  for (const instance of doc.modules) {
    const errors = validateModule(instance, lang, registry);
    if (Object.keys(errors).length > 0) problems[instance.id] = errors;
  }
  return problems;
}

/**
 * The props a newly added module starts with: the schema's defaults. Where the spec needs the
 * member's input first (a swiper needs a picture), `parse({})` fails; then each field that has
 * a default takes it and the rest stay unset, and the canvas marks the module until completed.
 */
export function defaultProps(entry: ModuleSchemaEntry | undefined): Record<string, unknown> {
  if (!entry) return {};
  const whole = entry.schema.safeParse({});
  if (whole.success && isRecord(whole.data)) return whole.data;
  const shape = objectShape(entry.schema);
  const props: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const parsed = field.safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) props[key] = parsed.data;
  }
  return props;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/** The fields of an object schema, looking through wrappers (pipe, default, refinements keep `shape`). */
function objectShape(schema: unknown): Record<string, Parser> {
  let current = schema as { shape?: unknown; def?: { in?: unknown; innerType?: unknown } } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (isRecord(current.shape)) return current.shape as Record<string, Parser>;
    current = (current.def?.in ?? current.def?.innerType) as typeof current;
  }
  return {};
}
