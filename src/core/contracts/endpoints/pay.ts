import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "pay": the pay centre. */

export const payChannels = {
  method: 'GET',
  path: '/client/pay/channels',
  group: 'pay',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/pay.ts');
    return { answer: s.channelsDataSchema };
  },
} as const satisfies EndpointDef;

export const payRecharge = {
  method: 'POST',
  path: '/client/pay/recharge',
  group: 'pay',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/pay.ts');
    return { body: s.rechargeBodySchema, answer: s.orderViewSchema };
  },
} as const satisfies EndpointDef;

export const payOrder = {
  method: 'GET',
  path: '/client/pay/order',
  group: 'pay',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/pay.ts');
    return { query: s.orderQuerySchema, answer: s.orderViewSchema };
  },
} as const satisfies EndpointDef;

export const paySubmit = {
  method: 'POST',
  path: '/client/pay/submit',
  group: 'pay',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/pay.ts');
    return { body: s.submitBodySchema, answer: s.orderViewSchema };
  },
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
  schemas: async () => {
    const s = await import('#core/contracts/pay.ts');
    return { body: s.setPayPasswordBodySchema, answer: s.payFlagsDataSchema };
  },
} as const satisfies EndpointDef;

export const paySetup = {
  method: 'POST',
  path: '/client/pay/setup',
  group: 'pay',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/pay.ts');
    return { body: s.paySetupBodySchema, answer: s.payFlagsDataSchema };
  },
} as const satisfies EndpointDef;

export const payBuyPlan = {
  method: 'POST',
  path: '/client/pay/buyPlan',
  group: 'pay',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/pay.ts');
    return { body: s.buyPlanBodySchema, answer: s.buyPlanDataSchema };
  },
} as const satisfies EndpointDef;

export const payAccount = {
  method: 'GET',
  path: '/client/pay/account',
  group: 'pay',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/pay-account.ts');
    return { answer: s.payAccountDataSchema };
  },
} as const satisfies EndpointDef;

export const paySignIn = {
  method: 'POST',
  path: '/client/pay/signIn',
  group: 'pay',
  auth: 'user',
  schemas: async () => {
    const s = await import('#core/contracts/pay-account.ts');
    return { answer: s.signInDataSchema };
  },
} as const satisfies EndpointDef;

/** Local sandbox only: the sandbox gateway pays the order. */
export const paySandboxPay = {
  method: 'POST',
  path: '/client/pay/sandboxPay',
  group: 'pay',
  auth: 'user',
  schemas: async () => {
    const pay = await import('#core/contracts/pay.ts');
    const anyData = await import('#core/contracts/any-data.ts');
    return { body: pay.sandboxPayBodySchema, answer: anyData.anyDataSchema };
  },
} as const satisfies EndpointDef;
