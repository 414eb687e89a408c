import { indexOfModule, type Present } from '#app/builder/state.ts';

/** Replaces the props of module `id` (other modules keep their identity, so their renders are skipped). */
export function updateProps(present: Present, id: string, props: Record<string, unknown>): Present {
  const index = indexOfModule(present.doc, id);
  const current = present.doc.modules[index];
  if (!current || current.props === props) return present;
  const next = [...present.doc.modules];
  next[index] = { ...current, props };
  return { ...present, doc: { ...present.doc, modules: next } };
}
