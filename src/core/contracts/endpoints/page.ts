import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { anyDataSchema } from '#core/contracts/envelope.ts';
import {
  pageAddBodySchema,
  pageDelBodySchema,
  pageDetailDataSchema,
  pageDetailQuerySchema,
  pageIndexDataSchema,
  pageIndexQuerySchema,
  pageRowDataSchema,
} from '#core/contracts/page.ts';

/** Group "page": the page centre. Edits are in the publish group (they move a live page). */

export const pageIndex = {
  method: 'GET',
  path: '/client/page/index',
  group: 'page',
  auth: 'user',
  query: pageIndexQuerySchema,
  answer: pageIndexDataSchema,
} as const satisfies EndpointDef;

export const pageDetail = {
  method: 'GET',
  path: '/client/page/detail',
  group: 'page',
  auth: 'user',
  query: pageDetailQuerySchema,
  answer: pageDetailDataSchema,
} as const satisfies EndpointDef;

export const pageAdd = {
  method: 'POST',
  path: '/client/page/add',
  group: 'page',
  auth: 'user',
  body: pageAddBodySchema,
  answer: pageRowDataSchema,
} as const satisfies EndpointDef;

export const pageDel = {
  method: 'POST',
  path: '/client/page/del',
  group: 'page',
  auth: 'user',
  body: pageDelBodySchema,
  answer: anyDataSchema,
} as const satisfies EndpointDef;
