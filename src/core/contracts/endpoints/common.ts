import type { EndpointDef } from '#core/contracts/endpoint.ts';

/** Group "common": the click captcha. */

export const clickCaptcha = {
  method: 'GET',
  path: '/client/common/clickCaptcha',
  group: 'common',
  auth: 'public',
  schemas: async () => {
    const s = await import('#core/contracts/captcha.ts');
    return { query: s.clickCaptchaQuerySchema, answer: s.clickCaptchaDataSchema };
  },
} as const satisfies EndpointDef;

export const checkClickCaptcha = {
  method: 'POST',
  path: '/client/common/checkClickCaptcha',
  group: 'common',
  auth: 'public',
  schemas: async () => {
    const captcha = await import('#core/contracts/captcha.ts');
    const anyData = await import('#core/contracts/any-data.ts');
    return { body: captcha.checkClickCaptchaBodySchema, answer: anyData.anyDataSchema };
  },
} as const satisfies EndpointDef;
