import type { KinesisStreamBatchResponse, KinesisStreamEvent } from 'aws-lambda';
import { awsRequest } from '#functions/data/aws-request.ts';
import { applyBatch } from '#functions/insights/aggregate.ts';
import {
  type InsightBatch,
  type InsightRecord,
  type InsightsQueue,
  insightRecordSchema,
} from '#functions/insights/record.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * The queue on AWS: Kinesis Data Streams (cdk/lib/insights-stack.ts; README "Conversion insights"
 * says why not SQS). Collect puts one record per event with the page id as partition key; the
 * aggregator Lambda receives each shard's records in order, in batches, and reports the first
 * sequence number to deliver again (ReportBatchItemFailures); after its retries the stream's
 * event source sends the batch's description to the dead-letter queue.
 */

/**
 * PutRecord of Kinesis's JSON protocol, one signed request (functions/data/aws-request.ts: the
 * SDK's retry rule), so the collect function's cold start does not load the SDK's Kinesis client.
 * `endpoint` is another address than the region's (tests: a stand-in Kinesis).
 */
export function kinesisQueue(streamName: string, options: { endpoint?: string } = {}): InsightsQueue {
  return {
    async send(record: InsightRecord) {
      const answer = await awsRequest(
        {
          service: 'kinesis',
          method: 'POST',
          path: '/',
          ...(options.endpoint ? { endpoint: options.endpoint } : {}),
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'Kinesis_20131202.PutRecord',
          },
          body: JSON.stringify({
            StreamName: streamName,
            PartitionKey: record.page,
            Data: Buffer.from(JSON.stringify(record)).toString('base64'),
          }),
        },
        kinesisErrorCode,
      );
      if (answer.status >= 300) {
        throw new Error(`Kinesis PutRecord: ${kinesisErrorCode(answer) ?? `HTTP ${answer.status}`}`);
      }
    },
  };
}

function kinesisErrorCode(answer: { body: Buffer }): string | undefined {
  try {
    return (JSON.parse(answer.body.toString('utf8')) as { __type?: string }).__type?.split('#').pop();
  } catch {
    return undefined;
  }
}

const log = createLogger({ component: 'insights-aggregator' });

/** The aggregator Lambda's handler for a Kinesis event (one shard's batch). */
export async function handleKinesisEvent(event: KinesisStreamEvent): Promise<KinesisStreamBatchResponse> {
  const first = event.Records[0];
  if (!first) return { batchItemFailures: [] };
  const shard = first.eventID.split(':')[0] ?? 'shard';
  const records: InsightBatch['records'][number][] = [];
  for (const entry of event.Records) {
    const parsed = insightRecordSchema.safeParse(
      (() => {
        try {
          return JSON.parse(Buffer.from(entry.kinesis.data, 'base64').toString('utf8'));
        } catch {
          return null;
        }
      })(),
    );
    // Only collect writes to the stream; anything unreadable is skipped, never retried forever.
    if (parsed.success) records.push({ seq: entry.kinesis.sequenceNumber, record: parsed.data });
    else log.warn('unreadable insights record skipped', { seq: entry.kinesis.sequenceNumber });
  }
  const outcome = await applyBatch({ shard, records });
  if (outcome.failedFrom !== null) log.warn('insights batch failed', { shard, from: outcome.failedFrom });
  return { batchItemFailures: outcome.failedFrom === null ? [] : [{ itemIdentifier: outcome.failedFrom }] };
}
