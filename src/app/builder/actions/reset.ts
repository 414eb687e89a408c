import { indexOfModule, type Present } from '#app/builder/state.ts';
import type { PageDocument } from '#core/page/document.ts';

/** Returns to the saved document (undoable); the selection stays when its module still exists. */
export function reset(present: Present, saved: PageDocument): Present {
  if (present.doc === saved) return present;
  const keep = present.selectedId !== null && indexOfModule(saved, present.selectedId) >= 0;
  return { doc: saved, selectedId: keep ? present.selectedId : null };
}
