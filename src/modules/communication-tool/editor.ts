import { schema } from '#modules/communication-tool/schema.ts';
import { STRINGS } from '#modules/communication-tool/strings.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'communication-tool',
  group: 'business',
  title: STRINGS.title,
  icon: 'contact',
  loadForm: formLoader(schema, () => import('#modules/communication-tool/Form.tsx')),
};
