import * as endpoints from '#core/contracts/endpoints/upload.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';

/** Group "upload": member file uploads into the uploads bucket. */
export const routes = bindGroup(endpoints, {
  upload: onFirstRequest(async () => (await import('#functions/handlers/upload/upload.ts')).uploadHandler),
});

export const handler = lambdaEntry(routes);
