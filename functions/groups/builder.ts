import * as endpoints from '#core/contracts/endpoints/builder.ts';
import { saveHandler } from '#functions/handlers/builder/save.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "builder": saving the page builder's document. */
export const routes = bindGroup(endpoints, {
  pageSave: saveHandler,
});

export const handler = lambdaEntry(routes);
