import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';
import { schema } from '#modules/video/schema.ts';

export const editor: ModuleEditor = {
  type: 'video',
  group: 'basic',
  title: { en: 'Video', 'zh-cn': '视频' },
  icon: {
    shapes: [
      ['rect', { x: 3, y: 5, width: 18, height: 14, rx: 2 }],
      ['path', { d: 'M10 9l5 3-5 3z' }],
    ],
  },
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
