import { Render } from '#modules/tiktok-pixel/Render.tsx';
import { migrations, schema, version } from '#modules/tiktok-pixel/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** TikTok pixel: settings only; the published page's base code is injected by publishing (issue 5). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'tiktok-pixel',
  schema,
  version,
  migrations,
  Render,
  interactive: false,
};
