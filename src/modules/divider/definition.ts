import type { ModuleDefinition } from '#modules/types.ts';
import { Render } from './Render.tsx';
import { migrations, schema, version } from './schema.ts';

export const definition: ModuleDefinition<typeof schema> = {
  type: 'divider',
  schema,
  version,
  migrations,
  Render,
};
