import { Render } from '#modules/communication-tool/Render.tsx';
import { migrations, schema, version } from '#modules/communication-tool/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Communication tool: contact buttons as plain links (no script). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'communication-tool',
  schema,
  version,
  migrations,
  Render,
  interactive: false,
};
