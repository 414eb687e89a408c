import { isContactChannel } from '#core/contracts/insights.ts';
import { addToCounter, claimFirstSeen, counterKeyId, readWatermarks } from '#functions/data/insights-repo.ts';
import { type ItemKey, keys } from '#functions/data/keys.ts';
import type { BatchOutcome, InsightBatch, InsightRecord, QueuedRecord } from '#functions/insights/record.ts';

/**
 * The aggregator (DESIGN.md point 18): merges a batch of events into counter increments per page
 * per day and per hour, and applies each counter item's increments in ONE conditional write that
 * also moves the item's watermark for the batch's shard. Records are ordered within a shard, so
 * a record at or below an item's watermark has been applied to it: a redelivered batch (whole,
 * cut, or grown by newer records) adds only what is new. Unique visitors are first-seen claims
 * per page and day, marked with the claiming record, so a redelivery recognises its own claim.
 * Issue 15's conversion events hook in here, once per record, keyed by the record's event id.
 */

/** The store operations the aggregator needs (functions/data/insights-repo.ts; tests wrap them). */
export type AggregatorStore = {
  claimFirstSeen: typeof claimFirstSeen;
  readWatermarks: typeof readWatermarks;
  addToCounter: typeof addToCounter;
};

const REPO: AggregatorStore = { claimFirstSeen, readWatermarks, addToCounter };

const DAY_MS = 86_400_000;
/** How long counters live: days past the longest range shown (90 days); hours for today's chart. */
const DAY_ITEM_LIFE_MS = 100 * DAY_MS;
const HOUR_ITEM_LIFE_MS = 3 * DAY_MS;
/** First-seen claims matter for their day only (the salt changes daily). */
const CLAIM_LIFE_MS = 2 * DAY_MS;
/** At most this many distinct values of one dimension per write; the rest count as "(other)". */
const MAX_VALUES_PER_DIMENSION = 40;
/** Claims and counter writes in flight at once. */
const CONCURRENCY = 16;

const seqOf = (value: string) => BigInt(value);
const compareSeq = (a: string, b: string) => (seqOf(a) < seqOf(b) ? -1 : seqOf(a) > seqOf(b) ? 1 : 0);

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

/** What one record adds to its day and hour items. */
function recordIncrements(
  record: InsightRecord,
  newVisitor: boolean,
  newContact: boolean,
): Map<string, number> {
  const add = new Map<string, number>();
  const bump = (name: string) => add.set(name, (add.get(name) ?? 0) + 1);
  if (newVisitor) bump('visitors');
  if (newContact) bump('contacts');
  if (record.type === 'view') {
    bump('views');
    bump(`s:${valueName(record.source)}`);
    if (record.campaign) bump(`cp:${valueName(record.campaign)}`);
    if (record.ad) bump(`ap:${valueName(record.ad.platform)}`);
    bump(`dv:${valueName(record.device)}`);
    if (record.country) bump(`co:${valueName(record.country)}`);
  } else {
    bump('clicks');
    const channel = record.channel ?? 'link';
    bump(`ch:${channel}`);
    if (isContactChannel(channel)) bump('chats');
    if (record.module) bump(`m:${valueName(record.module)}`);
  }
  return add;
}

/** Adds `from` into `into`, folding a dimension's values past the cap into "(other)". */
function mergeInto(
  into: Map<string, number>,
  from: ReadonlyMap<string, number>,
  perDimension: Map<string, number>,
) {
  for (const [name, amount] of from) {
    let target = name;
    const cut = name.indexOf(':');
    if (cut > 0 && !into.has(name)) {
      const dimension = name.slice(0, cut);
      const seen = perDimension.get(dimension) ?? 0;
      if (seen >= MAX_VALUES_PER_DIMENSION) target = `${dimension}:(other)`;
      else perDimension.set(dimension, seen + 1);
    }
    into.set(target, (into.get(target) ?? 0) + amount);
  }
}

type Contribution = { seq: string; add: Map<string, number> };
type CounterItem = { key: ItemKey; expiresMs: number; contributions: Contribution[] };

const dayStartMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const hourStartMs = (hour: string) => Date.parse(`${hour}:00:00Z`);

