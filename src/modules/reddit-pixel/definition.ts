import { Render } from '#modules/reddit-pixel/Render.tsx';
import { migrations, schema, version } from '#modules/reddit-pixel/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Reddit Pixel: settings only; the published page's base code is injected by publishing (issue 5). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'reddit-pixel',
  schema,
  version,
  migrations,
  Render,
  interactive: false,
};
