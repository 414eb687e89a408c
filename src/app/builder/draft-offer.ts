import * as z from 'zod';
import { askConfirm } from '#app/builder/confirm.ts';
import { dropDraft, readDraft } from '#app/builder/drafts.ts';
import { DRAFT_TEXT } from '#app/builder/recovery-text.ts';
import { saveNow } from '#app/builder/session.ts';
import { $builder, restoreDraft } from '#app/builder/store.ts';
import { $lang } from '#app/stores/lang.ts';
import { migrateDocument, type PageDocument } from '#core/page/document.ts';

/** Loaded only when a page opens with a draft kept on this device (drafts.ts). */

const draftSchema = z.object({ baseVersion: z.number().int().min(1), doc: z.unknown() });

/** Compares two documents by value (key order aside). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Offers back the draft kept for `pageId` after the page loaded `serverDoc` as `serverVersion`.
 * A draft equal to what the server holds, unreadable, or made on a version the server never had
 * is dropped silently. One made on an older version than the server's says that restoring
 * replaces the newer save; nothing is restored without the member's yes.
 */
export async function offerDraft(
  pageId: string,
  serverVersion: number,
  serverDoc: PageDocument,
): Promise<void> {
  const parsed = draftSchema.safeParse(readDraft(pageId));
  let doc: PageDocument | null = null;
  try {
    if (parsed.success && parsed.data.baseVersion <= serverVersion) doc = migrateDocument(parsed.data.doc);
  } catch {
    doc = null;
  }
  if (!parsed.success || doc === null || sameValue(doc, serverDoc)) {
    dropDraft(pageId);
    return;
  }
  const lang = $lang.get();
  const restore = await askConfirm({
    title: DRAFT_TEXT.title[lang],
    message: (parsed.data.baseVersion === serverVersion ? DRAFT_TEXT.sameVersion : DRAFT_TEXT.newerVersion)[
      lang
    ],
    confirmLabel: DRAFT_TEXT.restore[lang],
    cancelLabel: DRAFT_TEXT.discard[lang],
    danger: false,
  });
  // The builder may have moved on meanwhile (another page, a reload after a conflict).
  const state = $builder.get();
  if (restore && state.savedVersion === serverVersion) {
    restoreDraft(doc);
    if ((await saveNow()) === 'saved') dropDraft(pageId);
  } else if (!restore) {
    dropDraft(pageId);
  }
}
