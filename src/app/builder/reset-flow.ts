import { api } from '#app/api/api.ts';
import { askConfirm } from '#app/builder/confirm.ts';
import { RESET_TEXT } from '#app/builder/recovery-text.ts';
import { $page, saveNow } from '#app/builder/session.ts';
import { resetDocument } from '#app/builder/store.ts';
import { $lang } from '#app/stores/lang.ts';
import { showToast } from '#app/stores/toasts.ts';
import * as pageEndpoints from '#core/contracts/endpoints/page.ts';

/** Loaded when the member presses Reset (not with the builder). */

/**
 * Reset (spec: asks first; added or changed data is discarded): back to the published document,
 * or to the empty one a page starts with when it was never published, whatever autosave stored
 * since. An undoable edit, saved at once.
 */
export async function resetToPublished(pageId: string): Promise<void> {
  const lang = $lang.get();
  const published = ($page.get()?.published_version ?? 0) > 0;
  const ok = await askConfirm({
    title: RESET_TEXT.title[lang],
    message: (published ? RESET_TEXT.published : RESET_TEXT.neverPublished)[lang],
    confirmLabel: RESET_TEXT.title[lang],
    danger: true,
  });
  if (!ok) return;
  try {
    const { data } = await api(
      pageEndpoints.pageDetail,
      { id: pageId, source: 'published' },
      { showCodeMessage: false },
    );
    resetDocument(data.doc);
  } catch {
    showToast('error', RESET_TEXT.failed[lang]);
    return;
  }
  await saveNow();
}
