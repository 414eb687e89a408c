import { type AddPayload, add } from '#app/builder/actions/add.ts';
import { copy } from '#app/builder/actions/copy.ts';
import { move, moveBy } from '#app/builder/actions/move.ts';
import { remove } from '#app/builder/actions/remove.ts';
import { reset } from '#app/builder/actions/reset.ts';
import { select } from '#app/builder/actions/select.ts';
import { updateProps } from '#app/builder/actions/update-props.ts';
import { updateSetup } from '#app/builder/actions/update-setup.ts';
import {
  type BuilderState,
  COALESCE_MS,
  HISTORY_LIMIT,
  loadedState,
  type Present,
} from '#app/builder/state.ts';
import type { PageDocument, PageSetup } from '#core/page/document.ts';

export type BuilderAction =
  | { type: 'load'; doc: PageDocument; version: number }
  | ({ type: 'add' } & AddPayload)
  | { type: 'select'; id: string | null }
  | { type: 'copy'; id: string; newId: string }
  | { type: 'remove'; id: string }
  | { type: 'move'; from: number; to: number }
  | { type: 'moveBy'; id: string; delta: -1 | 1 }
  | { type: 'updateProps'; id: string; props: Record<string, unknown>; at: number }
  | { type: 'updateSetup'; setup: PageSetup; at: number }
  /** Back to the published document (the empty one when never published), fetched by the caller. */
  | { type: 'reset'; to: PageDocument }
  /** The unsaved draft this device kept (src/app/builder/drafts.ts), taken back by the member. */
  | { type: 'restoreDraft'; doc: PageDocument }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The server stored `doc` as `version` (edits made while it saved stay unsaved). */
  | { type: 'saved'; doc: PageDocument; version: number };

/** Top-level keys whose values differ: which field an edit touched. */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => before[key] !== after[key])
    .sort()
    .join(',');
}

/** Applies an edit to the present and records the previous one for undo (coalescing typing). */
function edit(state: BuilderState, next: Present, coalesce?: { key: string; at: number }): BuilderState {
  if (next === state) return state;
  if (next.doc === state.doc) return { ...state, selectedId: next.selectedId };
  const { history } = state;
  const joins =
    coalesce !== undefined &&
    history.coalesceKey === coalesce.key &&
    coalesce.at - history.coalesceAt < COALESCE_MS &&
    history.past.length > 0;
  const past = joins
    ? history.past
    : [...history.past, { doc: state.doc, selectedId: state.selectedId }].slice(-HISTORY_LIMIT);
  return {
    ...state,
    ...next,
    dirty: next.doc !== state.saved,
    history: {
      past,
      future: [],
      coalesceKey: coalesce?.key ?? null,
      coalesceAt: coalesce?.at ?? 0,
    },
  };
}

/** Moves one step between the undo and redo stacks. */
function travel(state: BuilderState, direction: 'undo' | 'redo'): BuilderState {
  const { past, future } = state.history;
  const from = direction === 'undo' ? past : future;
  const target = from[from.length - 1];
  if (!target) return state;
  const current = { doc: state.doc, selectedId: state.selectedId };
  const history =
    direction === 'undo'
      ? { past: past.slice(0, -1), future: [...future, current] }
      : { past: [...past, current], future: future.slice(0, -1) };
  return {
    ...state,
    ...select(target, target.selectedId),
    dirty: target.doc !== state.saved,
    history: { ...history, coalesceKey: null, coalesceAt: 0 },
  };
}

/** The builder's pure reducer: every change to the document goes through here. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'load':
      return loadedState(action.doc, action.version);
    case 'add':
      return edit(state, add(state, action));
    case 'select':
      return edit(state, select(state, action.id));
    case 'copy':
      return edit(state, copy(state, action.id, action.newId));
    case 'remove':
      return edit(state, remove(state, action.id));
    case 'move':
      return edit(state, move(state, action.from, action.to));
    case 'moveBy':
      return edit(state, moveBy(state, action.id, action.delta));
    case 'updateProps': {
      const before = state.doc.modules.find((instance) => instance.id === action.id)?.props ?? {};
      const key = `props:${action.id}:${changedKeys(before, action.props)}`;
      return edit(state, updateProps(state, action.id, action.props), { key, at: action.at });
    }
    case 'updateSetup': {
      const key = `setup:${changedKeys(state.doc.setup, action.setup)}`;
      return edit(state, updateSetup(state, action.setup), { key, at: action.at });
    }
    case 'reset':
      return edit(state, reset(state, action.to));
    case 'restoreDraft':
      return edit(state, reset(state, action.doc));
    case 'undo':
    case 'redo':
      return travel(state, action.type);
    case 'saved':
      return { ...state, saved: action.doc, savedVersion: action.version, dirty: state.doc !== action.doc };
  }
}
