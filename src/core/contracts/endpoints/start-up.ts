import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "index": the start-up call of every visitor (site information, menus, the user). */

export const startUp = {
  method: 'GET',
  path: '/client/index/index',
  group: 'index',
  auth: 'optional',
  schemas: async () => {
    const s = await import('#core/contracts/index-endpoint.ts');
    return { query: s.indexQuerySchema, answer: s.indexDataSchema };
  },
} as const satisfies EndpointDef;
