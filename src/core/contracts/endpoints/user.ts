import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "user": sign-up, login and sessions. */

export const checkInInfo = {
  method: 'GET',
  path: '/client/user/checkIn',
  group: 'user',
  auth: 'public',
  schemas: async () => {
    const s = await import('#core/contracts/check-in-info.ts');
    return { answer: s.checkInInfoSchema };
  },
} as const satisfies EndpointDef;

export const checkIn = {
  method: 'POST',
  path: '/client/user/checkIn',
  group: 'user',
  auth: 'public',
  schemas: async () => {
    const s = await import('#core/contracts/user.ts');
    return { body: s.checkInBodySchema, answer: s.checkInResultSchema };
  },
} as const satisfies EndpointDef;

export const refresh = {
  method: 'POST',
  path: '/client/user/refresh',
  group: 'user',
  auth: 'public',
  schemas: async () => {
    const s = await import('#core/contracts/user.ts');
    return { body: s.refreshBodySchema, answer: s.refreshAnswerSchema };
  },
} as const satisfies EndpointDef;

export const logout = {
  method: 'POST',
  path: '/client/user/logout',
  group: 'user',
  auth: 'optional',
  schemas: async () => {
    const user = await import('#core/contracts/user.ts');
    const anyData = await import('#core/contracts/any-data.ts');
    return { body: user.logoutBodySchema, answer: anyData.anyDataSchema };
  },
} as const satisfies EndpointDef;

export const retrievePassword = {
  method: 'POST',
  path: '/client/user/retrievePassword',
  group: 'user',
  auth: 'public',
  schemas: async () => {
    const user = await import('#core/contracts/user.ts');
    const anyData = await import('#core/contracts/any-data.ts');
    return { body: user.retrievePasswordBodySchema, answer: anyData.anyDataSchema };
  },
} as const satisfies EndpointDef;
