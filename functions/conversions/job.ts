import * as z from 'zod/mini';

/**
 * One conversion job: an event of a page with server-side sending configured, as collect saw it,
 * with what the platforms need and the insights record deliberately lacks (the visitor's address
 * and user agent, the ad click ids, the pixels' first-party browser-id cookies). It lives only in
 * the conversions queue, until every target has it or gave up (README "Security": what is kept).
 * On `zod/mini`, so the conversions bundle holds no classic schema (issue 16, BENCHMARKS row 8).
 */
export const conversionJobSchema = z.object({
  v: z.literal(1),
  /** The event id the page made (the browser pixels carry it too). */
  id: z.string(),
  page: z.string(),
  owner: z.string(),
  /** A page view, or a tracked click with its event (the event type, or the custom name). */
  kind: z.discriminatedUnion('type', [
    z.object({ type: z.literal('view') }),
    z.object({ type: z.literal('click'), event: z.string() }),
  ]),
  atMs: z.number().check(z.int()),
  /** The page's live address and the landing URL's query. */
  url: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  /** Ad click ids from the landing URL, by query parameter (fbclid, ttclid, ScCid, rdt_cid). */
  clicks: z.record(z.string(), z.string()),
  /** The pixels' first-party browser-id cookies (_fbp, _ttp, _scid, _rdt_uuid). */
  cookies: z.record(z.string(), z.string()),
  /** The pixel ids to send to: all the page's configured ones, or the one a retry is for. */
  targets: z.array(z.object({ module: z.string(), pixel: z.string() })),
  /** The attempt this delivery makes (1 = the first). */
  attempt: z.number().check(z.int(), z.minimum(1)),
  /** Not to be sent before (a retry's back-off longer than the queue's longest delay). */
  notBeforeMs: z._default(z.number().check(z.int()), 0),
});
export type ConversionJob = z.infer<typeof conversionJobSchema>;

/** The port collect and the retries enqueue through (local: in-process; AWS: Amazon SQS). */
export interface ConversionsQueue {
  send(job: ConversionJob, delayMs: number): Promise<void>;
}
