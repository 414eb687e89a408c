import { platform } from '#modules/reddit-pixel/pixel.ts';
import { Render } from '#modules/reddit-pixel/Render.tsx';
import { migrations, schema, version } from '#modules/reddit-pixel/schema.ts';
import { pixelFacts } from '#modules/shared/pixel-kit.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Reddit Pixel: settings only; the published page's runtime injects its base code (pixel.ts). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'reddit-pixel',
  schema,
  version,
  migrations,
  Render,
  pixel: pixelFacts(
    platform,
    (props) => [props.advertiserId],
    (props) => props.pageVisit,
  ),
};
