import { Render } from '#modules/facebook-pixel/Render.tsx';
import { migrations, schema, version } from '#modules/facebook-pixel/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Facebook pixel: settings only; the published page's base code is injected by publishing (issue 5). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'facebook-pixel',
  schema,
  version,
  migrations,
  Render,
  interactive: false,
};
