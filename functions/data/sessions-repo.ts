import * as z from 'zod/mini';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import { type ItemKey, keys } from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import {
  batchGetAll,
  ConditionalCheckFailedException,
  conditionally,
  GetCommand,
  PutCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { type StoredMember, storedMemberSchema, userKey } from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Login sessions: one item per session (pk USER#{memberId}, sk SESSION#{sessionId}), holding the
 * SHA-256 of the current refresh token and of the ones it replaced (to detect reuse). Every
 * change is a conditional single-item update; expiry is checked in code (dynalite has no TTL).
 * The item schema is on `zod/mini`, as the member's (read on every signed-in call).
 */
export const storedSessionSchema = onFirstUse(() =>
  z.object({
    memberId: z.string(),
    sessionId: z.string(),
    /** Hash of the refresh token that rotates this session next. */
    currentHash: z.string(),
    /** Hashes of earlier tokens of the chain, newest last (at most USED_HASHES_KEPT). */
    usedHashes: z._default(z.array(z.string()), []),
    /** Remember me: 30-day lifetime instead of 1 day. */
    keep: z._default(z.boolean(), false),
    createdAt: z.int(),
    /** The session ends at this time (ms) unless refreshed before; each refresh moves it on. */
    expiresAt: z.int(),
    rotatedAt: z._default(z.int(), 0),
    /** When it was ended (logout, reuse of an old token); 0 while live. */
    revokedAt: z._default(z.int(), 0),
    revokedBecause: z._default(z.enum(['', 'logout', 'reuse']), ''),
    ip: z._default(z.string(), ''),
    userAgent: z._default(z.string(), ''),
    /** The client (address and user agent) that made the last rotation: a replay from another one is theft. */
    rotatedByIp: z._default(z.string(), ''),
    rotatedByAgent: z._default(z.string(), ''),
  }),
);
export type StoredSession = z.infer<ReturnType<typeof storedSessionSchema>>;

/** Older tokens than this many rotations back are refused but no longer recognised as reuse. */
export const USED_HASHES_KEPT = 64;

export const sessionKey = keys.session;

const table = () => env().TABLE_NAME;

export async function createSession(session: StoredSession): Promise<void> {
  const item = storedSessionSchema().parse(session);
  await tableClient().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...sessionKey(item.memberId, item.sessionId),
        ...item,
        [TTL_ATTRIBUTE]: ttlSeconds(item.expiresAt),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getSession(memberId: string, sessionId: string): Promise<StoredSession | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: sessionKey(memberId, sessionId), ConsistentRead: true }),
  );
  return answer.Item ? storedSessionSchema().parse(answer.Item) : null;
}

/**
 * A member and one of their sessions, both of the member's partition, read in one BatchGetItem
 * (consistent, as getMember and getSession read): a signed-in request's authentication and a
 * token refresh make one request where they made two, one connection fewer on a cold start
 * (and on Lambda one TLS handshake fewer). Each is null when it does not exist.
 */
export async function getMemberAndSession(
  memberId: string,
  sessionId: string,
): Promise<{ member: StoredMember | null; session: StoredSession | null }> {
  const memberKey = userKey(memberId);
  const key = sessionKey(memberId, sessionId);
  const items = await batchGetAll(table(), [memberKey, key], { ConsistentRead: true });
  const found = (wanted: ItemKey) => items.find((item) => item.pk === wanted.pk && item.sk === wanted.sk);
  const member = found(memberKey);
  const session = found(key);
  return {
    member: member ? storedMemberSchema().parse(member) : null,
    session: session ? storedSessionSchema().parse(session) : null,
  };
}

/**
 * Replaces the current refresh-token hash, only if it is still `presentedHash` and the session is
 * live: of two refreshes with the same token, exactly one wins. Answers false for the loser.
 * `session` is the copy read before; its hash list is the latest one because every rotation
 * changes the current hash, which the condition checks.
 */
export async function rotateSession(
  session: StoredSession,
  change: {
    presentedHash: string;
    nextHash: string;
    nowMs: number;
    expiresAt: number;
    client: { ip: string; userAgent: string };
  },
): Promise<boolean> {
  const usedHashes = [...session.usedHashes, change.presentedHash].slice(-USED_HASHES_KEPT);
  return conditionally(
    tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: sessionKey(session.memberId, session.sessionId),
        UpdateExpression:
          'SET currentHash = :next, usedHashes = :used, rotatedAt = :now, expiresAt = :expiresAt, #ttl = :ttl, rotatedByIp = :ip, rotatedByAgent = :agent',
        ConditionExpression: 'currentHash = :presented AND revokedAt = :live AND expiresAt > :now',
        ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':ttl': ttlSeconds(change.expiresAt),
          ':next': change.nextHash,
          ':used': usedHashes,
          ':now': change.nowMs,
          ':expiresAt': change.expiresAt,
          ':ip': change.client.ip,
          ':agent': change.client.userAgent.slice(0, 300),
          ':presented': change.presentedHash,
          ':live': 0,
        },
      }),
    ),
  );
}

/** Ends a session; a session already ended keeps its first reason. Missing sessions are ignored. */
export async function revokeSession(
  memberId: string,
  sessionId: string,
  reason: 'logout' | 'reuse',
  nowMs: number,
): Promise<void> {
  try {
    await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: sessionKey(memberId, sessionId),
        UpdateExpression: 'SET revokedAt = :now, revokedBecause = :reason',
        ConditionExpression: 'attribute_exists(pk) AND revokedAt = :live',
        ExpressionAttributeValues: { ':now': nowMs, ':reason': reason, ':live': 0 },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
