import { atom } from 'nanostores';
import { BUILD_ID, BUILD_INFO_PATH, readBuildInfo } from '#app/build-info/build-info.ts';

/** Build-update check interval (spec section 9: every hour). */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** A newer build is deployed; the notice offers a reload. */
export const $buildUpdate = atom<{ readonly buildId: string; readonly dismissed: boolean } | null>(null);

/**
 * Fetches the deployed build id (never from a cache) and records an update when it differs from
 * this bundle's. Failures are silent: the check is a courtesy, the next one runs in an hour.
 */
export async function checkBuildUpdate(fetchImpl: typeof fetch = fetch, currentId: string = BUILD_ID) {
  try {
    const response = await fetchImpl(`${BUILD_INFO_PATH}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return;
    const info = readBuildInfo(await response.json());
    if (!info || info.buildId === currentId) return;
    if ($buildUpdate.get()?.buildId !== info.buildId)
      $buildUpdate.set({ buildId: info.buildId, dismissed: false });
  } catch {
    // Offline or a broken deploy: try again at the next interval.
  }
}

export function dismissBuildUpdate(): void {
  const update = $buildUpdate.get();
  if (update) $buildUpdate.set({ ...update, dismissed: true });
}

/** Starts the hourly check; returns the stop function. */
export function startBuildUpdateChecks(fetchImpl: typeof fetch = (...args) => fetch(...args)): () => void {
  const timer = setInterval(() => void checkBuildUpdate(fetchImpl), BUILD_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
