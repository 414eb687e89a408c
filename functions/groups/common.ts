import * as endpoints from '#core/contracts/endpoints/common.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';

const captcha = () => import('#functions/handlers/common/click-captcha.ts');

/** Group "common": the click captcha. */
export const routes = bindGroup(endpoints, {
  clickCaptcha: onFirstRequest(async () => (await captcha()).clickCaptchaHandler),
  checkClickCaptcha: onFirstRequest(async () => (await captcha()).checkClickCaptchaHandler),
});

export const handler = lambdaEntry(routes);
