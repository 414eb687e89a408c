import { schema } from '#modules/divider/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'divider',
  group: 'basic',
  title: { en: 'Divider', 'zh-cn': '分割线' },
  icon: { shapes: [['path', { d: 'M3 12h18M8 7h8M8 17h8' }]] },
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
