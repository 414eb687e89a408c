import type { ConversionsQueue } from '#functions/conversions/job.ts';
import { sqsConversionsQueue } from '#functions/conversions/sqs-queue.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Where collect and the retries enqueue: the SQS queue of CONVERSIONS_QUEUE_URL on AWS, else the
 * in-process queue the local server (and the test stack) installed at start
 * (functions/conversions/local-consumer.ts). Kept apart from the consumer so the collect
 * function's bundle carries no delivery code.
 */
let local: ConversionsQueue | undefined;

export function installLocalConversionsQueue(queue: ConversionsQueue): void {
  local = queue;
}

export function conversionsQueue(): ConversionsQueue {
  const url = env().CONVERSIONS_QUEUE_URL;
  if (url) return sqsConversionsQueue(url);
  if (!local) throw new Error('No conversions queue: set CONVERSIONS_QUEUE_URL or start the local one');
  return local;
}
