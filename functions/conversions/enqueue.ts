import type { CollectBody } from '#core/contracts/insights.ts';
import type { ConversionJob } from '#functions/conversions/job.ts';
import { conversionsQueue } from '#functions/conversions/queue.ts';
import { configuredSettings, freshSettings } from '#functions/conversions/settings-cache.ts';
import type { ConversionSettings } from '#functions/data/conversions-repo.ts';
import { createLogger } from '#functions/platform/log.ts';
import { CONVERSIONS_REGISTRY } from '#modules/conversions-registry.ts';

/**
 * Collect's part in server-side conversion events: for a page whose owner set a token on one of
 * its pixels, a tracked click (and a page view, where a pixel id asks for page views) becomes a
 * conversion job with the visitor's address, user agent, ad click ids and the pixels' browser-id
 * cookies. Pages without a token cost one cached look-up per 30 s and enqueue nothing; their
 * visitors' addresses are never kept.
 */

const log = createLogger({ component: 'conversions-collect' });

/** Whether a pixel of the page's settings wants this event (a click, or a view where it asks for views). */
const wants = (settings: ConversionSettings, type: CollectBody['type']) =>
  type === 'click' || settings.pageViews;

const CLICK_PARAMS = [...new Set(Object.values(CONVERSIONS_REGISTRY).map((e) => e.adapter.clickParam))];
const BROWSER_COOKIES = [...new Set(Object.values(CONVERSIONS_REGISTRY).map((e) => e.adapter.browserCookie))];

/** Picks the named values (trimmed, at most 500 characters each) that are present. */
function pick(names: readonly string[], read: (name: string) => string | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of names) {
    const value = read(name)?.trim();
    if (value) found[name] = value.slice(0, 500);
  }
  return found;
}

export type ConversionVisit = {
  address: string;
  userAgent: string;
  /** A cookie of the request (the pages' origin is the beacon's: the pixels' first-party cookies come along). */
  cookie(name: string): string | undefined;
  nowMs: number;
};

/** The job of one beacon event, or null when nothing is to be sent for it. */
export async function conversionJobFor(
  body: CollectBody,
  page: { owner: string; url: string },
  visit: ConversionVisit,
): Promise<ConversionJob | null> {
  if (body.type === 'click' && !body.event) return null;
  const settings = await configuredSettings(page.owner, body.page, visit.nowMs);
  const targets = settings
    .filter((s) => wants(s, body.type))
    .map((s) => ({ module: s.moduleId, pixel: s.pixelId }));
  if (targets.length === 0) return null;
  const params = new URLSearchParams(body.query ?? '');
  return {
    v: 1,
    id: body.id,
    page: body.page,
    owner: page.owner,
    kind: body.type === 'view' ? { type: 'view' } : { type: 'click', event: body.event ?? '' },
    atMs: visit.nowMs,
    url: `${page.url}${body.query ?? ''}`,
    ip: visit.address,
    userAgent: visit.userAgent,
    clicks: pick(CLICK_PARAMS, (name) => params.get(name) ?? undefined),
    cookies: pick(BROWSER_COOKIES, (name) => visit.cookie(name)),
    targets,
    attempt: 1,
    notBeforeMs: 0,
  };
}

/**
 * Enqueues the job of a beacon event, if any; a failure here never fails the visitor's beacon.
 * Answers nothing (no promise to wait for) when it is already known that nothing is to be sent:
 * most beacons are for pages without a token, and the beacon's answer should not wait a turn.
 */
export function enqueueConversion(
  body: CollectBody,
  page: { owner: string; url: string },
  visit: ConversionVisit,
): Promise<void> | undefined {
  if (body.type === 'click' && !body.event) return;
  const known = freshSettings(body.page, visit.nowMs);
  if (known && !known.some((s) => wants(s, body.type))) return;
  return enqueueJob(body, page, visit);
}

async function enqueueJob(
  body: CollectBody,
  page: { owner: string; url: string },
  visit: ConversionVisit,
): Promise<void> {
  try {
    const job = await conversionJobFor(body, page, visit);
    if (job) await conversionsQueue().send(job, 0);
  } catch (error) {
    log.error('conversion job not enqueued', {
      page: body.page,
      errorName: error instanceof Error ? error.name : 'unknown',
    });
  }
}
