import { schema } from '#modules/picture-swiper/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'picture-swiper',
  group: 'basic',
  title: { en: 'Picture swiper', 'zh-cn': '图片轮播' },
  icon: {
    shapes: [
      ['rect', { x: 5, y: 5, width: 14, height: 12, rx: 2 }],
      ['path', { d: 'M2 8v6M22 8v6M9 20h.01M12 20h.01M15 20h.01' }],
    ],
  },
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
