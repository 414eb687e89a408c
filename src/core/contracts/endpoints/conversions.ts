import type { EndpointDef } from '#core/contracts/endpoint.ts';

/**
 * Group "conversions": a pixel module's server-side events settings and diagnostics (the member's
 * own pages only). Its Lambda also delivers the events (the SQS queue's consumer).
 */

export const conversionSettings = {
  method: 'GET',
  path: '/client/conversions/settings',
  group: 'conversions',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/conversions.ts');
    return { query: s.conversionSettingsQuerySchema, answer: s.conversionSettingsDataSchema };
  },
} as const satisfies EndpointDef;

export const conversionToken = {
  method: 'POST',
  path: '/client/conversions/token',
  group: 'conversions',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/conversions.ts');
    return { body: s.conversionTokenBodySchema, answer: s.conversionSettingsDataSchema };
  },
} as const satisfies EndpointDef;

export const conversionOptions = {
  method: 'POST',
  path: '/client/conversions/options',
  group: 'conversions',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/conversions.ts');
    return { body: s.conversionOptionsBodySchema, answer: s.conversionSettingsDataSchema };
  },
} as const satisfies EndpointDef;
