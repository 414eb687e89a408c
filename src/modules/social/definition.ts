import { Render } from '#modules/social/Render.tsx';
import { migrations, type SocialProps, schema, version } from '#modules/social/schema.ts';
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

/**
 * Whether this instance needs its script on a published page (`interactive` is per type; only the
 * floating bar has behaviour, so publishing may skip hydrating the others).
 */
export const needsScript = (props: SocialProps): boolean => props.position !== 'inline';
