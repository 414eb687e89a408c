import type { Present } from '#app/builder/state.ts';
import { MAX_MODULES } from '#core/page/document.ts';
import type { ModuleType } from '#modules/types.ts';

export type AddPayload = {
  moduleType: ModuleType;
  /** Position of the new module (clamped to the list). */
  index: number;
  id: string;
  props: Record<string, unknown>;
  version: number;
};

/** Inserts a new module at `index` and selects it; unchanged when the page is full. */
export function add(present: Present, payload: AddPayload): Present {
  const { modules } = present.doc;
  if (modules.length >= MAX_MODULES) return present;
  const index = Math.max(0, Math.min(payload.index, modules.length));
  const instance = {
    id: payload.id,
    type: payload.moduleType,
    version: payload.version,
    props: payload.props,
  };
  const next = [...modules.slice(0, index), instance, ...modules.slice(index)];
  return { doc: { ...present.doc, modules: next }, selectedId: payload.id };
}
