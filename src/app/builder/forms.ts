import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { EDITOR_REGISTRY } from '#modules/editor-registry.ts';
import type { ModuleType, SettingsFormProps } from '#modules/types.ts';

type Form = LazyExoticComponent<ComponentType<SettingsFormProps<unknown>>>;
const forms = new Map<ModuleType, Form>();

/** A module type's settings form, loaded on first use (its code is not in the builder's first load). */
export function settingsForm(type: ModuleType): Form | null {
  const editor = EDITOR_REGISTRY[type];
  if (!editor) return null;
  let form = forms.get(type);
  if (!form) {
    form = lazy(editor.loadForm);
    forms.set(type, form);
  }
  return form;
}
