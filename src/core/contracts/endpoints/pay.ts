import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { anyDataSchema } from '#core/contracts/envelope.ts';
import {
  buyPlanBodySchema,
  buyPlanDataSchema,
  channelsDataSchema,
  orderQuerySchema,
  orderViewSchema,
  payAccountDataSchema,
  payFlagsDataSchema,
  paySetupBodySchema,
  rechargeBodySchema,
  sandboxPayBodySchema,
  setPayPasswordBodySchema,
  signInDataSchema,
  submitBodySchema,
} from '#core/contracts/pay.ts';

/** Group "pay": the pay centre. */

export const payChannels = {
  method: 'GET',
  path: '/client/pay/channels',
  group: 'pay',
  auth: 'user',
  answer: channelsDataSchema,
} as const satisfies EndpointDef;

export const payRecharge = {
  method: 'POST',
  path: '/client/pay/recharge',
  group: 'pay',
  auth: 'user',
  body: rechargeBodySchema,
  answer: orderViewSchema,
} as const satisfies EndpointDef;

export const payOrder = {
  method: 'GET',
  path: '/client/pay/order',
  group: 'pay',
  auth: 'user',
  query: orderQuerySchema,
  answer: orderViewSchema,
} as const satisfies EndpointDef;

export const paySubmit = {
  method: 'POST',
  path: '/client/pay/submit',
  group: 'pay',
  auth: 'user',
  body: submitBodySchema,
  answer: orderViewSchema,
} as const satisfies EndpointDef;

/** A gateway's notification: signature checked, no login, and the gateway's own answer (no envelope). */
export const payNotify = {
  method: 'POST',
  path: '/client/pay/notify/{channel}',
  group: 'pay',
  auth: 'public',
} as const satisfies EndpointDef;

export const paySetPassword = {
  method: 'POST',
  path: '/client/pay/setPassword',
  group: 'pay',
  auth: 'user',
  body: setPayPasswordBodySchema,
  answer: payFlagsDataSchema,
} as const satisfies EndpointDef;

export const paySetup = {
  method: 'POST',
  path: '/client/pay/setup',
  group: 'pay',
  auth: 'user',
  body: paySetupBodySchema,
  answer: payFlagsDataSchema,
} as const satisfies EndpointDef;

export const payBuyPlan = {
  method: 'POST',
  path: '/client/pay/buyPlan',
  group: 'pay',
  auth: 'user',
  body: buyPlanBodySchema,
  answer: buyPlanDataSchema,
} as const satisfies EndpointDef;

export const payAccount = {
  method: 'GET',
  path: '/client/pay/account',
  group: 'pay',
  auth: 'user',
  answer: payAccountDataSchema,
} as const satisfies EndpointDef;

export const paySignIn = {
  method: 'POST',
  path: '/client/pay/signIn',
  group: 'pay',
  auth: 'user',
  answer: signInDataSchema,
} as const satisfies EndpointDef;

/** Local sandbox only: the sandbox gateway pays the order. */
export const paySandboxPay = {
  method: 'POST',
  path: '/client/pay/sandboxPay',
  group: 'pay',
  auth: 'user',
  body: sandboxPayBodySchema,
  answer: anyDataSchema,
} as const satisfies EndpointDef;