/** Applies one batch; answers where to deliver again from, if anything failed. */
export async function applyBatch(batch: InsightBatch, store: AggregatorStore = REPO): Promise<BatchOutcome> {
  const records = [...batch.records].sort((a, b) => compareSeq(a.seq, b.seq));
  if (records.length === 0) return { failedFrom: null };
  const by = (queued: QueuedRecord) => `${batch.shard}:${queued.seq}`;

  // 1. First-seen claims, one per distinct (page, day, visitor) and per contact, by the first record.
  const claims = new Map<string, { key: ItemKey; first: QueuedRecord; won: boolean }>();
  for (const queued of records) {
    const { record } = queued;
    const wanted: ItemKey[] = [keys.statsFirstSeen(record.page, 'V', record.day, record.visitor)];
    if (record.type === 'click' && isContactChannel(record.channel ?? 'link'))
      wanted.push(keys.statsFirstSeen(record.page, 'C', record.day, record.visitor));
    for (const key of wanted) {
      const id = counterKeyId(key);
      if (!claims.has(id)) claims.set(id, { key, first: queued, won: false });
    }
  }
  try {
    await pool([...claims.values()], async (claim) => {
      claim.won = await store.claimFirstSeen(
        claim.key,
        by(claim.first),
        dayStartMs(claim.first.record.day) + CLAIM_LIFE_MS,
      );
    });
  } catch {
    return { failedFrom: records[0]?.seq ?? null };
  }
  const won = (key: ItemKey, queued: QueuedRecord) => {
    const claim = claims.get(counterKeyId(key));
    return claim?.won === true && claim.first === queued;
  };

  // 2. Each record's increments, on its day item and its hour item.
  const items = new Map<string, CounterItem>();
  const itemFor = (key: ItemKey, expiresMs: number) => {
    const id = counterKeyId(key);
    let item = items.get(id);
    if (!item) {
      item = { key, expiresMs, contributions: [] };
      items.set(id, item);
    }
    return item;
  };
  for (const queued of records) {
    const { record } = queued;
    const add = recordIncrements(
      record,
      won(keys.statsFirstSeen(record.page, 'V', record.day, record.visitor), queued),
      won(keys.statsFirstSeen(record.page, 'C', record.day, record.visitor), queued),
    );
    itemFor(
      keys.statsDay(record.page, record.day),
      dayStartMs(record.day) + DAY_ITEM_LIFE_MS,
    ).contributions.push({
      seq: queued.seq,
      add,
    });
    itemFor(
      keys.statsHour(record.page, record.hour),
      hourStartMs(record.hour) + HOUR_ITEM_LIFE_MS,
    ).contributions.push({ seq: queued.seq, add });
  }

  // 3. One conditional write per item: what is past its watermark, and the new watermark.
  const attribute = `wm:${batch.shard}`;
  let failedFrom: string | null = null;
  const fail = (seq: string) => {
    if (failedFrom === null || compareSeq(seq, failedFrom) < 0) failedFrom = seq;
  };
  let watermarks: Map<string, string>;
  try {
    watermarks = await store.readWatermarks(
      [...items.values()].map((item) => item.key),
      attribute,
    );
  } catch {
    return { failedFrom: records[0]?.seq ?? null };
  }
  await pool([...items.values()], async (item) => {
    const previous = watermarks.get(counterKeyId(item.key)) ?? null;
    const fresh = item.contributions.filter((c) => previous === null || compareSeq(c.seq, previous) > 0);
    if (fresh.length === 0) return;
    const total = new Map<string, number>();
    const perDimension = new Map<string, number>();
    for (const contribution of fresh) mergeInto(total, contribution.add, perDimension);
    const next = fresh.reduce((max, c) => (compareSeq(c.seq, max) > 0 ? c.seq : max), fresh[0]?.seq ?? '0');
    try {
      const applied = await store.addToCounter(
        item.key,
        total,
        { attribute, previous, next },
        item.expiresMs,
      );
      // The watermark moved under us (another delivery of this shard): deliver again, re-read then.
      if (!applied) fail(fresh[0]?.seq ?? next);
    } catch {
      fail(fresh[0]?.seq ?? next);
    }
  });
  return { failedFrom };
}
