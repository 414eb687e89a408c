import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { pageEditBodySchema, pageRowDataSchema } from '#core/contracts/page.ts';
import {
  planApplyDataSchema,
  previewDataSchema,
  publishBodySchema,
  publishDataSchema,
} from '#core/contracts/publish.ts';

/**
 * Group "publish": publishing, and edits that move a live page (its own function: it loads the
 * Astro server build).
 */

export const pagePublish = {
  method: 'POST',
  path: '/client/page/publish',
  group: 'publish',
  auth: 'user',
  body: publishBodySchema,
  answer: publishDataSchema,
} as const satisfies EndpointDef;

export const pageUnpublish = {
  method: 'POST',
  path: '/client/page/unpublish',
  group: 'publish',
  auth: 'user',
  body: publishBodySchema,
  answer: publishDataSchema,
} as const satisfies EndpointDef;

export const pageEdit = {
  method: 'POST',
  path: '/client/page/edit',
  group: 'publish',
  auth: 'user',
  body: pageEditBodySchema,
  answer: pageRowDataSchema,
} as const satisfies EndpointDef;

export const pagePreview = {
  method: 'POST',
  path: '/client/page/preview',
  group: 'publish',
  auth: 'user',
  body: publishBodySchema,
  answer: previewDataSchema,
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
  answer: planApplyDataSchema,
} as const satisfies EndpointDef;
