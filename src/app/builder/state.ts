import type { PageDocument } from '#core/page/document.ts';

/** The part of the builder's state that undo and redo restore. */
export type Present = {
  readonly doc: PageDocument;
  /** The module whose settings are open; null for the page setup. */
  readonly selectedId: string | null;
};

/** Undo and redo stacks; `coalesceKey`/`coalesceAt` let typing in one field make one step. */
export type History = {
  readonly past: readonly Present[];
  readonly future: readonly Present[];
  readonly coalesceKey: string | null;
  readonly coalesceAt: number;
};

export type BuilderState = Present & {
  /** The document as last loaded or saved (the server holds it as `savedVersion`). */
  readonly saved: PageDocument;
  /** The page's document version on the server, sent with the next save. */
  readonly savedVersion: number;
  /** Whether the document differs from the saved one. */
  readonly dirty: boolean;
  readonly history: History;
};

/** Most undo steps kept. */
export const HISTORY_LIMIT = 100;
/** Edits of one field closer together than this are one undo step. */
export const COALESCE_MS = 1000;

export const emptyHistory: History = { past: [], future: [], coalesceKey: null, coalesceAt: 0 };

/** A freshly loaded document: nothing to undo, nothing unsaved. */
export function loadedState(doc: PageDocument, version: number): BuilderState {
  return { doc, selectedId: null, saved: doc, savedVersion: version, dirty: false, history: emptyHistory };
}

/** Index of a module, -1 when absent. */
export function indexOfModule(doc: PageDocument, id: string): number {
  return doc.modules.findIndex((instance) => instance.id === id);
}
