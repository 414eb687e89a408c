import type { APIRoute } from 'astro';
import { BUILD_ID, type BuildInfo } from '../app/build-info/build-info.ts';

/** dist/client/build-info.json: the id of this build, polled hourly by the island app. */
export const GET: APIRoute = () => {
  const info: BuildInfo = { buildId: BUILD_ID };
  return new Response(JSON.stringify(info), { headers: { 'content-type': 'application/json' } });
};
