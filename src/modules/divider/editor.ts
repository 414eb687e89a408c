import { schema } from '#modules/divider/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'divider',
  group: 'basic',
  title: { en: 'Divider', 'zh-cn': '分割线' },
  icon: 'divider',
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
