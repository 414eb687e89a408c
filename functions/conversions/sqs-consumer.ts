import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverJob } from '#functions/conversions/deliver.ts';
import { conversionJobSchema } from '#functions/conversions/job.ts';
import { sqsConversionsQueue } from '#functions/conversions/sqs-queue.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * The delivery Lambda's side of the SQS conversions queue (functions/conversions/sqs-queue.ts):
 * one batch of jobs, each delivered; a job that failed (not a platform's refusal: those are
 * recorded and retried as new messages) is reported, and SQS delivers it again after the
 * visibility time-out, until its redrive policy moves it to the dead-letter queue.
 */
const log = createLogger({ component: 'conversions-consumer' });

/** The delivery Lambda's handler for an SQS batch. */
export async function handleSqsEvent(event: SQSEvent, queueUrl: string): Promise<SQSBatchResponse> {
  const failures: { itemIdentifier: string }[] = [];
  const queue = sqsConversionsQueue(queueUrl);
  for (const message of event.Records) {
    let body: unknown = null;
    try {
      body = JSON.parse(message.body);
    } catch {
      body = null;
    }
    const parsed = conversionJobSchema.safeParse(body);
    // Only collect and the retries write to the queue; anything unreadable is dropped, never retried.
    if (!parsed.success) {
      log.warn('unreadable conversion job dropped', { messageId: message.messageId });
      continue;
    }
    try {
      await deliverJob(parsed.data, { queue, now: Date.now, fetch });
    } catch (error) {
      log.warn('conversion job failed, delivered again later', {
        messageId: message.messageId,
        errorName: error instanceof Error ? error.name : 'unknown',
      });
      failures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures: failures };
}
