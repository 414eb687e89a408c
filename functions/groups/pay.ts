import { notifyHandler } from '#functions/handlers/pay/notify.ts';
import {
  channelsHandler,
  orderHandler,
  rechargeHandler,
  sandboxPayHandler,
  submitHandler,
} from '#functions/handlers/pay/orders.ts';
import {
  accountHandler,
  buyPlanHandler,
  setPasswordHandler,
  setupHandler,
  signInHandler,
} from '#functions/handlers/pay/settings.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "pay": the pay centre (always the caller's money; the notify route is the gateways'). */
export const routes = bindGroup('pay', {
  'GET /client/pay/channels': channelsHandler,
  'POST /client/pay/recharge': rechargeHandler,
  'GET /client/pay/order': orderHandler,
  'POST /client/pay/submit': submitHandler,
  'POST /client/pay/notify/{channel}': notifyHandler,
  'POST /client/pay/setPassword': setPasswordHandler,
  'POST /client/pay/setup': setupHandler,
  'POST /client/pay/buyPlan': buyPlanHandler,
  'GET /client/pay/account': accountHandler,
  'POST /client/pay/signIn': signInHandler,
  'POST /client/pay/sandboxPay': sandboxPayHandler,
});

export const handler = lambdaEntry(routes);
