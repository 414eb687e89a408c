import { deletePage, type StoredPage } from '#functions/data/pages-repo.ts';
import {
  type acquirePublishLease,
  OFFLINE,
  type PublishLease,
  recordPublishedState,
  releasePublishLease,
  waitForPublishLease,
} from '#functions/data/published-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { createLogger, describeError } from '#functions/platform/log.ts';
import type { BlobStore } from '#functions/platform/ports.ts';

/**
 * Taking published pages offline (page delete, domain delete), without the renderer or the module
 * schemas, so the page and domain functions stay small. Publishing itself: ./publisher.ts.
 */

const log = createLogger({ component: 'publisher' });

export async function bestEffortDelete(store: BlobStore, key: string): Promise<void> {
  if (!key) return;
  try {
    await store.delete(key);
  } catch (error) {
    log.warn('could not delete an object no longer used', { key, ...describeError(error) });
  }
}

export function leaseOrFail(result: Awaited<ReturnType<typeof acquirePublishLease>>): PublishLease {
  if (result.ok) return result.lease;
  throw new AppError(result.reason === 'missing' ? 'PageNotFound' : 'PagePublishBusy');
}

/** Deletes every live object of the page (idempotent); the caller records or deletes the page. */
export async function removeLiveObjects(page: StoredPage, site: BlobStore): Promise<void> {
  for (const key of page.publishedKeys) await site.delete(key);
}

export type OfflineDeps = {
  /** The site bucket (published/ keys). */
  site: BlobStore;
  /** The uploads bucket (documents/ keys). */
  documents: BlobStore;
  now: () => number;
};
/**
 * Takes the page offline (for a domain being deleted): waits for a publish in progress, removes
 * every live object and records the page as not published.
 */
export async function takePageOffline(userId: string, pageId: string, deps: OfflineDeps): Promise<void> {
  const result = await waitForPublishLease(userId, pageId, deps.now);
  if (!result.ok && result.reason === 'missing') return;
  const lease = leaseOrFail(result);
  let released = false;
  try {
    const { page } = lease;
    if (page.publishedVersion === 0 && page.publishedKeys.length === 0 && !page.suspendedDocKey) return;
    await removeLiveObjects(lease.page, deps.site);
    if (!(await recordPublishedState(lease, OFFLINE, { sameMetadata: false })))
      throw new AppError('PageChangedElsewhere');
    released = true;
    await bestEffortDelete(deps.documents, lease.page.publishedDocKey);
    await bestEffortDelete(deps.documents, lease.page.suspendedDocKey);
  } finally {
    if (!released) await releasePublishLease(lease);
  }
}

/**
 * Deletes the member's page with its live copy: under the lease, the live objects go first, then
 * the page (its documents, published copy included, go with it). Answers false when missing.
 */
export async function deletePageAndLiveCopy(
  userId: string,
  pageId: string,
  deps: OfflineDeps,
): Promise<boolean> {
  const result = await waitForPublishLease(userId, pageId, deps.now);
  if (!result.ok && result.reason === 'missing') return false;
  const lease = leaseOrFail(result);
  let deleted = false;
  try {
    await removeLiveObjects(lease.page, deps.site);
    deleted = await deletePage(userId, pageId);
    return deleted;
  } finally {
    if (!deleted) await releasePublishLease(lease);
  }
}
