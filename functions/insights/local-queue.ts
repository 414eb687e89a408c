import {
  type BatchOutcome,
  compareSeq,
  type InsightBatch,
  type InsightRecord,
  type InsightsQueue,
  type QueuedRecord,
} from '#functions/insights/record.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * The queue of `npm start`: in this process's memory, with the delivery rules of the managed one
 * on AWS (Kinesis Data Streams, cdk/lib/insights-stack.ts): one shard, records numbered in order,
 * batches of up to `batchSize` handed to the consumer one at a time; when the consumer reports a
 * failure, delivery starts again from the record it names (with newer records joined, as a stream
 * does), backing off; after `maxAttempts` the failed records go to the dead-letter list and the
 * log. Records still queued are lost if the process dies (the stream keeps them on AWS).
 */
export type LocalQueueOptions = {
  consume(batch: InsightBatch): Promise<BatchOutcome>;
  batchSize?: number;
  /** How long the first record waits for others to fill a batch. */
  batchWindowMs?: number;
  maxAttempts?: number;
  /** First back-off after a failure, doubled each time (at most 5 s). */
  retryDelayMs?: number;
};

export type LocalQueue = InsightsQueue & {
  /** Resolves once everything sent so far was delivered (or dead-lettered). */
  drain(): Promise<void>;
  /** Records given up on, with the reason. */
  readonly deadLetters: readonly QueuedRecord[];
  /** Records waiting now. */
  size(): number;
};

const log = createLogger({ component: 'insights-queue' });

export function createLocalQueue(options: LocalQueueOptions): LocalQueue {
  const batchSize = options.batchSize ?? 1000;
  const windowMs = options.batchWindowMs ?? 50;
  const maxAttempts = options.maxAttempts ?? 8;
  const firstDelay = options.retryDelayMs ?? 100;
  // Sequence numbers keep rising across restarts (counters remember the last one applied).
  const base = BigInt(Date.now()) * 1_000_000_000n;
  let counter = 0n;
  const waiting: QueuedRecord[] = [];
  const deadLetters: QueuedRecord[] = [];
  let running = false;
  let idle: (() => void)[] = [];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());
  /** Ends the wait for a batch early: set while waiting, called once a full batch is queued. */
  let batchFull: (() => void) | null = null;
  const windowOrFullBatch = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, windowMs).unref();
      function done() {
        clearTimeout(timer);
        batchFull = null;
        resolve();
      }
      batchFull = done;
    });

  async function run() {
    running = true;
    let attempts = 0;
    try {
      while (waiting.length > 0) {
        // As the stream's consumer is invoked on AWS: once a full batch waits or the window passed,
        // for every batch (not only the first: under a steady flow, batches would shrink to what
        // arrived while the last one was applied, each paying the aggregator's reads and writes).
        if (attempts === 0 && waiting.length < batchSize) await windowOrFullBatch();
        const records = waiting.slice(0, batchSize);
        let outcome: BatchOutcome;
        try {
          outcome = await options.consume({ shard: 'local', records });
        } catch {
          outcome = { failedFrom: records[0]?.seq ?? null };
        }
        if (outcome.failedFrom === null) {
          waiting.splice(0, records.length);
          attempts = 0;
          continue;
        }
        const from = outcome.failedFrom;
        const done = records.filter((queued) => compareSeq(queued.seq, from) < 0).length;
        waiting.splice(0, done);
        attempts++;
        if (attempts >= maxAttempts) {
          const given = waiting.splice(0, records.length - done);
          deadLetters.push(...given);
          log.error('insights batch dead-lettered', { records: given.length, from: outcome.failedFrom });
          attempts = 0;
          continue;
        }
        log.warn('insights batch failed, delivering again', { from: outcome.failedFrom, attempts });
        await sleep(Math.min(5_000, firstDelay * 2 ** (attempts - 1)));
      }
    } finally {
      running = false;
      const waiters = idle;
      idle = [];
      for (const resolve of waiters) resolve();
    }
  }

  return {
    async send(record: InsightRecord) {
      counter++;
      waiting.push({ seq: String(base + counter), record });
      if (!running) void run();
      else if (waiting.length >= batchSize) batchFull?.();
    },
    drain() {
      if (!running && waiting.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve)).then(() => this.drain());
    },
    deadLetters,
    size: () => waiting.length,
  };
}
