import type { Context } from 'aws-lambda';
import * as endpoints from '#core/contracts/endpoints/pay.ts';
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
import { reconcile } from '#functions/pay/reconcile.ts';
import { bindGroup, lambdaEntry, scheduledRun } from '#functions/platform/group.ts';
import type { ApiEvent } from '#functions/platform/handler.ts';
import { createLogger } from '#functions/platform/log.ts';
import { RECONCILE_GRACE_MS } from '#functions/schedules.ts';

/** Group "pay": the pay centre (always the caller's money; the notify route is the gateways'). */
export const routes = bindGroup(endpoints, {
  payChannels: channelsHandler,
  payRecharge: rechargeHandler,
  payOrder: orderHandler,
  paySubmit: submitHandler,
  payNotify: notifyHandler,
  paySetPassword: setPasswordHandler,
  paySetup: setupHandler,
  payBuyPlan: buyPlanHandler,
  payAccount: accountHandler,
  paySignIn: signInHandler,
  paySandboxPay: sandboxPayHandler,
});

const api = lambdaEntry(routes);
const log = createLogger({ component: 'pay-reconcile' });

/**
 * The Lambda entry: API Gateway events go to the routes; the EventBridge schedule (source
 * aws.events) runs the reconciler, with a grace period so requests still running are left alone.
 */
export async function handler(event: ApiEvent | { source?: string }, context: Context) {
  if ('source' in event && event.source === 'aws.events') {
    return scheduledRun(async () => {
      const report = await reconcile({ nowMs: Date.now(), graceMs: RECONCILE_GRACE_MS, log });
      log.info('reconciled', { ...report });
      return report;
    });
  }
  return api(event as ApiEvent, context, () => undefined);
}
