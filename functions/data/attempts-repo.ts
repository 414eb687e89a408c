import * as z from 'zod/mini';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import type { ItemKey } from '#functions/data/keys.ts';
import { TTL_ATTRIBUTE, ttlSeconds } from '#functions/data/table.ts';
import {
  BatchGetCommand,
  ConditionalCheckFailedException,
  DeleteCommand,
  GetCommand,
  PutCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Windowed failure counters, the one implementation behind login (functions/accounts/login.ts),
 * the pay password (functions/pay/pay-password.ts) and "change password"
 * (functions/accounts/password-attempts.ts). One item per counter (keys in functions/data/keys.ts):
 * failures since `windowStart` (the first failure), the last at `lastFailureAt`. A counter whose
 * window passed starts again (expiry checked in code: dynalite has no TTL).
 *
 * `takeAttempt` counts an attempt BEFORE the secret is checked, with a conditional atomic update,
 * so however many guesses arrive at once, at most the policy's allowance is ever evaluated; the
 * caller gives the attempt back (`releaseAttempt`) or resets the counter (`clearCounter`) when the
 * secret was right.
 */

/** A counter as stored. */
export type FailureCounter = { failures: number; windowStart: number; lastFailureAt: number };

export type AttemptPolicy = {
  readonly windowMs: number;
  /** Attempts a window allows freely; from then on `lockedUntil` decides. */
  readonly limit: number;
  /** For a counter at or past the limit: until when (ms) the next attempt is refused. */
  lockedUntil(counter: FailureCounter): number;
};

export type TakenAttempt = { ok: true; counter: FailureCounter } | { ok: false; lockedUntil: number };

const counterSchema = onFirstUse(() =>
  z.object({
    failures: z.number().check(z.int()),
    windowStart: z.number().check(z.int()),
    lastFailureAt: z.number().check(z.int()),
  }),
);

const table = () => env().TABLE_NAME;

/** When a counter of `policy` refuses attempts, or 0 when it allows the next one. */
export function lockedUntil(counter: FailureCounter | null, policy: AttemptPolicy, nowMs: number): number {
  if (!counter || nowMs - counter.windowStart >= policy.windowMs || counter.failures < policy.limit) return 0;
  const until = policy.lockedUntil(counter);
  return until > nowMs ? until : 0;
}

function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException;
}

export async function readCounter(key: ItemKey): Promise<FailureCounter | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }),
  );
  return answer.Item ? counterSchema().parse(answer.Item) : null;
}

/** Several counters in one round trip, in the order of `keys` (null for none). */
export async function readCounters(keys: readonly ItemKey[]): Promise<(FailureCounter | null)[]> {
  const answer = await tableClient().send(
    new BatchGetCommand({ RequestItems: { [table()]: { Keys: [...keys], ConsistentRead: true } } }),
  );
  const items = answer.Responses?.[table()] ?? [];
  // Unprocessed keys (throttling) read as no failures: the next failure still counts.
  return keys.map((key) => {
    const item = items.find((candidate) => candidate.pk === key.pk && candidate.sk === key.sk);
    return item ? counterSchema().parse(item) : null;
  });
}

/** Starts a new window with one failure, unless another request just did (false then). */
async function startWindow(key: ItemKey, nowMs: number, windowMs: number): Promise<FailureCounter | null> {
  const fresh = { failures: 1, windowStart: nowMs, lastFailureAt: nowMs };
  try {
    await tableClient().send(
      new PutCommand({
        TableName: table(),
        // A window that has ended counts nothing: the counter is deleted (TTL) a day after.
        Item: { ...key, ...fresh, [TTL_ATTRIBUTE]: ttlSeconds(nowMs + windowMs + 24 * 3_600_000) },
        ConditionExpression: 'attribute_not_exists(pk) OR windowStart <= :floor',
        ExpressionAttributeValues: { ':floor': nowMs - windowMs },
      }),
    );
    return fresh;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return null;
  }
}

/** Adds one failure to a live counter if `condition` holds; null when it did not. */
async function addFailure(
  key: ItemKey,
  nowMs: number,
  condition: string,
  values: Record<string, unknown>,
): Promise<FailureCounter | null> {
  try {
    const answer = await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: 'SET failures = failures + :one, lastFailureAt = :now',
        ConditionExpression: `attribute_exists(pk) AND ${condition}`,
        ExpressionAttributeValues: { ':one': 1, ':now': nowMs, ...values },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return counterSchema().parse(answer.Attributes);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return null;
  }
}

