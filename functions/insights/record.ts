import * as z from 'zod/mini';
import { CHANNELS } from '#core/contracts/insights-values.ts';

/**
 * One event as it travels through the queue (collect -> aggregator): everything the counters
 * need, already enriched on collect (visitor hash, device, country, the owner's day) so the
 * aggregator does no look-ups. No address and no user agent: only their salted hash. Issue 15
 * (server-side conversion events) reads `id` (the browser pixel's event id too) and `ad`. On
 * `zod/mini`, so the insights bundle holds no classic schema (issue 16, BENCHMARKS row 8).
 */
export const insightRecordSchema = z.object({
  v: z.literal(1),
  /** The event id made in the page. */
  id: z.string(),
  page: z.string(),
  /** The page's owner (their counters; never taken from the beacon). */
  owner: z.string(),
  type: z.enum(['view', 'click']),
  atMs: z.number().check(z.int()),
  /** The owner's calendar day of the event (their insights time zone), YYYY-MM-DD. */
  day: z.string(),
  /** The UTC hour of the event, YYYY-MM-DDTHH. */
  hour: z.string(),
  /** Salted daily hash of (address, user agent, page). */
  visitor: z.string(),
  module: z.optional(z.string()),
  channel: z.optional(z.enum(CHANNELS)),
  event: z.optional(z.string()),
  /** utm_source, else the referrer's host, else `(direct)`. */
  source: z.string(),
  campaign: z.optional(z.string()),
  ad: z.optional(z.object({ platform: z.string(), click: z.string() })),
  device: z.string(),
  country: z.optional(z.string()),
});
export type InsightRecord = z.infer<typeof insightRecordSchema>;

/**
 * Orders two sequence numbers: decimal digits without leading zeros (Kinesis' and the local
 * queue's), so the shorter is the smaller and equal lengths compare as text; no BigInt per
 * comparison (the aggregator sorts and filters every batch by them).
 */
export function compareSeq(a: string, b: string): number {
  if (a.length !== b.length) return a.length < b.length ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A record as a queue delivers it: its shard and its sequence number there (digits, ordered). */
export type QueuedRecord = { seq: string; record: InsightRecord };

/** One delivery of the queue: records of one shard, in sequence order. */
export type InsightBatch = { shard: string; records: readonly QueuedRecord[] };

/**
 * What the aggregator answers for a batch: nothing failed, or the first sequence number to deliver
 * again (everything before it is applied; records from it on may be partly applied, which the
 * counters' watermarks make harmless).
 */
export type BatchOutcome = { failedFrom: string | null };

/** The port the collect endpoint enqueues through (local: in-process; AWS: Kinesis Data Streams). */
export interface InsightsQueue {
  send(record: InsightRecord): Promise<void>;
}
