import type { Context, KinesisStreamEvent } from 'aws-lambda';
import * as endpoints from '#core/contracts/endpoints/insights.ts';
import {
  collectHandler,
  pageInsightsHandler,
  summaryHandler,
} from '#functions/handlers/insights/insights.ts';
import { handleKinesisEvent } from '#functions/insights/kinesis-queue.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';
import type { ApiEvent } from '#functions/platform/handler.ts';

/** Group "insights": the beacon's collect endpoint and the member's read-outs (always their own pages). */
export const routes = bindGroup(endpoints, {
  insightsCollect: collectHandler,
  insightsPage: pageInsightsHandler,
  insightsSummary: summaryHandler,
});

const api = lambdaEntry(routes);

/**
 * The Lambda entry of two functions sharing this bundle: the API function (API Gateway events)
 * and the aggregator (Kinesis batches of the insights stream, cdk/lib/insights-stack.ts).
 */
export async function handler(event: ApiEvent | KinesisStreamEvent, context: Context) {
  if ('Records' in event) return handleKinesisEvent(event);
  return api(event, context, () => undefined);
}
