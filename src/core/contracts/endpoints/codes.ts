import { emsSendBodySchema, smsSendBodySchema } from '#core/contracts/codes.ts';
import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { anyDataSchema } from '#core/contracts/envelope.ts';

/** Group "codes": verification codes by SMS and email. */

export const smsSend = {
  method: 'POST',
  path: '/client/Sms/send',
  group: 'codes',
  auth: 'optional',
  body: smsSendBodySchema,
  answer: anyDataSchema,
} as const satisfies EndpointDef;

export const emsSend = {
  method: 'POST',
  path: '/client/Ems/send',
  group: 'codes',
  auth: 'optional',
  body: emsSendBodySchema,
  answer: anyDataSchema,
} as const satisfies EndpointDef;
