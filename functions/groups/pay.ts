import type { Context } from 'aws-lambda';
import * as endpoints from '#core/contracts/endpoints/pay.ts';
import { bindGroup, lambdaEntry, onFirstRequest, scheduledRun } from '#functions/platform/group.ts';
import type { ApiEvent } from '#functions/platform/handler.ts';
import { createLogger } from '#functions/platform/log.ts';
import { RECONCILE_GRACE_MS } from '#functions/schedules.ts';

const orders = () => import('#functions/handlers/pay/orders.ts');
const settings = () => import('#functions/handlers/pay/settings.ts');

/** Group "pay": the pay centre (always the caller's money; the notify route is the gateways'). */
export const routes = bindGroup(endpoints, {
  payChannels: onFirstRequest(async () => (await orders()).channelsHandler),
  payRecharge: onFirstRequest(async () => (await orders()).rechargeHandler),
  payOrder: onFirstRequest(async () => (await orders()).orderHandler),
  paySubmit: onFirstRequest(async () => (await orders()).submitHandler),
  payNotify: onFirstRequest(async () => (await import('#functions/handlers/pay/notify.ts')).notifyHandler),
  paySetPassword: onFirstRequest(async () => (await settings()).setPasswordHandler),
  paySetup: onFirstRequest(async () => (await settings()).setupHandler),
  payBuyPlan: onFirstRequest(async () => (await settings()).buyPlanHandler),
  payAccount: onFirstRequest(async () => (await import('#functions/handlers/pay/account.ts')).accountHandler),
  paySignIn: onFirstRequest(async () => (await settings()).signInHandler),
  paySandboxPay: onFirstRequest(async () => (await orders()).sandboxPayHandler),
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
      const { reconcile } = await import('#functions/pay/reconcile.ts');
      const report = await reconcile({ nowMs: Date.now(), graceMs: RECONCILE_GRACE_MS, log });
      log.info('reconciled', { ...report });
      return report;
    });
  }
  return api(event as ApiEvent, context, () => undefined);
}
