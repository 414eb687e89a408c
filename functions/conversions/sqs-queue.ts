import type { SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { deliverJob } from '#functions/conversions/deliver.ts';
import { type ConversionsQueue, conversionJobSchema } from '#functions/conversions/job.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * The conversions queue on AWS: Amazon SQS (cdk/lib/insights-stack.ts, README "Server-side
 * conversion events" says why SQS here and Kinesis for the counters). Collect and the retries send
 * one message per job, with the back-off as the message's delay (at most 15 minutes; longer waits
 * go round again until the job's notBeforeMs). The consumer Lambda reports the messages it could
 * not handle (ReportBatchItemFailures); SQS delivers those again after the visibility time-out, and
 * after 5 receives moves them to the dead-letter queue. Messages are encrypted (SSE) and kept at
 * most 4 days; a job is deleted once handled.
 */

let client: SQSClient | undefined;

/** The SDK, loaded on the first job sent: collect's cold start does not pay for it (BENCHMARKS row 8). */
const sqsSdk = () => import('@aws-sdk/client-sqs');

export function sqsConversionsQueue(queueUrl: string): ConversionsQueue {
  return {
    async send(job, delayMs) {
      const { SendMessageCommand, SQSClient } = await sqsSdk();
      client ??= new SQSClient({ maxAttempts: 3 });
      await client.send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: JSON.stringify(job),
          DelaySeconds: Math.min(900, Math.max(0, Math.ceil(delayMs / 1000))),
        }),
      );
    },
  };
}

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
