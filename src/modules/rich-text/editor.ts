import { schema } from '#modules/rich-text/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'rich-text',
  group: 'basic',
  title: { en: 'Rich text', 'zh-cn': '富文本' },
  icon: { shapes: [['path', { d: 'M4 6h16M4 10h16M4 14h10M4 18h12' }]] },
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
