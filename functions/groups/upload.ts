import * as endpoints from '#core/contracts/endpoints/upload.ts';
import { uploadHandler } from '#functions/handlers/upload/upload.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "upload": member file uploads into the uploads bucket. */
export const routes = bindGroup(endpoints, {
  upload: uploadHandler,
});

export const handler = lambdaEntry(routes);
