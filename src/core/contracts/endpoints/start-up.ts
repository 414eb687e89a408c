import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { indexDataSchema, indexQuerySchema } from '#core/contracts/index-endpoint.ts';

/** Group "index": the start-up call of every visitor (site information, menus, the user). */

export const startUp = {
  method: 'GET',
  path: '/client/index/index',
  group: 'index',
  auth: 'optional',
  query: indexQuerySchema,
  answer: indexDataSchema,
} as const satisfies EndpointDef;
