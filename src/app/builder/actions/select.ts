import { indexOfModule, type Present } from '#app/builder/state.ts';

/** Selects a module (null: the page setup); an id not on the page selects nothing. */
export function select(present: Present, id: string | null): Present {
  const selectedId = id !== null && indexOfModule(present.doc, id) >= 0 ? id : null;
  return selectedId === present.selectedId ? present : { ...present, selectedId };
}
