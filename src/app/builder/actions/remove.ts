import { indexOfModule, type Present } from '#app/builder/state.ts';

/** Removes module `id`; when it was selected, the selection moves to its neighbour. */
export function remove(present: Present, id: string): Present {
  const { modules } = present.doc;
  const index = indexOfModule(present.doc, id);
  if (index < 0) return present;
  const next = modules.filter((instance) => instance.id !== id);
  const neighbour = next[index] ?? next[index - 1];
  const selectedId = present.selectedId === id ? (neighbour?.id ?? null) : present.selectedId;
  return { doc: { ...present.doc, modules: next }, selectedId };
}
