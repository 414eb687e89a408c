import { atom, computed, onMount } from 'nanostores';
import { afterPaint } from '#app/builder/idle.ts';
import { newModuleId } from '#app/builder/ids.ts';
import { type BuilderAction, builderReducer } from '#app/builder/reducer.ts';
import { type BuilderState, indexOfModule, loadedState } from '#app/builder/state.ts';
import {
  emptyDocument,
  type ModuleInstance,
  type PageDocument,
  type PageSetup,
} from '#core/page/document.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import type { ModuleType } from '#modules/types.ts';
import { defaultProps } from '#modules/validate.ts';

/** The builder's document, selection, saved version and history (one store, one reducer). */
export const $builder = atom<BuilderState>(loadedState(emptyDocument(), 1));

export const $doc = computed($builder, (state) => state.doc);
/** The page setup alone: module edits and moves do not touch it (its panel does not re-render). */
export const $setup = computed($builder, (state) => state.doc.setup);
export const $selectedId = computed($builder, (state) => state.selectedId);
export const $dirty = computed($builder, (state) => state.dirty);
export const $savedVersion = computed($builder, (state) => state.savedVersion);
export const $canUndo = computed($builder, (state) => state.history.past.length > 0);
export const $canRedo = computed($builder, (state) => state.history.future.length > 0);
/** One place on the page: which module, of which type (what the canvas lays out). */
export type ModuleSlot = { readonly id: string; readonly type: ModuleType };
/** The page's modules in order, without their props, and each module's place by id. */
export type Outline = {
  readonly slots: readonly ModuleSlot[];
  readonly indexOf: ReadonlyMap<string, number>;
};

const sameOutline = (slots: readonly ModuleSlot[], modules: readonly ModuleInstance[]) =>
  slots.length === modules.length &&
  modules.every((instance, i) => instance.id === slots[i]?.id && instance.type === slots[i]?.type);

let lastOutline: Outline = { slots: [], indexOf: new Map() };
/**
 * The outline of the document: keeps its identity while only modules' props change (typing in a
 * settings form), so what depends on the page's order alone (the canvas and its window) does not
 * re-render for an edit (BENCHMARKS row 10).
 */
export const $outline = computed($doc, (doc): Outline => {
  if (sameOutline(lastOutline.slots, doc.modules)) return lastOutline;
  // A module keeps its slot object across moves (the selected slot, and what follows it, stays).
  const { slots: before, indexOf: placeBefore } = lastOutline;
  const slots = doc.modules.map(({ id, type }) => {
    const kept = before[placeBefore.get(id) ?? -1];
    return kept?.type === type ? kept : { id, type };
  });
  lastOutline = { slots, indexOf: new Map(slots.map((slot, index) => [slot.id, index])) };
  return lastOutline;
});

/** The selected module, or null for the page setup. */
export const $selected = computed([$builder, $outline], (state, outline) =>
  state.selectedId === null ? null : (state.doc.modules[outline.indexOf.get(state.selectedId) ?? -1] ?? null),
);

/**
 * The selected module's place (id and type), or null for the page setup: keeps its identity while
 * the module's props change, so the settings panel around its form does not re-render for an edit.
 */
export const $selectedSlot = computed([$selectedId, $outline], (id, outline) =>
  id === null ? null : (outline.slots[outline.indexOf.get(id) ?? -1] ?? null),
);

/**
 * The modules as the canvas shows them. A change of the outline (add, copy, remove, move, load,
 * undo across them) shows at once; a change of modules' props alone (typing in a settings form)
 * reaches the canvas after the frame that shows it in the form has been painted, so a key press
 * renders and checks the edited module after its character is on screen (BENCHMARKS row 10).
 * Its outline is always $outline's.
 */
export const $canvasModules = atom<readonly ModuleInstance[]>($doc.get().modules);

onMount($canvasModules, () => {
  let cancel: () => void = () => undefined;
  let outline = $outline.get();
  const follow = () => {
    cancel();
    cancel = () => undefined;
    const { modules } = $doc.get();
    if (modules === $canvasModules.get()) return;
    const next = $outline.get();
    if (next !== outline) {
      outline = next;
      $canvasModules.set(modules);
    } else cancel = afterPaint(() => $canvasModules.set($doc.get().modules));
  };
  $canvasModules.set($doc.get().modules);
  const stop = $doc.listen(follow);
  return () => {
    stop();
    cancel();
  };
});

/** The module `id` as the canvas shows it (undefined when it is not on the page). */
export const canvasModule = (id: string): ModuleInstance | undefined =>
  $canvasModules.get()[$outline.get().indexOf.get(id) ?? -1];

export function dispatch(action: BuilderAction): void {
  $builder.set(builderReducer($builder.get(), action));
}

/** Adds a module with its schema's defaults after the selected one (at the end without a selection). */
export function addModule(moduleType: ModuleType): string {
  const state = $builder.get();
  const selected = state.selectedId === null ? -1 : indexOfModule(state.doc, state.selectedId);
  const index = selected >= 0 ? selected + 1 : state.doc.modules.length;
  const entry = SCHEMA_REGISTRY[moduleType];
  const id = newModuleId();
  dispatch({ type: 'add', moduleType, index, id, props: defaultProps(entry), version: entry?.version ?? 1 });
  return id;
}

/** Copies a module; true when the copy was made (false when the page is full). */
export function copyModule(id: string): boolean {
  const before = $builder.get().doc;
  dispatch({ type: 'copy', id, newId: newModuleId() });
  return $builder.get().doc !== before;
}

/** Removes a module; true when it was there. */
export function removeModule(id: string): boolean {
  const before = $builder.get().doc;
  dispatch({ type: 'remove', id });
  return $builder.get().doc !== before;
}

export const selectModule = (id: string | null) => dispatch({ type: 'select', id });
export const moveModule = (from: number, to: number) => dispatch({ type: 'move', from, to });
export const moveModuleBy = (id: string, delta: -1 | 1) => dispatch({ type: 'moveBy', id, delta });
export const updateModuleProps = (id: string, props: Record<string, unknown>) =>
  dispatch({ type: 'updateProps', id, props, at: Date.now() });
export const updatePageSetup = (setup: PageSetup) => dispatch({ type: 'updateSetup', setup, at: Date.now() });
export const undo = () => dispatch({ type: 'undo' });
export const redo = () => dispatch({ type: 'redo' });
export const resetDocument = (to: PageDocument) => dispatch({ type: 'reset', to });
export const restoreDraft = (doc: PageDocument) => dispatch({ type: 'restoreDraft', doc });

/**
 * What the member's plan lacks (from the page's detail): module entitlement → the name of the plan
 * that unlocks it. The builder marks modules needing one before the member spends time on them.
 */
export const $locked = atom<Readonly<Record<string, string>>>({});

/** The name of the plan a module type needs and the member lacks, if any (its `requires`). */
export const lockedPlan = (locked: Readonly<Record<string, string>>, type: ModuleType): string | undefined =>
  locked[SCHEMA_REGISTRY[type]?.requires ?? ''];
