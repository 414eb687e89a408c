import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "builder": saves (its own function: it loads every module schema and the sanitiser). */

export const pageSave = {
  method: 'POST',
  path: '/client/page/save',
  group: 'builder',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/builder.ts');
    return { body: s.pageSaveBodySchema, answer: s.pageSaveDataSchema };
  },
} as const satisfies EndpointDef;
