import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalQueue } from '#functions/insights/local-queue.ts';
import type { BatchOutcome, InsightBatch, InsightRecord } from '#functions/insights/record.ts';

const record = (id: string): InsightRecord => ({
  v: 1,
  id,
  page: 'page1',
  owner: 'owner1',
  type: 'view',
  atMs: 0,
  day: '2026-11-27',
  hour: '2026-11-27T10',
  visitor: 'v',
  source: '(direct)',
  device: 'mobile',
});

/** A consumer whose batches finish when the test says so. */
function heldConsumer() {
  const batches: string[][] = [];
  const finish: ((outcome: BatchOutcome) => void)[] = [];
  return {
    batches,
    consume: (batch: InsightBatch) => {
      batches.push(batch.records.map((queued) => queued.record.id));
      return new Promise<BatchOutcome>((resolve) => finish.push(resolve));
    },
    finishNext: () => finish.shift()?.({ failedFrom: null }),
  };
}

describe('the local insights queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the window before every batch, so records arriving while one is applied form the next batch together', async () => {
    const consumer = heldConsumer();
    const queue = createLocalQueue({ consume: consumer.consume, batchSize: 10, batchWindowMs: 1000 });
    await queue.send(record('a'));
    await queue.send(record('b'));
    await vi.advanceTimersByTimeAsync(999);
    expect(consumer.batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(consumer.batches).toEqual([['a', 'b']]);

    // While that batch is applied, more arrive: they wait for the next window, not for the first record.
    await queue.send(record('c'));
    consumer.finishNext();
    await vi.advanceTimersByTimeAsync(500);
    await queue.send(record('d'));
    expect(consumer.batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(consumer.batches).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    consumer.finishNext();
    const drained = queue.drain();
    await vi.runAllTimersAsync();
    await drained;
    expect(queue.size()).toBe(0);
  });

  it('hands a full batch over at once, and the rest after the window', async () => {
    const consumer = heldConsumer();
    const queue = createLocalQueue({ consume: consumer.consume, batchSize: 3, batchWindowMs: 1000 });
    for (const id of ['a', 'b', 'c', 'd']) await queue.send(record(id));
    await vi.advanceTimersByTimeAsync(0);
    expect(consumer.batches).toEqual([['a', 'b', 'c']]);
    consumer.finishNext();
    await vi.advanceTimersByTimeAsync(999);
    expect(consumer.batches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(consumer.batches).toEqual([['a', 'b', 'c'], ['d']]);
    consumer.finishNext();
  });
});
