import { formLoader } from '#modules/shared/editor-kit.ts';
import { RENDER_STRINGS } from '#modules/tiktok-pixel/render-strings.ts';
import { schema } from '#modules/tiktok-pixel/schema.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'tiktok-pixel',
  group: 'business',
  title: RENDER_STRINGS.title,
  icon: { brand: 'tiktok' },
  loadForm: formLoader(schema, () => import('#modules/tiktok-pixel/Form.tsx')),
};
