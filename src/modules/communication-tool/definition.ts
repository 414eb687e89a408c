import { Render } from '#modules/communication-tool/Render.tsx';
import { migrations, schema, version } from '#modules/communication-tool/schema.ts';
import { CONTACT_ICON } from '#modules/shared/channels.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Communication tool: contact buttons as plain links (no script). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'communication-tool',
  schema,
  version,
  migrations,
  Render,
  runtime: (props) => props.eventTracking.enabled,
  icons: (props) => props.items.map((item) => CONTACT_ICON[item.channel]),
};
