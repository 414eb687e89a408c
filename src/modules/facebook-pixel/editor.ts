import { schema } from '#modules/facebook-pixel/schema.ts';
import { STRINGS } from '#modules/facebook-pixel/strings.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'facebook-pixel',
  group: 'business',
  title: STRINGS.title,
  icon: { brand: 'facebook' },
  loadForm: formLoader(schema, () => import('#modules/facebook-pixel/Form.tsx')),
};
