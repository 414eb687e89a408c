import { KinesisClient, PutRecordCommand } from '@aws-sdk/client-kinesis';
import type { KinesisStreamBatchResponse, KinesisStreamEvent } from 'aws-lambda';
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

let client: KinesisClient | undefined;

export function kinesisQueue(streamName: string): InsightsQueue {
  client ??= new KinesisClient({ maxAttempts: 3 });
  const kinesis = client;
  return {
    async send(record: InsightRecord) {
      await kinesis.send(
        new PutRecordCommand({
          StreamName: streamName,
          PartitionKey: record.page,
          Data: new TextEncoder().encode(JSON.stringify(record)),
        }),
      );
    },
  };
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
