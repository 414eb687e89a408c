import { Render } from '#modules/chat-widget/Render.tsx';
import { migrations, schema, version } from '#modules/chat-widget/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Chat widget: a floating button opening chat channels (interactive: timers, badge, polling). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'chat-widget',
  schema,
  version,
  migrations,
  Render,
  interactive: true,
};
