import { schema } from '#modules/question-answer/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'question-answer',
  group: 'business',
  title: { en: 'Question Answer', 'zh-cn': '问答' },
  icon: {
    shapes: [
      ['circle', { cx: 12, cy: 12, r: 9 }],
      ['path', { d: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01' }],
    ],
  },
  loadForm: formLoader(schema, () => import('./Form.tsx')),
};
