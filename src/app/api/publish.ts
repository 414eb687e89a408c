import { api } from '#app/api/api.ts';
import * as publishEndpoints from '#core/contracts/endpoints/publish.ts';

/** Publishing calls, for the page centre and the builder (src/core/contracts/publish.ts). */

/** Publishes the saved document; answers the live address (an invalid page is refused with its problems). */
export const publishPage = (id: string, options: { showSuccessMessage?: boolean } = {}) =>
  api(publishEndpoints.pagePublish, { id }, { loading: true, showSuccessMessage: true, ...options });

/** Takes the page offline. */
export const unpublishPage = (id: string) =>
  api(publishEndpoints.pageUnpublish, { id }, { loading: true, showSuccessMessage: true });
