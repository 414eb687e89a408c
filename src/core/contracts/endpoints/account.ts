import {
  balanceLogPageSchema,
  changeBindBodySchema,
  changeBindDataSchema,
  changePasswordBodySchema,
  ledgerQuerySchema,
  overviewDataSchema,
  overviewQuerySchema,
  profileDataSchema,
  profileUpdateSchema,
  scoreLogPageSchema,
  verificationBodySchema,
  verificationDataSchema,
} from '#core/contracts/account.ts';
import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { anyDataSchema } from '#core/contracts/envelope.ts';

/** Group "account": the member centre. */

export const overview = {
  method: 'GET',
  path: '/client/account/overview',
  group: 'account',
  auth: 'user',
  query: overviewQuerySchema,
  answer: overviewDataSchema,
} as const satisfies EndpointDef;

export const profile = {
  method: 'GET',
  path: '/client/account/profile',
  group: 'account',
  auth: 'user',
  answer: profileDataSchema,
} as const satisfies EndpointDef;

export const profileSave = {
  method: 'POST',
  path: '/client/account/profile',
  group: 'account',
  auth: 'user',
  body: profileUpdateSchema,
  answer: profileDataSchema,
} as const satisfies EndpointDef;

export const verification = {
  method: 'POST',
  path: '/client/account/verification',
  group: 'account',
  auth: 'user',
  body: verificationBodySchema,
  answer: verificationDataSchema,
} as const satisfies EndpointDef;

export const changeBind = {
  method: 'POST',
  path: '/client/account/changeBind',
  group: 'account',
  auth: 'user',
  body: changeBindBodySchema,
  answer: changeBindDataSchema,
} as const satisfies EndpointDef;

export const changePassword = {
  method: 'POST',
  path: '/client/account/changePassword',
  group: 'account',
  auth: 'user',
  body: changePasswordBodySchema,
  answer: anyDataSchema,
} as const satisfies EndpointDef;

export const balanceLog = {
  method: 'GET',
  path: '/client/account/balance',
  group: 'account',
  auth: 'user',
  query: ledgerQuerySchema,
  answer: balanceLogPageSchema,
} as const satisfies EndpointDef;

export const scoreLog = {
  method: 'GET',
  path: '/client/account/integral',
  group: 'account',
  auth: 'user',
  query: ledgerQuerySchema,
  answer: scoreLogPageSchema,
} as const satisfies EndpointDef;
