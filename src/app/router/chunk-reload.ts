/** A failed page chunk reloads the page at most once per this many ms per path (spec section 9). */
export const CHUNK_RELOAD_INTERVAL_MS = 10_000;

const keyFor = (path: string) => `ba-chunk-reload:${path}`;

/**
 * Decides whether a failed lazy load of `path` may reload the page, and if so records the time.
 * Timestamps live in sessionStorage, so they survive the reload but not the tab.
 */
export function claimChunkReload(storage: Storage, path: string, now: number = Date.now()): boolean {
  const last = Number(storage.getItem(keyFor(path)) ?? '0');
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS && now >= last) return false;
  try {
    storage.setItem(keyFor(path), String(now));
  } catch {
    // Storage full or blocked: without a record a reload could loop, so do not reload.
    return false;
  }
  return true;
}
