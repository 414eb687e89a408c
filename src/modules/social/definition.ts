import { Render } from '#modules/social/Render.tsx';
import { migrations, schema, version } from '#modules/social/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Social: profile links, inline or as a floating bar (the floating bar hydrates: it folds away). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'social',
  schema,
  version,
  migrations,
  Render,
  // Only the floating bar has behaviour (it folds away); an inline list is plain links.
  island: (props) => props.position !== 'inline',
  icons: (props) => props.platforms.filter((item) => item.enabled).map((item) => item.platform),
};
