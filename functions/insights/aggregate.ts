import { isContactChannel } from '#core/contracts/insights-values.ts';
import { addToCounter, counterKeyId, readCounterStates } from '#functions/data/insights-repo.ts';
import { type ItemKey, keys } from '#functions/data/keys.ts';
import {
  type BatchOutcome,
  compareSeq,
  type InsightBatch,
  type InsightRecord,
} from '#functions/insights/record.ts';
import { addHash, sketchOf } from '#functions/insights/sketch.ts';

/**
 * The aggregator (DESIGN.md point 18): merges a batch of events into counter increments per page
 * per day and per hour, and applies each counter item's share in ONE conditional write that also
 * merges the visitors into the item's unique-visitor sketches and moves the item's watermark for
 * the batch's shard. Records are ordered within a shard, so a record at or below an item's
 * watermark is already in it: a redelivered batch (whole, cut at the failed record, or grown by
 * newer records) adds only what is new, and a write that lost a race (the item's write count
 * moved) applies nothing and is delivered again. Issue 15's conversion events hook in here, once
 * per record, keyed by the record's event id.
 */

/** The store operations the aggregator needs (functions/data/insights-repo.ts; tests wrap them). */
export type AggregatorStore = {
  readCounterStates: typeof readCounterStates;
  addToCounter: typeof addToCounter;
};

const REPO: AggregatorStore = { readCounterStates, addToCounter };

const DAY_MS = 86_400_000;
/** How long counters live: days past the longest range shown (90 days); hours for today's chart. */
const DAY_ITEM_LIFE_MS = 100 * DAY_MS;
const HOUR_ITEM_LIFE_MS = 3 * DAY_MS;
/** At most this many distinct values of one dimension per write; the rest count as "(other)". */
const MAX_VALUES_PER_DIMENSION = 40;
/** Counter writes in flight at once. */
const CONCURRENCY = 16;

/** A dimension value as an attribute name part: trimmed, at most 64 characters. */
const valueName = (value: string) => value.trim().slice(0, 64) || '(none)';

async function pool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(runners);
}

/**
 * The counter names one record adds 1 to, in a fixed order (the dimension cap keeps the first 40
 * values it meets); unique visitors go to the sketches. One array per record, shared by its day
 * and its hour item.
 */
function recordNames(record: InsightRecord): string[] {
  if (record.type === 'view') {
    const names = ['views', `s:${valueName(record.source)}`];
    if (record.campaign) names.push(`cp:${valueName(record.campaign)}`);
    if (record.ad) names.push(`ap:${valueName(record.ad.platform)}`);
    names.push(`dv:${valueName(record.device)}`);
    if (record.country) names.push(`co:${valueName(record.country)}`);
    return names;
  }
  const channel = record.channel ?? 'link';
  const names = ['clicks', `ch:${channel}`];
  if (isContactChannel(channel)) names.push('chats');
  if (record.module) names.push(`m:${valueName(record.module)}`);
  return names;
}

/** Adds 1 to `name` in `into`, folding a dimension's values past the cap into "(other)". */
function bump(into: Map<string, number>, name: string, perDimension: Map<string, number>) {
  const current = into.get(name);
  if (current !== undefined) {
    into.set(name, current + 1);
    return;
  }
  let target = name;
  const cut = name.indexOf(':');
  if (cut > 0) {
    const dimension = name.slice(0, cut);
    const seen = perDimension.get(dimension) ?? 0;
    if (seen >= MAX_VALUES_PER_DIMENSION) target = `${dimension}:(other)`;
    else perDimension.set(dimension, seen + 1);
  }
  into.set(target, (into.get(target) ?? 0) + 1);
}

type Contribution = { seq: string; record: InsightRecord; names: string[] };
/** A counter item; day items also keep unique-visitor sketches (hour items stay light to read). */
type CounterItem = { key: ItemKey; expiresMs: number; sketches: boolean; contributions: Contribution[] };

const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const hourStartMs = (hour: string) => Date.parse(`${hour}:00:00Z`);

/**
 * The batch's counter items by page and period (a day or an hour): most records of a batch share
 * them, so each is made (key, life) once, not per record.
 */
function itemsOf(kind: 'day' | 'hour') {
  const byPage = new Map<string, Map<string, CounterItem>>();
  const all: CounterItem[] = [];
  return {
    all,
    of(page: string, period: string): CounterItem {
      let periods = byPage.get(page);
      if (!periods) {
        periods = new Map();
        byPage.set(page, periods);
      }
      let item = periods.get(period);
      if (!item) {
        item =
          kind === 'day'
            ? {
                key: keys.statsDay(page, period),
                expiresMs: dayStartMs(period) + DAY_ITEM_LIFE_MS,
                sketches: true,
                contributions: [],
              }
            : {
                key: keys.statsHour(page, period),
                expiresMs: hourStartMs(period) + HOUR_ITEM_LIFE_MS,
                sketches: false,
                contributions: [],
              };
        periods.set(period, item);
        all.push(item);
      }
      return item;
    },
  };
}

/** Applies one batch; answers where to deliver again from, if anything failed. */
export async function applyBatch(batch: InsightBatch, store: AggregatorStore = REPO): Promise<BatchOutcome> {
  const records = [...batch.records].sort((a, b) => compareSeq(a.seq, b.seq));
  if (records.length === 0) return { failedFrom: null };

  // Each record's share, on its day item and its hour item.
  const days = itemsOf('day');
  const hours = itemsOf('hour');
  for (const { seq, record } of records) {
    const contribution = { seq, record, names: recordNames(record) };
    days.of(record.page, record.day).contributions.push(contribution);
    hours.of(record.page, record.hour).contributions.push(contribution);
  }
  const counters = [...days.all, ...hours.all];

  // One conditional write per item: what is past its watermark, the merged sketches, the new watermark.
  const attribute = `wm:${batch.shard}`;
  let failedFrom: string | null = null;
  const fail = (seq: string) => {
    if (failedFrom === null || compareSeq(seq, failedFrom) < 0) failedFrom = seq;
  };
  let states: Awaited<ReturnType<typeof readCounterStates>>;
  try {
    states = await store.readCounterStates(
      counters.map((item) => item.key),
      attribute,
    );
  } catch {
    return { failedFrom: records[0]?.seq ?? null };
  }
  await pool(counters, async (item) => {
    const state = states.get(counterKeyId(item.key));
    const previous = state?.watermark ?? null;
    const fresh = item.contributions.filter((c) => previous === null || compareSeq(c.seq, previous) > 0);
    const first = fresh[0];
    if (!first) return;
    const total = new Map<string, number>();
    const perDimension = new Map<string, number>();
    for (const contribution of fresh) for (const name of contribution.names) bump(total, name, perDimension);
    let sketches: { visitors: Uint8Array; contacts: Uint8Array } | null = null;
    if (item.sketches) {
      sketches = { visitors: sketchOf(state?.visitors), contacts: sketchOf(state?.contacts) };
      for (const { record } of fresh) {
        addHash(sketches.visitors, record.visitor);
        if (record.type === 'click' && isContactChannel(record.channel ?? 'link'))
          addHash(sketches.contacts, record.visitor);
      }
    }
    const next = fresh.reduce((max, c) => (compareSeq(c.seq, max) > 0 ? c.seq : max), first.seq);
    try {
      const applied = await store.addToCounter(
        item.key,
        total,
        sketches,
        { attribute, next, version: state?.version ?? 0 },
        item.expiresMs,
      );
      // Another write reached the item first: deliver again, re-read then.
      if (!applied) fail(first.seq);
    } catch {
      fail(first.seq);
    }
  });
  return { failedFrom };
}
