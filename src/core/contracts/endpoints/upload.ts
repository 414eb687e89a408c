import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { uploadDataSchema, uploadQuerySchema } from '#core/contracts/upload.ts';

/** Group "upload". The multipart body is read by the handler itself (no body contract). */

export const upload = {
  method: 'POST',
  path: '/client/ajax/upload',
  group: 'upload',
  auth: 'user',
  query: uploadQuerySchema,
  answer: uploadDataSchema,
} as const satisfies EndpointDef;
