import { deliverJob } from '#functions/conversions/deliver.ts';
import {
  createLocalConversionsQueue,
  type LocalConversionsQueue,
} from '#functions/conversions/local-queue.ts';
import { installLocalConversionsQueue } from '#functions/conversions/queue.ts';

let local: LocalConversionsQueue | undefined;

/**
 * This process's in-process conversions queue, consumed by the delivery (the local server and the
 * tests' stack); installed as the queue collect and the retries send to.
 */
export function localConversionsQueue(): LocalConversionsQueue {
  if (!local) {
    const queue = createLocalConversionsQueue({
      consume: (job) => deliverJob(job, { queue, now: Date.now, fetch }),
    });
    local = queue;
    installLocalConversionsQueue(queue);
  }
  return local;
}
