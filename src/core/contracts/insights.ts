import * as z from 'zod/mini';

/**
 * Conversion insights (issue 14): what a published page's beacon sends (src/published/beacon.ts),
 * and what the member's insights screens read. Shared by the beacon's collect handler, the read
 * handlers and the app. Written with `zod/mini`: a read-out's first call on a cold start builds its
 * query contract, and the classic API's module and heavier schemas cost each cold start more
 * (README "Lambda cold starts").
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
/** Page ids are 10 base62 characters (functions/data/pages-repo.ts). */
export const pageIdSchema = z.string().check(z.regex(/^[0-9A-Za-z]{10}$/));

/**
 * One beacon: a page view, or a tap on a link. `id` is made in the page for every event; the
 * pixels' browser events are to carry the same id (issue 15's deduplication key). The beacon
 * sends raw facts and stays small: the server reads utm_* and the ad click id out of `query` (and
 * drops the rest), and the channel out of `link` (the tapped link's scheme and host only).
 */
export const collectBodySchema = z.strictObject({
  /** The published page's id. */
  page: pageIdSchema,
  type: z.enum(['view', 'click']),
  /** The event id, made in the page. */
  id: z.string().check(z.regex(/^[0-9A-Za-z-]{8,40}$/)),
  /** The landing URL's query string (`?utm_source=…&fbclid=…`). */
  query: z.optional(text(1500)),
  /** The referrer's host name, when the visitor came from another site. */
  ref: z.optional(text(253)),
  /** Click only: the module's id in the page document. */
  module: z.optional(text(40)),
  /** Click only: the tapped link's scheme and host (`https://wa.me`, `tel:`). */
  link: z.optional(text(300)),
  /** Click only: the event type the module's tracking sets (or its custom name). */
  event: z.optional(text(40)),
});
export type CollectBody = z.infer<typeof collectBodySchema>;

/** The ranges of the insights screen: today by hour, or the last 7/30/90 days by day. */
export const INSIGHT_RANGES = ['today', '7d', '30d', '90d'] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

const tzOffset = z._default(z.coerce.number().check(z.int(), z.minimum(-840), z.maximum(840)), 0);

export const insightsQuerySchema = z.object({
  id: pageIdSchema,
  range: z._default(z.enum(INSIGHT_RANGES), '7d'),
  /** The browser's `Date#getTimezoneOffset()` (UTC+8 is -480). */
  tz_offset: tzOffset,
});

const countSchema = z.number().check(z.int(), z.minimum(0));
const rankedSchema = z.array(z.object({ key: z.string(), count: countSchema }));

/** Figures of one period (an hour or a day) or of the whole range. */
export const figuresSchema = z.object({
  /** Page views. */
  views: countSchema,
  /** Unique visitors (visitor-days: the daily salt makes days unlinkable, so a range sums days). */
  visitors: countSchema,
  /** Taps on tracked links. */
  clicks: countSchema,
  /** Taps on contact channels. */
  chats: countSchema,
  /** Unique visitors who tapped a contact channel. */
  contacts: countSchema,
});
export type Figures = z.infer<typeof figuresSchema>;

export const insightsDataSchema = z.object({
  page: z.object({ id: z.string(), name: z.string() }),
  range: z.enum(INSIGHT_RANGES),
  totals: figuresSchema,
  /**
   * One point per hour (today) or per day, oldest first; `label` is `HH:00` or `YYYY-MM-DD`. Hours
   * count visits and clicks only (`visitors` and `contacts` 0: unique visitors are counted per day).
   */
  series: z.array(z.extend(figuresSchema, { label: z.string() })),
  channels: rankedSchema,
  modules: rankedSchema,
  sources: rankedSchema,
  campaigns: rankedSchema,
  platforms: rankedSchema,
  devices: rankedSchema,
  countries: rankedSchema,
});
export type InsightsData = z.infer<typeof insightsDataSchema>;

export const insightsSummaryQuerySchema = z.object({ tz_offset: tzOffset });

/** The page centre's 7-day figures of each of the member's pages. */
export const insightsSummaryDataSchema = z.object({
  pages: z.array(
    z.object({
      id: z.string(),
      views: countSchema,
      visitors: countSchema,
      chats: countSchema,
      contacts: countSchema,
    }),
  ),
});
export type InsightsSummary = z.infer<typeof insightsSummaryDataSchema>;

/** Click-through rate: unique visitors who tapped a contact channel per unique visitor, 0-1. */
export const clickThroughRate = (figures: Pick<Figures, 'visitors' | 'contacts'>): number =>
  figures.visitors > 0 ? Math.min(1, figures.contacts / figures.visitors) : 0;
