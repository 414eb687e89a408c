import { Render } from '#modules/snapchat-pixel/Render.tsx';
import { migrations, schema, version } from '#modules/snapchat-pixel/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Snap Pixel: settings only; the published page's base code is injected by publishing (issue 5). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'snapchat-pixel',
  schema,
  version,
  migrations,
  Render,
  interactive: false,
};
