import * as z from 'zod';
import type { PageSaveData, PageSaveFailure } from '#core/contracts/builder.ts';
import { pageSave } from '#core/contracts/endpoints/builder.ts';
import { type PageDocument, pageDocumentSchema, upgradeDocument } from '#core/page/document.ts';
import { parseLocalized } from '#core/validation/parse.ts';
import { savePageDocument } from '#functions/data/pages-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { normalizeDocument } from '#modules/server-registry.ts';
import { validateDocument } from '#modules/validate.ts';

const CONFLICT: PageSaveFailure = { reason: 'conflict' };
const MISSING: PageSaveFailure = { reason: 'missing' };
const SAVED = { en: 'Saved', 'zh-cn': '已保存' };

const DUPLICATE_ID = {
  en: 'Two modules share the id {id}',
  'zh-cn': '有两个模块使用了同一个标识 {id}',
} as const;

let savedDocumentSchema: z.ZodObject<{ doc: typeof pageDocumentSchema }> | undefined;
/** The body's document under its request name, so that messages name `doc.…` (built on first save). */
const savedDocument = () => (savedDocumentSchema ??= z.object({ doc: pageDocumentSchema }));

/**
 * Reads the sent document: the document shape (setup, at most MAX_MODULES modules, known types,
 * props objects) after migrations, and unique module ids. A failure is a refused request.
 */
function readDocument(raw: unknown, lang: 'en' | 'zh-cn'): PageDocument {
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
 * POST /client/page/save: stores a new draft version of the caller's page if it is still at
 * `version`. Decision (documented in the README): a draft may hold incomplete modules — the
 * builder saves work in progress — so after the structural document check the props are stored
 * as sent (rich text sanitised) and each module's rule failures come back in data.problems;
 * publishing refuses while there are any. A stale version or a page saved meanwhile answers
 * reason 'conflict' and never overwrites; another member's or a deleted page answers 'missing'.
 */
export const saveHandler = defineHandler(pageSave, {
  async run({ body, ctx }) {
    const caller = requireCaller(ctx);
    // Each module's server normalisation (rich text's sanitiser), whatever the browser sent.
    const doc = normalizeDocument(readDocument(body.doc, ctx.lang));
    const problems = validateDocument(doc, ctx.lang);
    const result = await savePageDocument(caller.member.id, body.id, body.version, doc, ctx.nowMs);
    if (!result.ok) {
      if (result.reason === 'missing') throw new AppError('PageNotFound', { data: MISSING });
      throw new AppError('PageSaveConflict', { data: CONFLICT });
    }
    const data: PageSaveData = { version: result.version, problems };
    return { data, msg: SAVED };
  },
});
