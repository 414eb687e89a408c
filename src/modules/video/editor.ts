import { formLoader } from '#modules/title-text/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'video',
  group: 'basic',
  title: { en: 'Video', 'zh-cn': '视频' },
  icon: 'video',
  loadForm: formLoader(() => import('./Form.tsx')),
};
