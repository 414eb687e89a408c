import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { counterKeyId } from '#functions/data/insights-repo.ts';
import { type AggregatorStore, applyBatch } from '#functions/insights/aggregate.ts';
import type { InsightRecord, QueuedRecord } from '#functions/insights/record.ts';
import { estimate } from '#functions/insights/sketch.ts';

const visitor = (n: number) =>
  createHash('sha256').update(`v${n}`).digest().subarray(0, 16).toString('base64url');

/** A record of page P1 on one day and hour: a view from `campaign`, or a tap on `channel`. */
function record(n: number, fact: { campaign?: string; channel?: InsightRecord['channel'] }): InsightRecord {
  return {
    v: 1,
    id: `e${n}`,
    page: 'P1',
    owner: 'u1',
    type: fact.channel ? 'click' : 'view',
    atMs: 0,
    day: '2026-11-28',
    hour: '2026-11-28T19',
    visitor: visitor(n),
    source: 'facebook',
    device: 'mobile',
    ...(fact.campaign ? { campaign: fact.campaign } : {}),
    ...(fact.channel ? { channel: fact.channel, module: 'chat01' } : {}),
  };
}

type Write = {
  id: string;
  increments: Record<string, number>;
  sketches: boolean;
  visitors: number;
  next: string;
};

/** A store holding nothing yet (or the watermark `at` on every item), recording the writes. */
function store(at: string | null = null) {
  const writes: Write[] = [];
  const fake: AggregatorStore = {
    readCounterStates: async (keys) =>
      new Map(keys.map((key) => [counterKeyId(key), { watermark: at, version: at ? 1 : 0 }])) as never,
    addToCounter: async (key, increments, sketches, write) => {
      writes.push({
        id: key.sk,
        increments: Object.fromEntries(increments),
        sketches: sketches !== null,
        visitors: sketches ? estimate(sketches.visitors) : 0,
        next: write.next,
      });
      return true;
    },
  };
  return { fake, writes };
}

const queued = (records: InsightRecord[]): QueuedRecord[] =>
  records.map((r, i) => ({ seq: String(1000 + i), record: r }));

describe('the aggregator merging a batch', () => {
  it('counts into the day and the hour item, folds a dimension past 40 values into (other), and keeps sketches on day items only', async () => {
    const records = [
      ...Array.from({ length: 45 }, (_, n) => record(n, { campaign: `c${n}` })),
      record(45, { channel: 'whatsapp' }),
      record(46, { channel: 'whatsapp' }),
      record(47, { channel: 'link' }),
    ];
    const { fake, writes } = store();
    // Delivered out of order: counted in sequence order all the same.
    expect(await applyBatch({ shard: 's', records: queued(records).reverse() }, fake)).toEqual({
      failedFrom: null,
    });
    const day = writes.find((w) => w.id === 'D#2026-11-28');
    const hour = writes.find((w) => w.id === 'H#2026-11-28T19');
    const expected = {
      views: 45,
      's:facebook': 45,
      'dv:mobile': 45,
      ...Object.fromEntries(Array.from({ length: 40 }, (_, n) => [`cp:c${n}`, 1])),
      'cp:(other)': 5,
      clicks: 3,
      chats: 2,
      'ch:whatsapp': 2,
      'ch:link': 1,
      'm:chat01': 3,
    };
    expect(day?.increments).toEqual(expected);
    expect(hour?.increments).toEqual(expected);
    expect([day?.sketches, hour?.sketches]).toEqual([true, false]);
    expect(day?.visitors).toBe(48);
    expect([day?.next, hour?.next]).toEqual(['1047', '1047']);
  });

  it('adds only what is past an item’s watermark (a redelivered batch)', async () => {
    const records = Array.from({ length: 10 }, (_, n) => record(n, { campaign: 'spring' }));
    const { fake, writes } = store('1006');
    await applyBatch({ shard: 's', records: queued(records) }, fake);
    expect(writes.map((w) => [w.id, w.increments.views, w.next])).toEqual([
      ['D#2026-11-28', 3, '1009'],
      ['H#2026-11-28T19', 3, '1009'],
    ]);
    const { fake: caughtUp, writes: none } = store('1009');
    await applyBatch({ shard: 's', records: queued(records) }, caughtUp);
    expect(none).toEqual([]);
  });
});
