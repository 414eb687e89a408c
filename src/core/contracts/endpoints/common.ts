import {
  checkClickCaptchaBodySchema,
  clickCaptchaDataSchema,
  clickCaptchaQuerySchema,
} from '#core/contracts/captcha.ts';
import type { EndpointDef } from '#core/contracts/endpoint.ts';
import { anyDataSchema } from '#core/contracts/envelope.ts';

/** Group "common": the click captcha. */

export const clickCaptcha = {
  method: 'GET',
  path: '/client/common/clickCaptcha',
  group: 'common',
  auth: 'public',
  query: clickCaptchaQuerySchema,
  answer: clickCaptchaDataSchema,
} as const satisfies EndpointDef;

export const checkClickCaptcha = {
  method: 'POST',
  path: '/client/common/checkClickCaptcha',
  group: 'common',
  auth: 'public',
  body: checkClickCaptchaBodySchema,
  answer: anyDataSchema,
} as const satisfies EndpointDef;
