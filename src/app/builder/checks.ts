import { atom, onMount } from 'nanostores';
import { afterPaint, nextTask } from '#app/builder/idle.ts';
import { $doc } from '#app/builder/store.ts';
import { $lang } from '#app/stores/lang.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { ModuleInstance } from '#core/page/document.ts';
import { type FieldErrors, parseLocalized } from '#core/validation/parse.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import { cachedDefaults, migrateProps, sampleErrors, validateModule } from '#modules/validate.ts';

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

/**
 * The stored props with their type's defaults for fields not set yet (what a settings form edits),
 * without parsing: the props object itself when it lacks no field, as after any edit through a
 * form, so a form's own output comes back to it as the same object.
 */
export function formValueOf(instance: ModuleInstance): unknown {
  const entry = SCHEMA_REGISTRY[instance.type];
  const migrated = entry ? migrateProps(entry, instance) : null;
  if (!entry || migrated === null) return instance.props;
  const defaults = cachedDefaults(entry);
  for (const key in defaults) if (!Object.hasOwn(migrated, key)) return { ...defaults, ...migrated };
  return migrated;
}

/** The module's check if it has been made (in this language), without making it. */
export const checkedAlready = (instance: ModuleInstance, lang: Lang): ModuleCheck | undefined =>
  cache.get(instance)?.get(lang);

/**
 * Checks one module, once per module version: edits replace only the edited instance, so on a
 * 1,000-module page an edit re-checks one module and every other answer (and its identity, which
 * keeps memoised renders skipped) comes from the cache.
 */
export function checkModule(instance: ModuleInstance, lang: Lang): ModuleCheck {
  let byLang = cache.get(instance);
  const cached = byLang?.get(lang);
  if (cached) return cached;
  const entry = SCHEMA_REGISTRY[instance.type];
  const migrated = entry ? migrateProps(entry, instance) : null;
  let errors: FieldErrors;
  let renderProps: unknown = instance.props;
  const formValue = formValueOf(instance);
  if (!entry || migrated === null) {
    // Unknown type or a newer version than this code knows: validateModule words the problem.
    errors = validateModule(instance, lang);
  } else {
    // One parse gives both the messages and the render props (the same as validateModule's).
    const parsed = parseLocalized(entry.schema, migrated, lang);
    const samples = sampleErrors(entry, formValue as Record<string, unknown>, lang);
    errors = parsed.success ? samples : { ...parsed.errors, ...samples };
    // An incomplete module still renders: the defaults fill what the member has not set yet.
    renderProps = parsed.success ? parsed.data : formValue;
  }
  const valid = Object.keys(errors).length === 0;
  const check: ModuleCheck = { errors: valid ? NO_ERRORS : errors, valid, renderProps, formValue };
  if (!byLang) {
    byLang = new Map();
    cache.set(instance, byLang);
  }
  byLang.set(lang, check);
  return check;
}

export type Problem = { readonly instance: ModuleInstance; readonly errors: FieldErrors };

/** Checking time per slice before yielding to input and paint (ms). */
const SLICE_MS = 8;

const sameProblems = (a: readonly Problem[], b: readonly Problem[]) =>
  a.length === b.length && a.every((p, i) => p.instance === b[i]?.instance && p.errors === b[i]?.errors);

/**
 * Every module that needs fixing, in page order, with its errors; null until the first check of
 * the document has finished. Checked off the critical path (BENCHMARKS rows 9-10): after the
 * frame that shows a change, in slices of SLICE_MS that yield to input. Checks are cached per
 * module version, so after the first pass an edit re-checks one module; an unchanged result keeps
 * its identity (nothing re-renders).
 */
export const $problems = atom<readonly Problem[] | null>(null);

/** The document's problems right now (publishing asks this; cached checks make it cheap). */
export function problemsNow(): Problem[] {
  const lang = $lang.get();
  return $doc.get().modules.flatMap((instance) => {
    const check = checkModule(instance, lang);
    return check.valid ? [] : [{ instance, errors: check.errors }];
  });
}

onMount($problems, () => {
  let cancel: () => void = () => undefined;
  const run = () => {
    cancel();
    const doc = $doc.get();
    const lang = $lang.get();
    const found: Problem[] = [];
    let index = 0;
    const slice = () => {
      const until = performance.now() + SLICE_MS;
      while (index < doc.modules.length) {
        const instance = doc.modules[index] as ModuleInstance;
        index += 1;
        const check = checkModule(instance, lang);
        if (!check.valid) found.push({ instance, errors: check.errors });
        if (performance.now() >= until && index < doc.modules.length) {
          cancel = nextTask(slice, 'background');
          return;
        }
      }
      const before = $problems.get();
      if (!before || !sameProblems(before, found)) $problems.set(found);
    };
    cancel = afterPaint(slice, 'background');
  };
  const stopDoc = $doc.listen(run);
  const stopLang = $lang.listen(run);
  run();
  return () => {
    cancel();
    stopDoc();
    stopLang();
    $problems.set(null);
  };
});
