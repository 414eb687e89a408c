import * as endpoints from '#core/contracts/endpoints/start-up.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';

/** Group "index": start-up data. */
export const routes = bindGroup(endpoints, {
  startUp: onFirstRequest(async () => (await import('#functions/handlers/index/index.ts')).indexHandler),
});

export const handler = lambdaEntry(routes);
