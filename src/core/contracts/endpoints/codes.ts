import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "codes": verification codes by SMS and email. */

export const smsSend = {
  method: 'POST',
  path: '/client/Sms/send',
  group: 'codes',
  auth: 'optional',
  schemas: async () => {
    const codes = await import('#core/contracts/codes.ts');
    const anyData = await import('#core/contracts/any-data.ts');
    return { body: codes.smsSendBodySchema, answer: anyData.anyDataSchema };
  },
} as const satisfies EndpointDef;

export const emsSend = {
  method: 'POST',
  path: '/client/Ems/send',
  group: 'codes',
  auth: 'optional',
  schemas: async () => {
    const codes = await import('#core/contracts/codes.ts');
    const anyData = await import('#core/contracts/any-data.ts');
    return { body: codes.emsSendBodySchema, answer: anyData.anyDataSchema };
  },
} as const satisfies EndpointDef;
