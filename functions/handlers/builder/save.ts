import type { PageSaveData, PageSaveFailure } from '#core/contracts/builder.ts';
import { pageSave } from '#core/contracts/endpoints/builder.ts';
import { getPage, savePageDocument } from '#functions/data/pages-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';

const MISSING: PageSaveFailure = { reason: 'missing' };
const SAVED = { en: 'Saved', 'zh-cn': '已保存' };

/**
 * POST /client/page/save: stores a new draft version of the caller's page if it is still at
 * `version`. Decision (documented in the README): a draft may hold incomplete modules — the
 * builder saves work in progress — so after the structural document check the props are stored
 * as sent (rich text sanitised) and each module's rule failures come back in data.problems;
 * publishing refuses while there are any. A stale version or a page saved meanwhile answers
 * reason 'conflict' (with the version the page is at, and the named save that made it) and never
 * overwrites; another member's or a deleted page answers 'missing'. A named save (save_id) sent
 * again after its answer was lost is answered as it was the first time, and stored once.
 */
export const saveHandler = defineHandler(pageSave, {
  async run({ body, ctx }) {
    const caller = requireCaller(ctx);
    // The page is read while the document checks load and run: one round trip less before the
    // answer. A document the checks refuse is answered as before, whatever the read finds.
    const current = getPage(caller.member.id, body.id);
    current.catch(() => undefined);
    // The document's and modules' schemas and the sanitiser load once a body has passed the contract.
    const { checkDocument } = await import('#functions/handlers/builder/document-checks.ts');
    const { doc, problems } = checkDocument(body.doc, ctx.lang);
    const result = await savePageDocument(
      caller.member.id,
      body.id,
      body.version,
      doc,
      ctx.nowMs,
      current,
      body.save_id ?? '',
    );
    if (!result.ok) {
      if (result.reason === 'missing') throw new AppError('PageNotFound', { data: MISSING });
      const conflict: PageSaveFailure = { reason: 'conflict', version: result.version };
      if (result.savedBy) conflict.saved_by = result.savedBy;
      throw new AppError('PageSaveConflict', { data: conflict });
    }
    const data: PageSaveData = { version: result.version, problems };
    return { data, msg: SAVED };
  },
});
