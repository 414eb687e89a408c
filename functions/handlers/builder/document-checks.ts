import * as z from 'zod/mini';
import type { Lang } from '#core/i18n/lang.ts';
import { type PageDocument, pageDocumentSchema, upgradeDocument } from '#core/page/document.ts';
import type { FieldErrors } from '#core/validation/parse.ts';
import { parseLocalized } from '#core/validation/parse.ts';
import { AppError } from '#functions/platform/errors.ts';
import { normalizeDocument } from '#modules/server-registry.ts';
import { validateDocument } from '#modules/validate.ts';

/**
 * What a save does to the sent document: the page document's and every module's schema, and the
 * rich text's sanitiser. Loaded by the save handler when a request's body has passed its contract
 * (save.ts), so a cold start's refused call builds none of them.
 */

const DUPLICATE_ID = {
  en: 'Two modules share the id {id}',
  'zh-cn': '有两个模块使用了同一个标识 {id}',
} as const;

let savedDocumentSchema: z.ZodMiniObject<{ doc: typeof pageDocumentSchema }> | undefined;
/** The body's document under its request name, so that messages name `doc.…` (built on first save). */
const savedDocument = () => (savedDocumentSchema ??= z.object({ doc: pageDocumentSchema }));

/**
 * Reads the sent document: the document shape (setup, at most MAX_MODULES modules, known types,
 * props objects) after migrations, and unique module ids. A failure is a refused request.
 */
function readDocument(raw: unknown, lang: Lang): PageDocument {
  // In the request's language, each message naming its field as the request does ("doc.modules.0.id").
  const parsed = parseLocalized(savedDocument(), { doc: upgradeDocument(raw) }, lang, { nameFields: true });
  if (!parsed.success) {
    throw new AppError('ValidationFailed', {
      data: { errors: parsed.errors },
      localizedMessage: parsed.message,
    });
  }
  const doc: PageDocument = parsed.data.doc;
  const seen = new Set<string>();
  for (const [index, instance] of doc.modules.entries()) {
    if (seen.has(instance.id)) {
      const message = DUPLICATE_ID[lang].replace('{id}', instance.id);
      throw new AppError('ValidationFailed', {
        data: { errors: { [`doc.modules.${index}.id`]: message } },
        localizedMessage: message,
      });
    }
    seen.add(instance.id);
  }
  return doc;
}

/**
 * The document to store, each module's props normalised by its server entry (rich text's
 * sanitiser, whatever the browser sent), and the modules that are not complete yet.
 */
export function checkDocument(
  raw: unknown,
  lang: Lang,
): { doc: PageDocument; problems: Record<string, FieldErrors> } {
  const doc = normalizeDocument(readDocument(raw, lang));
  return { doc, problems: validateDocument(doc, lang) };
}
