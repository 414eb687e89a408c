import { RENDER_STRINGS } from '#modules/communication-tool/render-strings.ts';
import { schema } from '#modules/communication-tool/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'communication-tool',
  group: 'business',
  title: RENDER_STRINGS.title,
  icon: {
    shapes: [
      ['path', { d: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM9 11h.01M12 11h.01M15 11h.01' }],
    ],
  },
  loadForm: formLoader(schema, () => import('#modules/communication-tool/Form.tsx')),
};
