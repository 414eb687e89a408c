import { RENDER_STRINGS } from '#modules/link-button/render-strings.ts';
import { schema } from '#modules/link-button/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'link-button',
  group: 'business',
  title: RENDER_STRINGS.title,
  icon: {
    shapes: [
      ['rect', { x: 3, y: 7, width: 18, height: 10, rx: 5 }],
      ['path', { d: 'M9 12h6' }],
    ],
  },
  loadForm: formLoader(schema, () => import('#modules/link-button/Form.tsx')),
};
