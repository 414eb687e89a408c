import type { EndpointDef } from '#core/contracts/endpoint.ts';

/**
 * Group "publish": publishing, and edits that move a live page (its own function: it loads the
 * Astro server build).
 */

export const pagePublish = {
  method: 'POST',
  path: '/client/page/publish',
  group: 'publish',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/publish.ts');
    return { body: s.publishBodySchema, answer: s.publishDataSchema };
  },
} as const satisfies EndpointDef;

export const pageUnpublish = {
  method: 'POST',
  path: '/client/page/unpublish',
  group: 'publish',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/publish.ts');
    return { body: s.publishBodySchema, answer: s.publishDataSchema };
  },
} as const satisfies EndpointDef;

export const pageEdit = {
  method: 'POST',
  path: '/client/page/edit',
  group: 'publish',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/page.ts');
    return { body: s.pageEditBodySchema, answer: s.pageRowDataSchema };
  },
} as const satisfies EndpointDef;

export const pagePreview = {
  method: 'POST',
  path: '/client/page/preview',
  group: 'publish',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/publish.ts');
    return { body: s.publishBodySchema, answer: s.previewDataSchema };
  },
} as const satisfies EndpointDef;

/**
 * Brings the caller's pages in line with their plan now: after a purchase, pages a lapse took
 * offline go back online (the daily job does the same for anyone the purchase's call missed).
 */
export const pagePlanApply = {
  method: 'POST',
  path: '/client/page/applyPlan',
  group: 'publish',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/publish.ts');
    return { answer: s.planApplyDataSchema };
  },
} as const satisfies EndpointDef;
