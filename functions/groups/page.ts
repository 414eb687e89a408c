import {
  pageAddHandler,
  pageDelHandler,
  pageDetailHandler,
  pageIndexHandler,
} from '#functions/handlers/page/pages.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/**
 * Group "page": the page centre (always the caller's pages; never a member id from the request).
 * Edits are in the publish group (they move a live page).
 */
export const routes = bindGroup('page', {
  'GET /client/page/index': pageIndexHandler,
  'GET /client/page/detail': pageDetailHandler,
  'POST /client/page/add': pageAddHandler,
  'POST /client/page/del': pageDelHandler,
});

export const handler = lambdaEntry(routes);