/** Counts one failure unconditionally and answers the counter after it. Safe under concurrent failures. */
export async function countFailure(key: ItemKey, nowMs: number, windowMs: number): Promise<FailureCounter> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const counted = await addFailure(key, nowMs, 'windowStart > :floor', { ':floor': nowMs - windowMs });
    if (counted) return counted;
    const started = await startWindow(key, nowMs, windowMs);
    if (started) return started;
  }
  throw new Error(`Could not count a failure on ${key.pk}`);
}

/**
 * Takes one attempt of a counter before the secret is checked: answers the counter with this
 * attempt counted, or the time until which attempts are refused. Atomic: concurrent takers each
 * see the count the one before them left, so no more than the policy allows get through.
 */
export async function takeAttempt(key: ItemKey, policy: AttemptPolicy, nowMs: number): Promise<TakenAttempt> {
  const floor = nowMs - policy.windowMs;
  // Each round either succeeds or finds that another taker changed the counter first; the
  // contenders are the concurrent requests of one member or account, so the rounds are few.
  for (let round = 0; round < 100; round += 1) {
    const free = await addFailure(key, nowMs, 'windowStart > :floor AND failures < :limit', {
      ':floor': floor,
      ':limit': policy.limit,
    });
    if (free) return { ok: true, counter: free };
    const counter = await readCounter(key);
    if (!counter || counter.windowStart <= floor) {
      const started = await startWindow(key, nowMs, policy.windowMs);
      if (started) return { ok: true, counter: started };
      continue;
    }
    if (counter.failures < policy.limit) continue;
    const until = lockedUntil(counter, policy, nowMs);
    if (until > 0) return { ok: false, lockedUntil: until };
    // Past the limit but its wait is over: one more attempt, if nobody took it first.
    const next = await addFailure(key, nowMs, 'failures = :seen AND lastFailureAt = :last', {
      ':seen': counter.failures,
      ':last': counter.lastFailureAt,
    });
    if (next) return { ok: true, counter: next };
  }
  throw new Error(`Could not take an attempt on ${key.pk}`);
}

/** Gives back an attempt whose secret was right (it was not a failure). */
export async function releaseAttempt(key: ItemKey, taken: FailureCounter): Promise<void> {
  try {
    await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: 'SET failures = failures - :one',
        ConditionExpression: 'attribute_exists(pk) AND windowStart = :start AND failures > :zero',
        ExpressionAttributeValues: { ':one': 1, ':start': taken.windowStart, ':zero': 0 },
      }),
    );
  } catch (error) {
    // The window was restarted meanwhile: nothing of this attempt is left to give back.
    if (!isConditionFailure(error)) throw error;
  }
}

/** Forgets a counter (a successful login resets its account's). */
export async function clearCounter(key: ItemKey): Promise<void> {
  await tableClient().send(new DeleteCommand({ TableName: table(), Key: key }));
}

export type GuardedCheck =
  | { outcome: 'right' }
  | { outcome: 'wrong'; counter: FailureCounter }
  | { outcome: 'locked'; lockedUntil: number };

/**
 * Checks a secret under a counter: takes the attempt first (refused while locked, the secret
 * then never evaluated), runs `check`, and gives the attempt back when the secret was right.
 */
export async function checkWithAttempt(
  key: ItemKey,
  policy: AttemptPolicy,
  nowMs: number,
  check: () => Promise<boolean>,
): Promise<GuardedCheck> {
  const taken = await takeAttempt(key, policy, nowMs);
  if (!taken.ok) return { outcome: 'locked', lockedUntil: taken.lockedUntil };
  if (!(await check())) return { outcome: 'wrong', counter: taken.counter };
  await releaseAttempt(key, taken.counter);
  return { outcome: 'right' };
}

/** A lock for the rest of the window once the limit is reached (pay password, change password). */
export function fixedLimitPolicy(windowMs: number, limit: number): AttemptPolicy {
  return { windowMs, limit, lockedUntil: (counter) => counter.windowStart + windowMs };
}

/** Whole minutes until `untilMs` (at least 1), for "try again in N minutes". */
export const minutesUntil = (untilMs: number, nowMs: number): number =>
  Math.max(1, Math.ceil((untilMs - nowMs) / 60_000));
