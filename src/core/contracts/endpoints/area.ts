import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "area": the province/city/district options. */

export const area = {
  method: 'GET',
  path: '/client/ajax/area',
  group: 'area',
  auth: 'public',
  schemas: async () => {
    const s = await import('#core/contracts/area.ts');
    return { query: s.areaQuerySchema, answer: s.areaDataSchema };
  },
} as const satisfies EndpointDef;
