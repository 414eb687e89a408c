import { RENDER_STRINGS } from '#modules/reddit-pixel/render-strings.ts';
import { schema } from '#modules/reddit-pixel/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'reddit-pixel',
  group: 'business',
  title: RENDER_STRINGS.title,
  icon: { brand: 'reddit' },
  loadForm: formLoader(schema, () => import('#modules/reddit-pixel/Form.tsx')),
};
