import { pixelFacts } from '#modules/shared/pixel-kit.ts';
import { platform } from '#modules/tiktok-pixel/pixel.ts';
import { Render } from '#modules/tiktok-pixel/Render.tsx';
import { migrations, schema, version } from '#modules/tiktok-pixel/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** TikTok pixel: settings only; the published page's runtime injects its base code (pixel.ts). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'tiktok-pixel',
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
