import type { Context, SQSEvent } from 'aws-lambda';
import * as endpoints from '#core/contracts/endpoints/conversions.ts';
import { env } from '#functions/platform/env.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';
import type { ApiEvent } from '#functions/platform/handler.ts';

const conversions = () => import('#functions/handlers/conversions/conversions.ts');

/** Group "conversions": a pixel module's server-side events settings and diagnostics (the caller's own pages). */
export const routes = bindGroup(endpoints, {
  conversionSettings: onFirstRequest(async () => (await conversions()).conversionSettingsHandler),
  conversionToken: onFirstRequest(async () => (await conversions()).conversionTokenHandler),
  conversionOptions: onFirstRequest(async () => (await conversions()).conversionOptionsHandler),
});

const api = lambdaEntry(routes);

/**
 * The Lambda entry of two functions sharing this bundle: the API function (API Gateway events)
 * and the delivery (SQS batches of the conversions queue, cdk/lib/insights-stack.ts).
 */
export async function handler(event: ApiEvent | SQSEvent, context: Context) {
  if ('Records' in event) {
    const url = env().CONVERSIONS_QUEUE_URL;
    if (!url) throw new Error('CONVERSIONS_QUEUE_URL is not set');
    const { handleSqsEvent } = await import('#functions/conversions/sqs-consumer.ts');
    return handleSqsEvent(event, url);
  }
  return api(event, context, () => undefined);
}
