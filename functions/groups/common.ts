import * as endpoints from '#core/contracts/endpoints/common.ts';
import { checkClickCaptchaHandler, clickCaptchaHandler } from '#functions/handlers/common/click-captcha.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "common": the click captcha. */
export const routes = bindGroup(endpoints, {
  clickCaptcha: clickCaptchaHandler,
  checkClickCaptcha: checkClickCaptchaHandler,
});

export const handler = lambdaEntry(routes);
