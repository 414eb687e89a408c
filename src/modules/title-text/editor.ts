import { formLoader } from '#modules/shared/editor-kit.ts';
import { schema } from '#modules/title-text/schema.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'title-text',
  group: 'basic',
  title: { en: 'Title text', 'zh-cn': '标题文字' },
  icon: 'title',
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
