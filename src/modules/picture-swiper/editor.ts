import { schema } from '#modules/picture-swiper/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'picture-swiper',
  group: 'basic',
  title: { en: 'Picture swiper', 'zh-cn': '图片轮播' },
  icon: 'picture-swiper',
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
