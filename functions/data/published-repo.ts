import { randomUUID } from 'node:crypto';
import { getPage, pageKey, type StoredPage, storedPageSchema } from '#functions/data/pages-repo.ts';
import { ConditionalCheckFailedException, tableClient, UpdateCommand } from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * The published state of a page, on the page item itself (functions/data/pages-repo.ts):
 * publishedVersion, publishedKeys, publishedDocKey, publishedFingerprint, publishedUrl.
 *
 * Changing what is live (publish, unpublish, moving the live copy, taking it offline before a
 * delete) holds a short lease on the page item (publishLock + publishLockUntil), so two such
 * changes never interleave their S3 writes; the state is recorded, and the lease released, by one
 * conditional update that only succeeds while the lease is still ours. Saves do not take the
 * lease: a publish records the version it rendered, never the page's current one.
 */
const table = () => env().TABLE_NAME;

/** How long a lease lasts: longer than any publish, short enough that a crashed one frees the page soon. */
export const PUBLISH_LEASE_MS = 30_000;

export type PublishLease = { token: string; page: StoredPage };

export type LeaseResult = { ok: true; lease: PublishLease } | { ok: false; reason: 'missing' | 'busy' };

/** Takes the page's publish lease; answers the page as it is at that moment. */
export async function acquirePublishLease(
  userId: string,
  pageId: string,
  nowMs: number,
): Promise<LeaseResult> {
  const token = randomUUID();
  try {
    const answer = await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: pageKey(userId, pageId),
        UpdateExpression: 'SET publishLock = :token, publishLockUntil = :until',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(publishLockUntil) OR publishLockUntil < :now)',
        ExpressionAttributeValues: { ':token': token, ':until': nowMs + PUBLISH_LEASE_MS, ':now': nowMs },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { ok: true, lease: { token, page: storedPageSchema().parse(answer.Attributes) } };
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return { ok: false, reason: (await getPage(userId, pageId)) ? 'busy' : 'missing' };
  }
}

/**
 * Takes the lease, waiting for another holder to finish (polling) up to `waitMs`; for changes
 * that follow a member's action (moving, deleting) rather than a publish click.
 */
export async function waitForPublishLease(
  userId: string,
  pageId: string,
  now: () => number,
  waitMs = 5_000,
): Promise<LeaseResult> {
  const deadline = now() + waitMs;
  for (;;) {
    const result = await acquirePublishLease(userId, pageId, now());
    if (result.ok || result.reason === 'missing' || now() >= deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Releases the lease if it is still ours (nothing recorded). */
export async function releasePublishLease(lease: PublishLease): Promise<void> {
  try {
    await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: pageKey(lease.page.userId, lease.page.id),
        UpdateExpression: 'REMOVE publishLock, publishLockUntil',
        ConditionExpression: 'publishLock = :token',
        ExpressionAttributeValues: { ':token': lease.token },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export type PublishedState = {
  publishedVersion: number;
  publishedKeys: string[];
  publishedDocKey: string;
  publishedFingerprint: string;
  publishedUrl: string;
  /** What a plan's lapse took offline (to put back on renewal); 0 and '' otherwise. */
  suspendedVersion: number;
  suspendedDocKey: string;
};

export const OFFLINE: PublishedState = {
  publishedVersion: 0,
  publishedKeys: [],
  publishedDocKey: '',
  publishedFingerprint: '',
  publishedUrl: '',
  suspendedVersion: 0,
  suspendedDocKey: '',
};

/**
 * Records what is live and releases the lease, only while the lease is ours and, with
 * `sameMetadata`, the page's route/domain are still those it was rendered for (metadata
 * `version`). Answers the updated page, or null when the condition failed (the caller undoes its
 * writes).
 */
export async function recordPublishedState(
  lease: PublishLease,
  state: PublishedState,
  options: { sameMetadata: boolean },
): Promise<StoredPage | null> {
  try {
    const answer = await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: pageKey(lease.page.userId, lease.page.id),
        UpdateExpression:
          'SET publishedVersion = :version, publishedKeys = :keys, publishedDocKey = :doc, publishedFingerprint = :fp, publishedUrl = :url, suspendedVersion = :sv, suspendedDocKey = :sdoc REMOVE publishLock, publishLockUntil',
        ConditionExpression: options.sameMetadata
          ? 'attribute_exists(pk) AND publishLock = :token AND #version = :meta'
          : 'attribute_exists(pk) AND publishLock = :token',
        ...(options.sameMetadata ? { ExpressionAttributeNames: { '#version': 'version' } } : {}),
        ExpressionAttributeValues: {
          ':version': state.publishedVersion,
          ':keys': state.publishedKeys,
          ':doc': state.publishedDocKey,
          ':fp': state.publishedFingerprint,
          ':url': state.publishedUrl,
          ':sv': state.suspendedVersion,
          ':sdoc': state.suspendedDocKey,
          ':token': lease.token,
          ...(options.sameMetadata ? { ':meta': lease.page.version } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return storedPageSchema().parse(answer.Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return null;
    throw error;
  }
}
