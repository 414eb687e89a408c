import { formLoader } from '#modules/shared/editor-kit.ts';
import { schema } from '#modules/title-text/schema.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'title-text',
  group: 'basic',
  title: { en: 'Title text', 'zh-cn': '标题文字' },
  icon: { shapes: [['path', { d: 'M5 6V4h14v2M12 4v16M9 20h6' }]] },
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
