import type { ConversionJob, ConversionsQueue } from '#functions/conversions/job.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * The conversions queue of `npm start`: in this process's memory with the managed queue's
 * delivery rules (Amazon SQS on AWS, functions/conversions/sqs-queue.ts): a job waits its delay,
 * then the consumer gets it; a consumer that throws gets it again after a back-off, up to
 * `maxReceives` times, then it goes to the dead-letter list and the log (SQS's redrive policy).
 * Jobs still waiting are lost if the process dies (the queue keeps them on AWS).
 */
export type LocalConversionsQueue = ConversionsQueue & {
  /** Resolves once no job is waiting or running (delayed retries included). */
  drain(): Promise<void>;
  readonly deadLetters: readonly ConversionJob[];
  size(): number;
};

const log = createLogger({ component: 'conversions-queue' });

export function createLocalConversionsQueue(options: {
  consume(job: ConversionJob): Promise<void>;
  maxReceives?: number;
  redeliverDelayMs?: number;
}): LocalConversionsQueue {
  const maxReceives = options.maxReceives ?? 5;
  const redeliverMs = options.redeliverDelayMs ?? 1_000;
  const deadLetters: ConversionJob[] = [];
  let pending = 0;
  let idle: (() => void)[] = [];
  const settle = () => {
    pending--;
    if (pending > 0) return;
    const waiters = idle;
    idle = [];
    for (const resolve of waiters) resolve();
  };
  const schedule = (job: ConversionJob, delayMs: number, receives: number) => {
    pending++;
    setTimeout(() => {
      options.consume(job).then(settle, (error: unknown) => {
        if (receives + 1 >= maxReceives) {
          deadLetters.push(job);
          log.error('conversion job dead-lettered', {
            page: job.page,
            event: job.id,
            error: error instanceof Error ? error.name : 'unknown',
          });
        } else schedule(job, redeliverMs, receives + 1);
        settle();
      });
    }, delayMs).unref();
  };
  return {
    async send(job, delayMs) {
      schedule(job, Math.max(0, delayMs), 0);
    },
    drain() {
      if (pending === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
    deadLetters,
    size: () => pending,
  };
}
