/**
 * The insights aggregator's own thread in the local server (started by
 * functions/local/aggregator.ts): batches from the in-process queue are applied here, as on AWS
 * a separate function consumes the stream, so counting never runs between the answers to beacons.
 */
import { parentPort } from 'node:worker_threads';
import { applyBatch } from '#functions/insights/aggregate.ts';
import type { BatchOutcome, InsightBatch } from '#functions/insights/record.ts';

export type AggregatorRequest = { id: number; batch: InsightBatch };
export type AggregatorAnswer = { id: number; outcome: BatchOutcome } | { id: number; failure: string };

const port = parentPort;
if (!port) throw new Error('aggregator-thread.ts runs as a worker thread (functions/local/aggregator.ts)');

/** A request arrives as JSON text (functions/local/aggregator.ts says why). */
port.on('message', async (text: string) => {
  const { id, batch } = JSON.parse(text) as AggregatorRequest;
  let answer: AggregatorAnswer;
  try {
    answer = { id, outcome: await applyBatch(batch) };
  } catch (error) {
    answer = { id, failure: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
