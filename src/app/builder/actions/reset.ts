import { indexOfModule, type Present } from '#app/builder/state.ts';
import type { PageDocument } from '#core/page/document.ts';

/**
 * Replaces the document with `to` (undoable): reset's published document, or a draft kept on this
 * device. The selection stays when its module is in `to`.
 */
export function reset(present: Present, to: PageDocument): Present {
  if (present.doc === to) return present;
  const keep = present.selectedId !== null && indexOfModule(to, present.selectedId) >= 0;
  return { doc: to, selectedId: keep ? present.selectedId : null };
}
