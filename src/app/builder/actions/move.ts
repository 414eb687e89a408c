import { indexOfModule, type Present } from '#app/builder/state.ts';

/** Moves the module at `from` to position `to` (positions in the list before the move). */
export function move(present: Present, from: number, to: number): Present {
  const { modules } = present.doc;
  const moving = modules[from];
  const target = Math.max(0, Math.min(to, modules.length - 1));
  if (!moving || target === from) return present;
  const next = [...modules];
  next.splice(from, 1);
  next.splice(target, 0, moving);
  return { ...present, doc: { ...present.doc, modules: next } };
}

/** Moves module `id` one place up (-1) or down (+1): keyboard reordering. */
export function moveBy(present: Present, id: string, delta: -1 | 1): Present {
  const from = indexOfModule(present.doc, id);
  if (from < 0) return present;
  return move(present, from, from + delta);
}
