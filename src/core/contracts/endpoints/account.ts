import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "account": the member centre. */

export const overview = {
  method: 'GET',
  path: '/client/account/overview',
  group: 'account',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/account.ts');
    return { query: s.overviewQuerySchema, answer: s.overviewDataSchema };
  },
} as const satisfies EndpointDef;

export const profile = {
  method: 'GET',
  path: '/client/account/profile',
  group: 'account',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/account.ts');
    return { answer: s.profileDataSchema };
  },
} as const satisfies EndpointDef;

export const profileSave = {
  method: 'POST',
  path: '/client/account/profile',
  group: 'account',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/account.ts');
    return { body: s.profileUpdateSchema, answer: s.profileDataSchema };
  },
} as const satisfies EndpointDef;

export const verification = {
  method: 'POST',
  path: '/client/account/verification',
  group: 'account',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/account.ts');
    return { body: s.verificationBodySchema, answer: s.verificationDataSchema };
  },
} as const satisfies EndpointDef;

export const changeBind = {
  method: 'POST',
  path: '/client/account/changeBind',
  group: 'account',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/account.ts');
    return { body: s.changeBindBodySchema, answer: s.changeBindDataSchema };
  },
} as const satisfies EndpointDef;

export const changePassword = {
  method: 'POST',
  path: '/client/account/changePassword',
  group: 'account',
  auth: 'user',
  schemas: async () => {
    const account = await import('#core/contracts/account.ts');
    const anyData = await import('#core/contracts/any-data.ts');
    return { body: account.changePasswordBodySchema, answer: anyData.anyDataSchema };
  },
} as const satisfies EndpointDef;

export const balanceLog = {
  method: 'GET',
  path: '/client/account/balance',
  group: 'account',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/ledger-log.ts');
    return { query: s.ledgerQuerySchema, answer: s.balanceLogPageSchema };
  },
} as const satisfies EndpointDef;

export const scoreLog = {
  method: 'GET',
  path: '/client/account/integral',
  group: 'account',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/ledger-log.ts');
    return { query: s.ledgerQuerySchema, answer: s.scoreLogPageSchema };
  },
} as const satisfies EndpointDef;
