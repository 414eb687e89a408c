import { RENDER_STRINGS } from '#modules/chat-widget/render-strings.ts';
import { schema } from '#modules/chat-widget/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'chat-widget',
  group: 'business',
  title: RENDER_STRINGS.title,
  icon: {
    shapes: [
      ['circle', { cx: 17, cy: 17, r: 4 }],
      ['path', { d: 'M3 5h12v7H8l-3 3v-3H3z' }],
    ],
  },
  loadForm: formLoader(schema, () => import('#modules/chat-widget/Form.tsx')),
};
