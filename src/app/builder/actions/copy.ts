import { indexOfModule, type Present } from '#app/builder/state.ts';
import { MAX_MODULES } from '#core/page/document.ts';

/** Inserts a copy of module `id` right after it under `newId` and selects the copy. */
export function copy(present: Present, id: string, newId: string): Present {
  const { modules } = present.doc;
  const index = indexOfModule(present.doc, id);
  const original = modules[index];
  if (!original || modules.length >= MAX_MODULES) return present;
  // A deep copy: the two modules are edited independently from now on.
  const duplicate = { ...original, id: newId, props: structuredClone(original.props) };
  const next = [...modules.slice(0, index + 1), duplicate, ...modules.slice(index + 1)];
  return { doc: { ...present.doc, modules: next }, selectedId: newId };
}
