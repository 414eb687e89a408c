import { schema } from '#modules/link-button/schema.ts';
import { STRINGS } from '#modules/link-button/strings.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'link-button',
  group: 'business',
  title: STRINGS.title,
  icon: 'link',
  loadForm: formLoader(schema, () => import('#modules/link-button/Form.tsx')),
};
