import { formLoader } from '#modules/shared/editor-kit.ts';
import { schema } from '#modules/snapchat-pixel/schema.ts';
import { STRINGS } from '#modules/snapchat-pixel/strings.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'snapchat-pixel',
  group: 'business',
  title: STRINGS.title,
  icon: { brand: 'snapchat' },
  loadForm: formLoader(schema, () => import('#modules/snapchat-pixel/Form.tsx')),
};
