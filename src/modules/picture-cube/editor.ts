import { formLoader } from '#modules/title-text/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'picture-cube',
  group: 'basic',
  title: { en: 'Picture cube', 'zh-cn': '图片魔方' },
  icon: 'picture-cube',
  loadForm: formLoader(() => import('./Form.tsx')),
};
