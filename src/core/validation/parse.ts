import type { core } from 'zod';
import type { Lang, Localized } from '#core/i18n/lang.ts';
import { sentenceErrorMap } from '#core/validation/messages.ts';

/**
 * Translations of custom validation messages. Schemas write the spec's English text as the
 * message (e.g. "Maximum 5 platforms allowed"); this table gives the zh-cn text for it.
 * Issues without a message of their own read as sentences from #core/validation/messages.ts.
 */
const customMessages = new Map<string, Localized>();

/** Registers the zh-cn texts of custom messages (each capability adds its own). */
export function registerMessages(entries: readonly Localized[]): void {
  for (const entry of entries) customMessages.set(entry.en, entry);
}

const errorMaps = {
  named: { en: sentenceErrorMap('en', true), 'zh-cn': sentenceErrorMap('zh-cn', true) },
  here: { en: sentenceErrorMap('en', false), 'zh-cn': sentenceErrorMap('zh-cn', false) },
} satisfies Record<string, Record<Lang, core.$ZodErrorMap>>;

function localize(message: string, lang: Lang): string {
  return customMessages.get(message)?.[lang] ?? message;
}

export type FieldErrors = Record<string, string>;

/** Every field's first message, keyed by its dotted path ("" for the whole value). */
export function fieldErrors(issues: readonly core.$ZodIssue[], lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in errors)) errors[field] = localize(issue.message, lang);
  }
  return errors;
}

/**
 * What parseLocalized calls: `safeParse`, a method of every schema of either zod API (classic and
 * `zod/mini`), which `core.$ZodType` does not name. The method rather than zod core's `safeParse`
 * function, so that this module (in the browser's first load, with the registered messages)
 * imports no zod code of its own.
 */
type SafeParsing = {
  safeParse(
    value: unknown,
    params: { error: core.$ZodErrorMap },
  ): { success: true; data: unknown } | { success: false; error: { issues: core.$ZodIssue[] } };
};

export type ParseResult<T> =
  | { success: true; data: T }
  | { success: false; message: string; errors: FieldErrors };

/**
 * Parses with the shared schema and answers messages in the given language. `nameFields` puts
 * each field's name in its message (API refusals); forms show messages beside their field. Takes
 * a schema of either zod API (classic or `zod/mini`): both are zod's core schemas.
 */
export function parseLocalized<S extends core.$ZodType>(
  schema: S,
  value: unknown,
  lang: Lang,
  options: { nameFields?: boolean } = {},
): ParseResult<core.output<S>> {
  const result = (schema as S & SafeParsing).safeParse(value, {
    error: errorMaps[options.nameFields ? 'named' : 'here'][lang],
  });
  if (result.success) return { success: true, data: result.data as core.output<S> };
  const errors = fieldErrors(result.error.issues, lang);
  const message = Object.values(errors)[0] ?? '';
  return { success: false, message, errors };
}
