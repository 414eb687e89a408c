import { formLoader } from '#modules/shared/editor-kit.ts';
import { schema } from '#modules/social/schema.ts';
import { STRINGS } from '#modules/social/strings.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'social',
  group: 'business',
  title: STRINGS.title,
  icon: 'share',
  loadForm: formLoader(schema, () => import('#modules/social/Form.tsx')),
};
