import { applyBatch } from '#functions/insights/aggregate.ts';
import { kinesisQueue } from '#functions/insights/kinesis-queue.ts';
import { createLocalQueue, type LocalQueue } from '#functions/insights/local-queue.ts';
import type { BatchOutcome, InsightBatch, InsightsQueue } from '#functions/insights/record.ts';
import { env } from '#functions/platform/env.ts';

let local: LocalQueue | undefined;
let consumer: (batch: InsightBatch) => Promise<BatchOutcome> = (batch) => applyBatch(batch);

/**
 * Who applies the in-process queue's batches: the aggregator in this thread (tests), unless the
 * local server hands them to the aggregator's own thread (functions/local/aggregator.ts).
 */
export function consumeInsightsWith(consume: (batch: InsightBatch) => Promise<BatchOutcome>): void {
  consumer = consume;
}

/** This process's in-process queue, consumed by the aggregator (local server and tests). */
export function localInsightsQueue(): LocalQueue {
  local ??= createLocalQueue({
    consume: (batch) => consumer(batch),
    batchWindowMs: env().INSIGHTS_BATCH_WINDOW_MS,
  });
  return local;
}

/** Where collect enqueues: the Kinesis stream named by INSIGHTS_STREAM_NAME (AWS), else in-process. */
export function insightsQueue(): InsightsQueue {
  const stream = env().INSIGHTS_STREAM_NAME;
  return stream ? kinesisQueue(stream) : localInsightsQueue();
}
