import { pageSaveBodySchema, pageSaveDataSchema } from '#core/contracts/builder.ts';
import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "builder": saves (its own function: it loads every module schema and the sanitiser). */

export const pageSave = {
  method: 'POST',
  path: '/client/page/save',
  group: 'builder',
  auth: 'user',
  body: pageSaveBodySchema,
  answer: pageSaveDataSchema,
} as const satisfies EndpointDef;
