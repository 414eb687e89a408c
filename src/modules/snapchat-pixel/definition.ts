import { pixelFacts } from '#modules/shared/pixel-kit.ts';
import { platform } from '#modules/snapchat-pixel/pixel.ts';
import { Render } from '#modules/snapchat-pixel/Render.tsx';
import { migrations, schema, version } from '#modules/snapchat-pixel/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Snap Pixel: settings only; the published page's runtime injects its base code (pixel.ts). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'snapchat-pixel',
  schema,
  version,
  migrations,
  Render,
  pixel: pixelFacts(
    platform,
    (props) => [props.pixelId],
    (props) => props.pageView,
  ),
};
