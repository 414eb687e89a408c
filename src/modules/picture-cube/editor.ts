import { schema } from '#modules/picture-cube/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'picture-cube',
  group: 'basic',
  title: { en: 'Picture cube', 'zh-cn': '图片魔方' },
  icon: 'picture-cube',
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
