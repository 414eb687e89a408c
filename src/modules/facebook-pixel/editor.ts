import { RENDER_STRINGS } from '#modules/facebook-pixel/render-strings.ts';
import { schema } from '#modules/facebook-pixel/schema.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'facebook-pixel',
  group: 'business',
  title: RENDER_STRINGS.title,
  icon: { brand: 'facebook' },
  loadForm: formLoader(schema, () => import('#modules/facebook-pixel/Form.tsx')),
};
