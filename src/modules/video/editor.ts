import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';
import { schema } from '#modules/video/schema.ts';

export const editor: ModuleEditor = {
  type: 'video',
  group: 'basic',
  title: { en: 'Video', 'zh-cn': '视频' },
  icon: 'video',
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
