import { formLoader } from '#modules/title-text/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'divider',
  group: 'basic',
  title: { en: 'Divider', 'zh-cn': '分割线' },
  icon: 'divider',
  loadForm: formLoader(() => import('./Form.tsx')),
};
