import { formLoader } from '#modules/shared/editor-kit.ts';
import { RENDER_STRINGS } from '#modules/social/render-strings.ts';
import { schema } from '#modules/social/schema.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'social',
  group: 'business',
  title: RENDER_STRINGS.title,
  icon: {
    shapes: [
      ['circle', { cx: 6, cy: 12, r: 2.5 }],
      ['circle', { cx: 18, cy: 6, r: 2.5 }],
      ['circle', { cx: 18, cy: 18, r: 2.5 }],
      ['path', { d: 'M8.2 10.9l7.6-3.8M8.2 13.1l7.6 3.8' }],
    ],
  },
  loadForm: formLoader(schema, () => import('#modules/social/Form.tsx')),
};
