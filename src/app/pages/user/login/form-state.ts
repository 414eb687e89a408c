import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { core } from 'zod/mini';
import { ApiCodeError } from '#app/api/errors.ts';
import { $lang } from '#app/stores/lang.ts';
import { validationErrors } from '#core/contracts/envelope.ts';
import { loginRefusalDataSchema } from '#core/contracts/user.ts';
import { type FieldErrors, parseLocalized } from '#core/validation/parse.ts';

/** The fields of `V` that hold text (typed into an input). */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The state of one login-screen form: values, which fields were visited, and messages from the
 * shared contract (the one the handler runs), so inline checks say exactly what the server would.
 */
export function useContractForm<S extends core.$ZodType, V extends Record<string, string | boolean>>(
  schema: S,
  initial: V,
  /** Fixed fields the contract needs but the member does not type (e.g. `tab`). */
  fixed: Record<string, unknown>,
  /** Prefix of the inputs' ids (the screen holds several forms with the same field names). */
  idPrefix: string,
) {
  const lang = useStore($lang);
  const [values, setValues] = useState<V>(initial);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const check = (next: V) => parseLocalized(schema, { ...next, ...fixed }, lang);
  const result = check(values);
  const allErrors: FieldErrors = result.success ? {} : result.errors;
  /** Messages of the visited fields, then the server's for fields not changed since. */
  const errors: FieldErrors = { ...serverErrors };
  for (const field of visited) {
    const message = allErrors[field];
    if (message) errors[field] = message;
  }

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  /** Marks a field visited (on blur), so its message shows. */
  const visit = (field: string) => {
    setVisited((current) => (current.has(field) ? current : new Set([...current, field])));
  };

  return {
    values,
    errors,
    set,
    visit,
    /**
     * What the input of a text field takes from the form: its id (the prefix and the field's name,
     * which `submit` focuses), name, value, change and blur, and its message. `<TextField
     * {...form.field('code')} label={…} />`.
     */
    field<K extends TextKey<V>>(name: K) {
      return {
        id: `${idPrefix}${name}`,
        name,
        value: values[name] as string,
        onValue: (value: string) => set(name, value as V[K]),
        onBlur: () => visit(name),
        error: errors[name],
      };
    },
    /** All fields visited; the parsed body, or null (and focus on the first wrong field). */
    submit(): core.output<S> | null {
      setVisited(new Set([...Object.keys(values), ...Object.keys(allErrors)]));
      if (result.success) return result.data;
      const first = Object.keys(allErrors)[0];
      if (first) document.getElementById(`${idPrefix}${first}`)?.focus();
      return null;
    },
    /** Shows the field messages of a refused call (code 0 with data.errors). */
    showServerErrors(error: unknown) {
      const errors = error instanceof ApiCodeError ? validationErrors(error.envelope.data) : null;
      if (errors) setServerErrors(errors);
    },
  };
}

/** What a refused call means for the form: its message, and whether the captcha and a wait follow. */
export function refusalOf(error: unknown): { message: string; captcha: boolean; retryAfter: number } | null {
  if (!(error instanceof ApiCodeError)) return null;
  const data = loginRefusalDataSchema.safeParse(error.envelope.data);
  return {
    message: error.envelope.msg,
    captcha: data.success && data.data.captcha,
    retryAfter: data.success ? data.data.retry_after : 0,
  };
}
