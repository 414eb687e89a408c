import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "upload". The multipart body is read by the handler itself (no body contract). */

export const upload = {
  method: 'POST',
  path: '/client/ajax/upload',
  group: 'upload',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/upload.ts');
    return { query: s.uploadQuerySchema, answer: s.uploadDataSchema };
  },
} as const satisfies EndpointDef;
