import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "domain": the domain centre. */

export const domainIndex = {
  method: 'GET',
  path: '/client/domain/index',
  group: 'domain',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/domain-list.ts');
    return { query: s.domainIndexQuerySchema, answer: s.domainIndexDataSchema };
  },
} as const satisfies EndpointDef;

export const domainAdd = {
  method: 'POST',
  path: '/client/domain/add',
  group: 'domain',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/domain.ts');
    return { body: s.domainAddBodySchema, answer: s.domainItemSchema };
  },
} as const satisfies EndpointDef;

export const domainEdit = {
  method: 'POST',
  path: '/client/domain/edit',
  group: 'domain',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/domain.ts');
    return { body: s.domainEditBodySchema, answer: s.domainItemSchema };
  },
} as const satisfies EndpointDef;

export const domainDel = {
  method: 'POST',
  path: '/client/domain/del',
  group: 'domain',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/domain.ts');
    return { body: s.domainIdBodySchema, answer: s.domainDelDataSchema };
  },
} as const satisfies EndpointDef;

export const domainVerify = {
  method: 'POST',
  path: '/client/domain/verify',
  group: 'domain',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/domain.ts');
    return { body: s.domainIdBodySchema, answer: s.domainVerifyDataSchema };
  },
} as const satisfies EndpointDef;
