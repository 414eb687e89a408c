import type { ModuleEditor } from '#modules/types.ts';
import { formLoader } from './editor-kit.ts';

export const editor: ModuleEditor = {
  type: 'title-text',
  group: 'basic',
  title: { en: 'Title text', 'zh-cn': '标题文字' },
  icon: 'title',
  loadForm: formLoader(() => import('./Form.tsx')),
};
