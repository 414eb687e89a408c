import { formLoader } from '#modules/title-text/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'question-answer',
  group: 'business',
  title: { en: 'Question Answer', 'zh-cn': '问答' },
  icon: 'question-answer',
  loadForm: formLoader(() => import('./Form.tsx')),
};
