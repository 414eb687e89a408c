import { schema } from '#modules/chat-widget/schema.ts';
import { STRINGS } from '#modules/chat-widget/strings.ts';
import { formLoader } from '#modules/shared/editor-kit.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'chat-widget',
  group: 'business',
  title: STRINGS.title,
  icon: 'chat',
  loadForm: formLoader(schema, () => import('#modules/chat-widget/Form.tsx')),
};
