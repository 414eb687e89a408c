import { formLoader } from '#modules/shared/editor-kit.ts';
import { RENDER_STRINGS } from '#modules/snapchat-pixel/render-strings.ts';
import { schema } from '#modules/snapchat-pixel/schema.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'snapchat-pixel',
  group: 'business',
  title: RENDER_STRINGS.title,
  icon: { brand: 'snapchat' },
  loadForm: formLoader(schema, () => import('#modules/snapchat-pixel/Form.tsx')),
};
