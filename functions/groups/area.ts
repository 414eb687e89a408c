import * as endpoints from '#core/contracts/endpoints/area.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';

/** Group "area": China's administrative divisions, level by level. */
export const routes = bindGroup(endpoints, {
  area: onFirstRequest(async () => (await import('#functions/handlers/area/area.ts')).areaHandler),
});

export const handler = lambdaEntry(routes);
