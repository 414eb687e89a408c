import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "page": the page centre. Edits are in the publish group (they move a live page). */

export const pageIndex = {
  method: 'GET',
  path: '/client/page/index',
  group: 'page',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/page.ts');
    return { query: s.pageIndexQuerySchema, answer: s.pageIndexDataSchema };
  },
} as const satisfies EndpointDef;

export const pageDetail = {
  method: 'GET',
  path: '/client/page/detail',
  group: 'page',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/page-detail.ts');
    return { query: s.pageDetailQuerySchema, answer: s.pageDetailDataSchema };
  },
} as const satisfies EndpointDef;

export const pageAdd = {
  method: 'POST',
  path: '/client/page/add',
  group: 'page',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/page.ts');
    return { body: s.pageAddBodySchema, answer: s.pageRowDataSchema };
  },
} as const satisfies EndpointDef;

export const pageDel = {
  method: 'POST',
  path: '/client/page/del',
  group: 'page',
  auth: 'user',
  schemas: async () => {
    const page = await import('#core/contracts/page.ts');
    const anyData = await import('#core/contracts/any-data.ts');
    return { body: page.pageDelBodySchema, answer: anyData.anyDataSchema };
  },
} as const satisfies EndpointDef;
