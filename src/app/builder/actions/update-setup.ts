import type { Present } from '#app/builder/state.ts';
import type { PageSetup } from '#core/page/document.ts';

/** Replaces the page setup (title, keywords, description, background). */
export function updateSetup(present: Present, setup: PageSetup): Present {
  if (present.doc.setup === setup) return present;
  return { ...present, doc: { ...present.doc, setup } };
}
