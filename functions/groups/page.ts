import * as endpoints from '#core/contracts/endpoints/page.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';

const pages = () => import('#functions/handlers/page/pages.ts');

/**
 * Group "page": the page centre (always the caller's pages; never a member id from the request).
 * Edits are in the publish group (they move a live page).
 */
export const routes = bindGroup(endpoints, {
  pageIndex: onFirstRequest(async () => (await pages()).pageIndexHandler),
  pageDetail: onFirstRequest(async () => (await pages()).pageDetailHandler),
  pageAdd: onFirstRequest(async () => (await pages()).pageAddHandler),
  pageDel: onFirstRequest(async () => (await pages()).pageDelHandler),
});

export const handler = lambdaEntry(routes);
