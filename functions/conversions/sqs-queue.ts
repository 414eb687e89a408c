import type { SQSClient } from '@aws-sdk/client-sqs';
import type { ConversionsQueue } from '#functions/conversions/job.ts';

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
