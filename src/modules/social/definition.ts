import { Render } from '#modules/social/Render.tsx';
import { migrations, schema, version } from '#modules/social/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Social: profile links, inline or as a floating bar (interactive: the bar folds away). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'social',
  schema,
  version,
  migrations,
  Render,
  interactive: true,
};
