import type { ComponentType } from 'react';
import type { ModuleEditor, SettingsFormProps } from '#modules/types.ts';

/**
 * Widens a module's typed settings-form loader to the editor registry's shape. Sound because the
 * builder looks the editor up by the module's type and hands its form only props that the same
 * type's schema parsed; TypeScript cannot relate the two registries' entries per key.
 */
export function formLoader<P>(
  load: () => Promise<{ default: ComponentType<SettingsFormProps<P>> }>,
): ModuleEditor['loadForm'] {
  return load as unknown as ModuleEditor['loadForm'];
}
