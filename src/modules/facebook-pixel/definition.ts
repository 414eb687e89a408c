import { platform } from '#modules/facebook-pixel/pixel.ts';
import { Render } from '#modules/facebook-pixel/Render.tsx';
import { migrations, pixelIds, schema, version } from '#modules/facebook-pixel/schema.ts';
import { pixelFacts } from '#modules/shared/pixel-kit.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Facebook pixel: settings only; the published page's runtime injects its base code (pixel.ts). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'facebook-pixel',
  schema,
  version,
  migrations,
  Render,
  pixel: pixelFacts(platform, pixelIds, (props) => props.pageView),
};
