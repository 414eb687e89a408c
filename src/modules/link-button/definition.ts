import { Render } from '#modules/link-button/Render.tsx';
import { type LinkButtonProps, migrations, schema, version } from '#modules/link-button/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Link button: website, call or chat buttons; interactive for the fixed bar's spacer. */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'link-button',
  schema,
  version,
  migrations,
  Render,
  interactive: true,
};

/**
 * Whether this instance needs its script on a published page (`interactive` is per type; only the
 * fixed bar has behaviour, so publishing may skip hydrating the others).
 */
export const needsScript = (props: LinkButtonProps): boolean => props.fixed;
