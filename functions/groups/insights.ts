import type { Context, KinesisStreamEvent } from 'aws-lambda';
import * as endpoints from '#core/contracts/endpoints/insights.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';
import type { ApiEvent } from '#functions/platform/handler.ts';

// The beacon's handler and the member's read-outs are modules of their own: a read-out's first
// call does not load the collector's user-agent parser and the conversions' registry.
const readOuts = () => import('#functions/handlers/insights/insights.ts');

/** Group "insights": the beacon's collect endpoint and the member's read-outs (always their own pages). */
export const routes = bindGroup(endpoints, {
  insightsCollect: onFirstRequest(
    async () => (await import('#functions/handlers/insights/collect.ts')).collectHandler,
  ),
  insightsPage: onFirstRequest(async () => (await readOuts()).pageInsightsHandler),
  insightsSummary: onFirstRequest(async () => (await readOuts()).summaryHandler),
});

const api = lambdaEntry(routes);

/**
 * The Lambda entry of two functions sharing this bundle: the API function (API Gateway events)
 * and the aggregator (Kinesis batches of the insights stream, cdk/lib/insights-stack.ts).
 */
export async function handler(event: ApiEvent | KinesisStreamEvent, context: Context) {
  if ('Records' in event) {
    const { handleKinesisEvent } = await import('#functions/insights/kinesis-queue.ts');
    return handleKinesisEvent(event);
  }
  return api(event, context, () => undefined);
}
