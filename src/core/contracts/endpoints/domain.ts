import {
  domainAddBodySchema,
  domainDelDataSchema,
  domainEditBodySchema,
  domainIdBodySchema,
  domainIndexDataSchema,
  domainIndexQuerySchema,
  domainItemSchema,
  domainVerifyDataSchema,
} from '#core/contracts/domain.ts';
import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "domain": the domain centre. */

export const domainIndex = {
  method: 'GET',
  path: '/client/domain/index',
  group: 'domain',
  auth: 'user',
  query: domainIndexQuerySchema,
  answer: domainIndexDataSchema,
} as const satisfies EndpointDef;

export const domainAdd = {
  method: 'POST',
  path: '/client/domain/add',
  group: 'domain',
  auth: 'user',
  body: domainAddBodySchema,
  answer: domainItemSchema,
} as const satisfies EndpointDef;

export const domainEdit = {
  method: 'POST',
  path: '/client/domain/edit',
  group: 'domain',
  auth: 'user',
  body: domainEditBodySchema,
  answer: domainItemSchema,
} as const satisfies EndpointDef;

export const domainDel = {
  method: 'POST',
  path: '/client/domain/del',
  group: 'domain',
  auth: 'user',
  body: domainIdBodySchema,
  answer: domainDelDataSchema,
} as const satisfies EndpointDef;

export const domainVerify = {
  method: 'POST',
  path: '/client/domain/verify',
  group: 'domain',
  auth: 'user',
  body: domainIdBodySchema,
  answer: domainVerifyDataSchema,
} as const satisfies EndpointDef;
