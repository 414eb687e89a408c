import * as endpoints from '#core/contracts/endpoints/start-up.ts';
import { indexHandler } from '#functions/handlers/index/index.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "index": start-up data. */
export const routes = bindGroup(endpoints, {
  startUp: indexHandler,
});

export const handler = lambdaEntry(routes);
