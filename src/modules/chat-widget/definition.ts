import { Render } from '#modules/chat-widget/Render.tsx';
import { migrations, schema, version } from '#modules/chat-widget/schema.ts';
import type { ModuleDefinition } from '#modules/types.ts';

/** Chat widget: a floating button opening chat channels (an island: timers, badge, polling). */
export const definition: ModuleDefinition<typeof schema> = {
  type: 'chat-widget',
  schema,
  version,
  migrations,
  Render,
  island: () => true,
  floating: (props) => (props.position.startsWith('bottom') ? 'bottom' : 'top'),
  runtime: (props) => props.welcome.show || props.polling.enabled || props.eventTracking.enabled,
  // Generous: the close icon shows only while the widget is open (once scripts run).
  icons: (props) => [
    props.buttonIcon,
    'close',
    ...props.channels.filter((channel) => channel.enabled).map((channel) => channel.icon),
  ],
};
