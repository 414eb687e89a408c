import * as endpoints from '#core/contracts/endpoints/area.ts';
import { areaHandler } from '#functions/handlers/area/area.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "area": China's administrative divisions, level by level. */
export const routes = bindGroup(endpoints, {
  area: areaHandler,
});

export const handler = lambdaEntry(routes);
