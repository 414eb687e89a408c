import * as endpoints from '#core/contracts/endpoints/page.ts';
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
export const routes = bindGroup(endpoints, {
  pageIndex: pageIndexHandler,
  pageDetail: pageDetailHandler,
  pageAdd: pageAddHandler,
  pageDel: pageDelHandler,
});

export const handler = lambdaEntry(routes);
