import { deliverJob } from '#functions/conversions/deliver.ts';
import type { ConversionsQueue } from '#functions/conversions/job.ts';
import {
  createLocalConversionsQueue,
  type LocalConversionsQueue,
} from '#functions/conversions/local-queue.ts';
import { sqsConversionsQueue } from '#functions/conversions/sqs-queue.ts';
import { env } from '#functions/platform/env.ts';

let local: LocalConversionsQueue | undefined;

/** This process's in-process conversions queue, consumed by the delivery (local server and tests). */
export function localConversionsQueue(): LocalConversionsQueue {
  local ??= createLocalConversionsQueue({
    consume: (job) => deliverJob(job, { queue: localConversionsQueue(), now: Date.now, fetch }),
  });
  return local;
}

/** Where collect and the retries enqueue: the SQS queue of CONVERSIONS_QUEUE_URL (AWS), else in-process. */
export function conversionsQueue(): ConversionsQueue {
  const url = env().CONVERSIONS_QUEUE_URL;
  return url ? sqsConversionsQueue(url) : localConversionsQueue();
}
