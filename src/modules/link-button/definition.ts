import { Render } from '#modules/link-button/Render.tsx';
import { migrations, schema, version } from '#modules/link-button/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Link button: website, call or chat buttons; links, no script. */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'link-button',
  schema,
  version,
  migrations,
  Render,
  // No island: the fixed bar's only behaviour (keeping page content clear of it) is the page
  // CSS's position: sticky at the page's start or end (placement), so it ships no script.
  placement: (props) => (props.fixed ? props.fixedPosition : null),
  runtime: (props) => props.eventTracking.enabled,
  icons: (props) => props.items.map((item) => item.icon),
};
