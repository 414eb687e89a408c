import type { CollectBody } from '#core/contracts/insights.ts';
import { channelOf, landingFacts } from '#core/insights-beacon.ts';
import { dailySalt, getInsightsZone } from '#functions/data/insights-repo.ts';
import { getPageById } from '#functions/data/pages-repo.ts';
import { dayOf, utcHour, zoneDay } from '#functions/insights/periods.ts';
import type { InsightRecord } from '#functions/insights/record.ts';
import { deviceClass, visitorHash } from '#functions/insights/visitor.ts';

/**
 * What the collect endpoint does after validation: finds the published page and its owner,
 * computes the visitor's salted daily hash, and builds the queue record. Look-ups are cached per
 * process for a short while, so a burst of beacons costs no store reads.
 */

const PAGE_CACHE_MS = 30_000;
export type CollectedPage = { owner: string; zone: number; url: string };
const pageCache = new Map<string, { until: number; value: Promise<CollectedPage | null> }>();

/** The owner, their insights zone and the live address of a published page, or null (unknown, draft, offline). */
export function publishedPage(pageId: string, nowMs: number): Promise<CollectedPage | null> {
  const cached = pageCache.get(pageId);
  if (cached && cached.until > nowMs) return cached.value;
  if (pageCache.size > 10_000) pageCache.clear();
  const value = (async () => {
    const page = await getPageById(pageId);
    if (!page || page.publishedVersion <= 0) return null;
    return {
      owner: page.userId,
      zone: (await getInsightsZone(page.userId)) ?? 0,
      url: page.publishedUrl,
    };
  })();
  pageCache.set(pageId, { until: nowMs + PAGE_CACHE_MS, value });
  value.catch(() => pageCache.delete(pageId));
  return value;
}

const salts = new Map<string, Promise<string>>();

/** The salt of the UTC day of `nowMs` (destroyed an hour after the day ends). */
function saltOf(nowMs: number): Promise<string> {
  const day = dayOf(nowMs);
  let salt = salts.get(day);
  if (!salt) {
    salts.clear();
    salt = dailySalt(day, Date.parse(`${day}T00:00:00Z`) + 25 * 3_600_000);
    salts.set(day, salt);
    salt.catch(() => salts.delete(day));
  }
  return salt;
}

export type Visit = { address: string; userAgent: string; country: string | undefined; nowMs: number };

/** The queue record of a valid beacon for a published page owned by `owner`. */
export async function buildRecord(
  body: CollectBody,
  page: { owner: string; zone: number },
  visit: Visit,
): Promise<InsightRecord> {
  const salt = await saltOf(visit.nowMs);
  const ref = body.ref?.toLowerCase().replace(/^www\./, '');
  const { utm, ad } = landingFacts(body.query ?? '');
  const record: InsightRecord = {
    v: 1,
    id: body.id,
    page: body.page,
    owner: page.owner,
    type: body.type,
    atMs: visit.nowMs,
    day: zoneDay(visit.nowMs, page.zone),
    hour: utcHour(visit.nowMs),
    visitor: visitorHash(salt, visit.address, visit.userAgent, body.page),
    source: utm.source?.toLowerCase() || ref || '(direct)',
    device: deviceClass(visit.userAgent),
  };
  // Optional facts are added only when present (one object per beacon, no spread temporaries).
  if (body.type === 'click') {
    if (body.module) record.module = body.module;
    record.channel = channelOf(body.link ?? '');
    if (body.event) record.event = body.event;
  }
  if (utm.campaign) record.campaign = utm.campaign;
  if (ad) record.ad = ad;
  if (visit.country && /^[A-Z]{2}$/.test(visit.country)) record.country = visit.country;
  return record;
}
