import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { COLLECT_PATH } from '#core/insights-beacon.ts';

/**
 * Group "insights": the published pages' beacon (public, answers 204 with no envelope: it only
 * validates and enqueues) and the member's read-outs of the pre-aggregated counters.
 */

export const insightsCollect = {
  method: 'POST',
  path: COLLECT_PATH,
  group: 'insights',
  auth: 'public',
  schemas: async () => {
    const s = await import('#core/contracts/insights.ts');
    return { body: s.collectBodySchema };
  },
} as const satisfies EndpointDef;

export const insightsPage = {
  method: 'GET',
  path: '/client/insights/page',
  group: 'insights',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/insights.ts');
    return { query: s.insightsQuerySchema, answer: s.insightsDataSchema };
  },
} as const satisfies EndpointDef;

export const insightsSummary = {
  method: 'GET',
  path: '/client/insights/summary',
  group: 'insights',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/insights.ts');
    return { query: s.insightsSummaryQuerySchema, answer: s.insightsSummaryDataSchema };
  },
} as const satisfies EndpointDef;
