import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { anyDataSchema } from '#core/contracts/envelope.ts';
import {
  checkInBodySchema,
  checkInInfoSchema,
  checkInResultSchema,
  logoutBodySchema,
  refreshBodySchema,
  retrievePasswordBodySchema,
  tokenPairSchema,
} from '#core/contracts/user.ts';

/** Group "user": sign-up, login and sessions. */

export const checkInInfo = {
  method: 'GET',
  path: '/client/user/checkIn',
  group: 'user',
  auth: 'public',
  answer: checkInInfoSchema,
} as const satisfies EndpointDef;

export const checkIn = {
  method: 'POST',
  path: '/client/user/checkIn',
  group: 'user',
  auth: 'public',
  body: checkInBodySchema,
  answer: checkInResultSchema,
} as const satisfies EndpointDef;

export const refresh = {
  method: 'POST',
  path: '/client/user/refresh',
  group: 'user',
  auth: 'public',
  body: refreshBodySchema,
  answer: tokenPairSchema,
} as const satisfies EndpointDef;

export const logout = {
  method: 'POST',
  path: '/client/user/logout',
  group: 'user',
  auth: 'optional',
  body: logoutBodySchema,
  answer: anyDataSchema,
} as const satisfies EndpointDef;

export const retrievePassword = {
  method: 'POST',
  path: '/client/user/retrievePassword',
  group: 'user',
  auth: 'public',
  body: retrievePasswordBodySchema,
  answer: anyDataSchema,
} as const satisfies EndpointDef;
