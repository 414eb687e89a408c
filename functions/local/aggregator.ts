import { SHARE_ENV, Worker } from 'node:worker_threads';
import type { BatchOutcome, InsightBatch } from '#functions/insights/record.ts';
import type { AggregatorAnswer, AggregatorRequest } from '#functions/local/aggregator-thread.ts';

export type AggregatorThread = {
  /** The in-process queue's consumer (functions/insights/queue.ts consumeInsightsWith). */
  consume(batch: InsightBatch): Promise<BatchOutcome>;
  /** Ends the thread (after the queue drained). */
  stop(): Promise<void>;
};

/**
 * The aggregator in a thread of its own (functions/local/aggregator-thread.ts), started on the
 * first batch. A batch whose thread fails or stops is reported failed, so the queue delivers it
 * again (as a stream does) to a new thread; the counters' watermarks make a repeat harmless.
 */
export function startAggregatorThread(): AggregatorThread {
  let worker: Worker | undefined;
  let nextId = 0;
  type Waiter = { on: Worker; resolve(outcome: BatchOutcome): void; reject(error: Error): void };
  const pending = new Map<number, Waiter>();

  /** Every batch out with `thread` is failed (never a late success): the queue delivers them again. */
  const failAll = (thread: Worker, error: Error) => {
    for (const [id, waiter] of pending) {
      if (waiter.on !== thread) continue;
      pending.delete(id);
      waiter.reject(error);
    }
  };

  function thread(): Worker {
    if (worker) return worker;
    // The environment is shared, so variables the local stack sets later are seen there too.
    const started = new Worker(new URL('./aggregator-thread.ts', import.meta.url), { env: SHARE_ENV });
    started.on('message', (answer: AggregatorAnswer) => {
      const waiter = pending.get(answer.id);
      if (!waiter) return;
      pending.delete(answer.id);
      if ('outcome' in answer) waiter.resolve(answer.outcome);
      else waiter.reject(new Error(answer.failure));
      if (![...pending.values()].some((other) => other.on === started)) started.unref();
    });
    started.on('error', (error) => failAll(started, error));
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(started, new Error(`The aggregator's thread stopped (exit ${code})`));
    });
    worker = started;
    return started;
  }

  return {
    consume(batch) {
      const target = thread();
      const id = ++nextId;
      // Held open only while a batch is out, so an idle thread never keeps the process alive.
      target.ref();
      return new Promise((resolve, reject) => {
        pending.set(id, { on: target, resolve, reject });
        const request: AggregatorRequest = { id, batch };
        // As text: the thread reads JSON about three times faster than a structured clone, and
        // sending costs the same either way (a batch is up to 1,000 plain records).
        target.postMessage(JSON.stringify(request));
      });
    },
    async stop() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}
