import { areaDataSchema, areaQuerySchema } from '#core/contracts/area.ts';
import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "area": the province/city/district options. */

export const area = {
  method: 'GET',
  path: '/client/ajax/area',
  group: 'area',
  auth: 'public',
  query: areaQuerySchema,
  answer: areaDataSchema,
} as const satisfies EndpointDef;
