import type { ModuleDefinition } from '#modules/types.ts';
import { Render } from './Render.tsx';
import { migrations, schema, version } from './schema.ts';
import { detectVideo, EMBED_ORIGINS } from './sources.ts';

export const definition: ModuleDefinition<typeof schema> = {
  type: 'video',
  schema,
  version,
  migrations,
  Render,
  // An mp4/webm video is a native <video>: no script. Players and HLS streams hydrate.
  island: (props) => {
    const source = detectVideo(props.url);
    return source !== null && source.kind !== 'mp4' && source.kind !== 'webm';
  },
  csp: (props) => {
    const source = detectVideo(props.url);
    if (!source || source.kind === 'mp4' || source.kind === 'webm') return {};
    // hls.js fetches the playlist and its segments from wherever the member's video lives.
    if (source.kind === 'm3u8') return { connect: ['https:'], worker: ["'self'", 'blob:'] };
    return { frame: [EMBED_ORIGINS[source.kind]] };
  },
};
