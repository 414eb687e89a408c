import { type ConversionSettings, listConversionSettings } from '#functions/data/conversions-repo.ts';

/**
 * The server-side events settings with a token of each page, cached per process for a short while
 * (collect reads them for every beacon). A module of its own: the settings handlers forget a page's
 * entry when they change it, without loading collect's side (the conversions registry).
 */

const SETTINGS_CACHE_MS = 30_000;
/** A page's settings with a token, and the same once read (a beacon then needs no await to know). */
type Cached = { until: number; value: Promise<ConversionSettings[]>; known?: ConversionSettings[] };
const cache = new Map<string, Cached>();

/** A page's settings with a token, read through the cache. */
export function configuredSettings(
  owner: string,
  pageId: string,
  nowMs: number,
): Promise<ConversionSettings[]> {
  const cached = cache.get(pageId);
  if (cached && cached.until > nowMs) return cached.value;
  if (cache.size > 10_000) cache.clear();
  const value = listConversionSettings(owner, pageId).then((all) => all.filter((s) => s.sealedToken !== ''));
  const entry: Cached = { until: nowMs + SETTINGS_CACHE_MS, value };
  cache.set(pageId, entry);
  value.then(
    (settings) => {
      entry.known = settings;
    },
    () => cache.delete(pageId),
  );
  return value;
}

/** A page's settings with a token when a fresh read of them is known already (no await needed). */
export function freshSettings(pageId: string, nowMs: number): ConversionSettings[] | undefined {
  const cached = cache.get(pageId);
  return cached?.known && cached.until > nowMs ? cached.known : undefined;
}

/** Forgets a page's cached settings (this process; others within 30 s): a token or option changed. */
export function forgetConversionSettings(pageId: string): void {
  cache.delete(pageId);
}
