import { indexHandler } from '#functions/handlers/index/index.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "index": start-up data. */
export const routes = bindGroup('index', {
  'GET /client/index/index': indexHandler,
});

export const handler = lambdaEntry(routes);
