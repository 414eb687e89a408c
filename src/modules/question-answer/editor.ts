import { schema } from '#modules/question-answer/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'question-answer',
  group: 'business',
  title: { en: 'Question Answer', 'zh-cn': '问答' },
  icon: 'question-answer',
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
