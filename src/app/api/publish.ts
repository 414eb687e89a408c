import { api } from '#app/api/api.ts';
import * as publishEndpoints from '#core/contracts/endpoints/publish.ts';

/** Publishing calls, for the page centre and the builder (src/core/contracts/publish.ts). */

/** Publishes the saved document; answers the live address (an invalid page is refused with its problems). */
export const publishPage = (id: string, options: { showSuccessMessage?: boolean } = {}) =>
  api(publishEndpoints.pagePublish, { id }, { loading: true, showSuccessMessage: true, ...options });

/** Takes the page offline. */
export const unpublishPage = (id: string) =>
  api(publishEndpoints.pageUnpublish, { id }, { loading: true, showSuccessMessage: true });

/**
 * Brings the member's pages in line with their plan (after a purchase: pages a lapse took offline
 * go back online). Quiet: the daily job does the same for anyone this call misses.
 */
export const applyPlanToPages = () =>
  api(publishEndpoints.pagePlanApply, undefined, { showCodeMessage: false, showErrorMessage: false });
