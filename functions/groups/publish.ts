import * as endpoints from '#core/contracts/endpoints/publish.ts';
import { pageEditHandler } from '#functions/handlers/publish/edit.ts';
import { previewHandler } from '#functions/handlers/publish/preview.ts';
import { publishHandler, unpublishHandler } from '#functions/handlers/publish/publish.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/**
 * Group "publish": what changes a live page. It renders pages through the Astro server build
 * (dist/server, functions/render/astro.ts), so its function ships that build beside its bundle.
 */
export const routes = bindGroup(endpoints, {
  pagePublish: publishHandler,
  pageUnpublish: unpublishHandler,
  pageEdit: pageEditHandler,
  pagePreview: previewHandler,
});

export const handler = lambdaEntry(routes);
