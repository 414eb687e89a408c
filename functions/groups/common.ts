import { checkClickCaptchaHandler, clickCaptchaHandler } from '#functions/handlers/common/click-captcha.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "common": the click captcha. */
export const routes = bindGroup('common', {
  'GET /client/common/clickCaptcha': clickCaptchaHandler,
  'POST /client/common/checkClickCaptcha': checkClickCaptchaHandler,
});

export const handler = lambdaEntry(routes);
