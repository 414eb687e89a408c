import type { ModuleDefinition } from '#modules/types.ts';
import { Render } from './Render.tsx';
import { migrations, schema, version } from './schema.ts';

export const definition: ModuleDefinition<typeof schema> = {
  type: 'picture-swiper',
  schema,
  version,
  migrations,
  Render,
  // A swiper of one picture has nothing to swipe: plain HTML.
  island: (props) => props.pictures.length > 1,
};
