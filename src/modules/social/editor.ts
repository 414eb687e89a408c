import { formLoader } from '#modules/shared/editor-kit.ts';
import { STRINGS } from '#modules/social/strings.ts';
import type { ModuleEditor } from '#modules/types.ts';

export const editor: ModuleEditor = {
  type: 'social',
  group: 'business',
  title: STRINGS.title,
  icon: 'share',
  loadForm: formLoader(() => import('#modules/social/Form.tsx')),
};
