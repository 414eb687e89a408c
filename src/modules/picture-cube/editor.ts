import { schema } from '#modules/picture-cube/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'picture-cube',
  group: 'basic',
  title: { en: 'Picture cube', 'zh-cn': '图片魔方' },
  icon: {
    shapes: [
      ['rect', { x: 3, y: 3, width: 8, height: 8, rx: 1 }],
      ['rect', { x: 13, y: 3, width: 8, height: 8, rx: 1 }],
      ['rect', { x: 3, y: 13, width: 8, height: 8, rx: 1 }],
      ['rect', { x: 13, y: 13, width: 8, height: 8, rx: 1 }],
    ],
  },
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
