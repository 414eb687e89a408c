import type { Present } from '#app/builder/state.ts';
import { emptyDocument, type ModuleInstance, type PageDocument } from '#core/page/document.ts';

/** A module instance with a recognisable id and props. */
export const instance = (id: string, props: Record<string, unknown> = { content: id }): ModuleInstance => ({
  id,
  type: 'title-text',
  version: 1,
  props,
});

/** A document holding modules with the given ids, in order. */
export function docOf(...ids: string[]): PageDocument {
  return { ...emptyDocument(), modules: ids.map((id) => instance(id)) };
}

export const presentOf = (ids: string[], selectedId: string | null = null): Present => ({
  doc: docOf(...ids),
  selectedId,
});

export const idsOf = (present: Present) => present.doc.modules.map((module) => module.id);
