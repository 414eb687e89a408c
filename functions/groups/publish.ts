import { pageEditHandler } from '#functions/handlers/publish/edit.ts';
import { publishHandler, unpublishHandler } from '#functions/handlers/publish/publish.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/**
 * Group "publish": what changes a live page. It renders pages through the Astro server build
 * (dist/server, functions/render/astro.ts), so its function ships that build beside its bundle.
 */
export const routes = bindGroup('publish', {
  'POST /client/page/publish': publishHandler,
  'POST /client/page/unpublish': unpublishHandler,
  'POST /client/page/edit': pageEditHandler,
});

export const handler = lambdaEntry(routes);
