import { askConfirm } from '#app/builder/confirm.ts';
import { $doc, copyModule, moveModuleBy, removeModule, selectModule } from '#app/builder/store.ts';
import { showToast } from '#app/stores/toasts.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Copy, delete (after confirmation) and move, each reporting success or failure with a toast. */
export function moduleCommands(t: Translate, titleOf: (type: string) => string) {
  return {
    select: (id: string) => selectModule(id),
    moveBy: (id: string, delta: -1 | 1) => moveModuleBy(id, delta),
    copy: (id: string) => {
      if (copyModule(id)) showToast('success', t('copied'));
      else showToast('error', t('copyFailed'));
    },
    remove: async (id: string) => {
      const instance = $doc.get().modules.find((module) => module.id === id);
      const name = instance ? titleOf(instance.type) : '';
      const ok = await askConfirm({
        title: t('delete'),
        message: t('deleteConfirm', { name }),
        confirmLabel: t('delete'),
        danger: true,
      });
      if (!ok) return;
      if (removeModule(id)) showToast('success', t('deleted'));
      else showToast('error', t('deleteFailed'));
    },
  };
}
