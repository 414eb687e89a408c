import { area } from '#core/contracts/endpoints/area.ts';
import { citiesOf, districtsOf, provinces } from '#functions/area/area.ts';
import { defineHandler } from '#functions/platform/handler.ts';

/** GET /client/ajax/area: provinces; with `province` its cities; with `city` its districts. */
export const areaHandler = defineHandler(area, {
  async run({ query }) {
    if (query.city) return { data: districtsOf(query.city) };
    if (query.province) return { data: citiesOf(query.province) };
    return { data: provinces() };
  },
});
