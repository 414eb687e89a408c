import { type ComponentType, createElement, useCallback } from 'react';
import type * as z from 'zod/mini';
import type { ModuleEditor, SettingsFormProps } from '#modules/types.ts';

/**
 * Issue codes that mean a value is not of the schema's shape at all (a text where a list belongs,
 * an unknown option), as opposed to a value of the right shape that breaks a rule (out of range,
 * empty, badly formatted), which is what a settings form is there to show and fix.
 */
const SHAPE_ISSUES: ReadonlySet<string> = new Set([
  'invalid_type',
  'invalid_value',
  'invalid_union',
  'invalid_key',
  'invalid_element',
]);

/**
 * Whether `value` has the shape of the schema's props, so that a form typed for them can edit it:
 * it parses, or it fails only on rules (bounds, formats, required texts, the module's own
 * checks). The form gets the value as stored, not the parsed output, so what the member types is
 * never trimmed or rewritten under the cursor.
 */
export function hasPropsShape<S extends z.ZodMiniType>(schema: S, value: unknown): value is z.output<S> {
  const parsed = schema.safeParse(value);
  return parsed.success || parsed.error.issues.every((issue) => !SHAPE_ISSUES.has(issue.code));
}

/**
 * A module's settings-form loader for the editor registry, which hands every form the stored
 * props of whatever module is selected (`unknown`). The module's form is typed for its own props;
 * between the two stands a check, not a cast: the form gets the stored value when it has the
 * props' shape, and the schema's defaults when it does not (data the form could not edit; saving
 * then writes valid props over it). A value the form itself made (its `onChange` output, which
 * comes back as the next value) is of its props' type and is not parsed again: typing parses
 * nothing before the character is shown (BENCHMARKS row 10).
 */
export function formLoader<S extends z.ZodMiniType>(
  schema: S,
  load: () => Promise<{ default: ComponentType<SettingsFormProps<z.output<S>>> }>,
): ModuleEditor['loadForm'] {
  return async () => {
    const { default: Form } = await load();
    const made = new WeakSet<object>();
    /** Whether the typed form itself made `value` (then it is of its props' type). */
    const madeByForm = (value: unknown): value is z.output<S> =>
      typeof value === 'object' && value !== null && made.has(value);
    function ModuleForm({ value, onChange, errors, lang, services }: SettingsFormProps<unknown>) {
      const props = madeByForm(value) || hasPropsShape(schema, value) ? value : schema.parse({});
      const change = useCallback(
        (next: z.output<S>, typed?: boolean) => {
          if (typeof next === 'object' && next !== null) made.add(next);
          onChange(next, typed);
        },
        [onChange],
      );
      return createElement(Form, { value: props, onChange: change, errors, lang, services });
    }
    ModuleForm.displayName = `ModuleForm(${Form.displayName ?? Form.name})`;
    return { default: ModuleForm };
  };
}
