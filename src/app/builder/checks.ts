import { computed } from 'nanostores';
import { $doc } from '#app/builder/store.ts';
import { $lang } from '#app/stores/lang.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { FieldErrors } from '#core/validation/parse.ts';
import type { ModuleInstance } from '#modules/document.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import { defaultProps, migrateProps, validateModule } from '#modules/validate.ts';

/** A module's check: its field errors and the props its render component gets. */
export type ModuleCheck = {
  readonly errors: FieldErrors;
  readonly valid: boolean;
  /** The parsed props (defaults filled, values normalised), for the render component. */
  readonly renderProps: unknown;
  /** The props as stored with defaults for missing fields, for the settings form (no trimming while typing). */
  readonly formValue: unknown;
};

const NO_ERRORS: FieldErrors = Object.freeze({});
const cache = new WeakMap<ModuleInstance, Map<Lang, ModuleCheck>>();
const defaults = new Map<string, Record<string, unknown>>();

function defaultsOf(entry: Parameters<typeof defaultProps>[0] & object): Record<string, unknown> {
  let value = defaults.get(entry.type);
  if (!value) {
    value = defaultProps(entry);
    defaults.set(entry.type, value);
  }
  return value;
}

/**
 * Checks one module, once per module version: edits replace only the edited instance, so on a
 * 1,000-module page an edit re-checks one module and every other answer (and its identity, which
 * keeps memoised renders skipped) comes from the cache.
 */
export function checkModule(instance: ModuleInstance, lang: Lang): ModuleCheck {
  let byLang = cache.get(instance);
  const cached = byLang?.get(lang);
  if (cached) return cached;
  const errors = validateModule(instance, lang);
  const valid = Object.keys(errors).length === 0;
  const entry = SCHEMA_REGISTRY[instance.type];
  let renderProps: unknown = instance.props;
  let formValue: unknown = instance.props;
  if (entry) {
    const migrated = migrateProps(entry, instance) ?? instance.props;
    formValue = { ...defaultsOf(entry), ...migrated };
    const parsed = entry.schema.safeParse(migrated);
    // An incomplete module still renders: the defaults fill what the member has not set yet.
    renderProps = parsed.success ? parsed.data : formValue;
  }
  const check: ModuleCheck = { errors: valid ? NO_ERRORS : errors, valid, renderProps, formValue };
  if (!byLang) {
    byLang = new Map();
    cache.set(instance, byLang);
  }
  byLang.set(lang, check);
  return check;
}

/** Every module that needs fixing, in page order, with its errors. */
export const $problems = computed([$doc, $lang], (doc, lang) =>
  doc.modules.flatMap((instance) => {
    const check = checkModule(instance, lang);
    return check.valid ? [] : [{ instance, errors: check.errors }];
  }),
);
