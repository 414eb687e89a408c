import * as endpoints from '#core/contracts/endpoints/builder.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';

/** Group "builder": saving the page builder's document. */
export const routes = bindGroup(endpoints, {
  pageSave: onFirstRequest(async () => (await import('#functions/handlers/builder/save.ts')).saveHandler),
});

export const handler = lambdaEntry(routes);
