import type { ItemKey } from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import {
  ConditionalCheckFailedException,
  DeleteCommand,
  GetCommand,
  PutCommand,
  tableClient,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Claims of unique names, the one implementation behind usernames/emails/mobiles
 * (users-repo.ts), routes on a domain (pages-repo.ts) and domain names (domains-repo.ts).
 *
 * A claim is an item of its own (keys in functions/data/keys.ts) naming its owner (e.g.
 * { userId } or { userId, pageId }) and when it was made. It is taken BEFORE the owner is
 * written and released after the owner is deleted, with conditional writes, so exactly one of
 * concurrent claimants wins. A claim whose owner never got written (a crash between the steps) or
 * is gone is an orphan: once older than CLAIM_GRACE_MS it reads as free (liveClaim) and the next
 * claimant takes it over.
 */

/** A claim younger than this whose owner is missing may still be a creation in progress. */
export const CLAIM_GRACE_MS = 60_000;

export type ClaimOwner = Readonly<Record<string, string>>;
export type StoredClaim<O extends ClaimOwner> = O & { createdAt: number; ttl?: number };
/** Whether a claim's owner still exists and holds it. */
export type OwnerCheck<O extends ClaimOwner> = (claim: StoredClaim<O>) => Promise<boolean>;

const table = () => env().TABLE_NAME;

function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

/** `#o0 = :o0 AND …` over the owner's attributes. */
function ownerCondition(owner: ClaimOwner, tag: string) {
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  const parts = Object.entries(owner).map(([name, value], i) => {
    names[`#${tag}${i}`] = name;
    values[`:${tag}${i}`] = value;
    return `#${tag}${i} = :${tag}${i}`;
  });
  return { expression: parts.join(' AND '), names, values };
}

/** The claim as stored, orphan or not; null when nobody holds the name. */
export async function readClaim<O extends ClaimOwner>(key: ItemKey): Promise<StoredClaim<O> | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }),
  );
  if (!answer.Item) return null;
  const { pk: _pk, sk: _sk, ...stored } = answer.Item;
  return stored as StoredClaim<O>;
}

function isOrphanAge(claim: { createdAt: number }, nowMs: number): boolean {
  return nowMs - claim.createdAt >= CLAIM_GRACE_MS;
}

/** A claim made with an expiry (Unix seconds in `ttl`) reads as free once it passed, before any sweep deletes it. */
export function isExpiredClaim(claim: { ttl?: unknown }, nowMs: number): boolean {
  return typeof claim.ttl === 'number' && claim.ttl * 1000 <= nowMs;
}

/**
 * The claim when it is live: its owner exists, or it is young enough to be a creation in
 * progress. An orphan reads as free (null), exactly as `claim` would take it over.
 */
export async function liveClaim<O extends ClaimOwner>(
  key: ItemKey,
  isOwnerLive: OwnerCheck<O>,
  nowMs: number,
): Promise<StoredClaim<O> | null> {
  const holder = await readClaim<O>(key);
  if (!holder || isExpiredClaim(holder, nowMs)) return null;
  if (!isOrphanAge(holder, nowMs) || (await isOwnerLive(holder))) return holder;
  return null;
}

/**
 * Claims a name for `owner`. Answers false when another live owner holds it. Claiming again for
 * the same owner succeeds (retries are safe) and replaces the expiry. An orphan older than the
 * grace period, or a claim whose expiry passed, is taken over. `expiresAtMs`: the claim carries
 * the TTL attribute, so DynamoDB (or the local sweep) deletes it then; 0 claims for good.
 */
export async function claim<O extends ClaimOwner>(
  key: ItemKey,
  owner: O,
  nowMs: number,
  isOwnerLive: OwnerCheck<O>,
  expiresAtMs = 0,
): Promise<boolean> {
  const same = ownerCondition(owner, 'o');
  const expiry = expiresAtMs > 0 ? { [TTL_ATTRIBUTE]: ttlSeconds(expiresAtMs) } : {};
  const put = () =>
    tableClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...key, ...owner, createdAt: nowMs, ...expiry },
        ConditionExpression: `attribute_not_exists(pk) OR (${same.expression})`,
        ExpressionAttributeNames: same.names,
        ExpressionAttributeValues: same.values,
      }),
    );
  for (let round = 0; round < 3; round += 1) {
    try {
      await put();
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    // Held by someone: take it over only if it is an orphan.
    const holder = await readClaim<O>(key);
    if (!holder) continue;
    const expired = isExpiredClaim(holder, nowMs);
    if (!expired && (!isOrphanAge(holder, nowMs) || (await isOwnerLive(holder)))) return false;
    const { createdAt: _createdAt, ttl: _ttl, ...orphanOwner } = holder;
    const orphan = ownerCondition(orphanOwner as ClaimOwner, 'x');
    try {
      await tableClient().send(
        new DeleteCommand({
          TableName: table(),
          Key: key,
          ConditionExpression: orphan.expression,
          ExpressionAttributeNames: orphan.names,
          ExpressionAttributeValues: orphan.values,
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await put();
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
  return false;
}

/** Releases a claim, only if `owner` holds it. */
export async function releaseClaim(key: ItemKey, owner: ClaimOwner): Promise<void> {
  const same = ownerCondition(owner, 'o');
  try {
    await tableClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: key,
        ConditionExpression: same.expression,
        ExpressionAttributeNames: same.names,
        ExpressionAttributeValues: same.values,
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
