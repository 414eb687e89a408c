import { setTimeout as sleep } from 'node:timers/promises';
import type { LedgerMemo } from '#core/contracts/ledger-memo.ts';
import { memberPartition, PENDING_PREFIX, VOID_PREFIX } from '#functions/data/keys.ts';
import { type LedgerKind, ledgerKey, ledgerPrefix } from '#functions/data/ledger-repo.ts';
import {
  ConditionalCheckFailedException,
  GetCommand,
  PutCommand,
  QueryCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { type StoredMember, storedMemberSchema, userKey } from '#functions/data/users-repo.ts';
import { env } from '#functions/platform/env.ts';
import { step } from '#functions/platform/faults.ts';

/**
 * Money moves: the one way balances and scores change (DESIGN.md point 6).
 *
 * A batch of moves (e.g. a recharge's balance credit and its score bonus) carries unique
 * references; its entries are dated when they apply (later than the coordinator record's time and
 * than the member's previous move, `lastMoveAt`), so a ledger read in time order is the order the
 * moves applied in and each entry's `before` is the previous entry's `after`. Three single-item
 * writes, each safe to repeat:
 *
 *  1. the member: new balanceCents/score, moveSeq + 1, and one `PENDING#{ref}` attribute per move
 *     holding its full ledger entry (amount, before, after, time, memo), conditional on the
 *     moveSeq read (optimistic lock: a concurrent move makes it fail and we read again);
 *  2. the ledger entries, `attribute_not_exists` puts at their fixed keys;
 *  3. the member's PENDING attributes removed.
 *
 * Before step 1 a writer reads the member, then the first move's ledger entry (by its ref, among
 * entries since the coordinator's time): a pending attribute or a ledger entry means the batch
 * was applied already, so it only finishes steps 2-3. Because
 * the member is read first and step 1 is conditional on that read's moveSeq, a batch applied by
 * anyone else is always seen (as pending, as ledger, or as a failed condition): never twice.
 * At every moment balance = sum(ledger) + sum(pending); the reconciler (or the next writer)
 * finishes pending entries, so the balance equals the sum of its ledger once nothing is pending.
 *
 * A voidable batch (a purchase) can also be called off for good: `voidBatch` writes a
 * `VOID#{ref}` marker on the member unless the batch is pending there, and step 1 of a voidable
 * batch is conditional on that marker's absence. Both are single-item conditional writes on the
 * member, so exactly one wins: a batch is either applied or void, and a void one never applies
 * later, whoever retries it.
 */
export type Move = { kind: LedgerKind; amount: number; ref: string; memo: LedgerMemo };
export type PendingMove = Move & { before: number; after: number; at: number };

export type MoveBatch = {
  userId: string;
  /**
   * The coordinator record's time (ms), stored by the caller before the first try: the entries
   * are dated at or after it, so the check for an earlier application looks no further back.
   */
  at: number;
  moves: readonly Move[];
  /** Refuse when the balance would end below zero (spending). */
  requireFunds?: boolean;
  /** More member fields to set in the same write (e.g. the plan bought), from the member read. */
  extra?: (member: StoredMember) => Record<string, unknown>;
  /** Whether `voidBatch` may call it off (purchases); checked in the same write as step 1. */
  voidable?: boolean;
  /** How long to keep retrying a contended member before giving up with ContentionError. */
  budgetMs?: number;
};

export type BatchResult =
  | { status: 'applied' | 'already'; member: StoredMember }
  | { status: 'insufficient' | 'void'; member: StoredMember };

/**
 * The member stayed contended (other moves kept winning) for the whole budget. Nothing of the
 * batch was written: retrying it later is safe.
 */
export class ContentionError extends Error {
  constructor(userId: string) {
    super(`Member ${userId} too contended to apply a move`);
    this.name = 'ContentionError';
  }
}

export class MemberMissingError extends Error {
  constructor(userId: string) {
    super(`No member ${userId}`);
    this.name = 'MemberMissingError';
  }
}

const table = () => env().TABLE_NAME;
/** How long a batch keeps retrying a contended member by default before giving up (nothing half-done). */
const CONTENTION_BUDGET_MS = 25_000;

type RawItem = Record<string, unknown>;

async function readMemberItem(userId: string): Promise<RawItem | null> {
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: userKey(userId), ConsistentRead: true }),
  );
  return answer.Item ?? null;
}

/** The pending moves a member item holds. */
export function pendingMoves(item: RawItem): PendingMove[] {
  return Object.entries(item)
    .filter(([name]) => name.startsWith(PENDING_PREFIX))
    .map(([, value]) => value as PendingMove);
}

/** Whether the move `ref` is in the ledger: entries dated `since` or later, read by its ref. */
async function ledgerEntryExists(
  userId: string,
  kind: LedgerKind,
  since: number,
  ref: string,
): Promise<boolean> {
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        FilterExpression: '#ref = :ref',
        ExpressionAttributeNames: { '#ref': 'ref' },
        ExpressionAttributeValues: {
          ':pk': memberPartition(userId),
          ':from': ledgerKey(userId, kind, since, '').sk,
          ':to': `${ledgerPrefix(kind)}~`,
          ':ref': ref,
        },
        ProjectionExpression: 'sk',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    if ((answer.Items ?? []).length > 0) return true;
    start = answer.LastEvaluatedKey;
  } while (start);
  return false;
}

/** Steps 2 and 3 for moves already applied to the member: both idempotent. */
export async function finishPending(userId: string, moves: readonly PendingMove[]): Promise<void> {
  if (moves.length === 0) return;
  for (const move of moves) {
    try {
      await tableClient().send(
        new PutCommand({
          TableName: table(),
          Item: {
            ...ledgerKey(userId, move.kind, move.at, move.ref),
            kind: move.kind,
            amount: move.amount,
            before: move.before,
            after: move.after,
            memo: move.memo,
            ref: move.ref,
            createdAt: move.at,
          },
          ConditionExpression: 'attribute_not_exists(sk)',
        }),
      );
    } catch (error) {
      // Written by an earlier try: the entry is immutable, so it holds the same values.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  step('ledger-written');
  await clearPending(
    userId,
    moves.map((move) => move.ref),
  );
  step('pending-cleared');
}

async function clearPending(userId: string, refs: readonly string[]): Promise<void> {
  if (refs.length === 0) return;
  const names: Record<string, string> = {};
  refs.forEach((ref, i) => {
    names[`#p${i}`] = `${PENDING_PREFIX}${ref}`;
  });
  await tableClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
      ExpressionAttributeNames: names,
    }),
  );
}

/** Applies a batch of moves exactly once, however often it is called (see the file comment). */
export async function applyBatch(batch: MoveBatch): Promise<BatchResult> {
  const first = batch.moves[0];
  if (!first) throw new Error('A batch needs at least one move');
  const deadline = Date.now() + (batch.budgetMs ?? CONTENTION_BUDGET_MS);
  for (let attempt = 0; ; attempt++) {
    const item = await readMemberItem(batch.userId);
    if (!item) throw new MemberMissingError(batch.userId);
    const member = storedMemberSchema().parse(item);
    const pending = new Map(pendingMoves(item).map((move) => [move.ref, move]));
    const mine = batch.moves.map((move) => pending.get(move.ref)).filter((move) => move !== undefined);
    if (mine.length > 0) {
      await finishPending(batch.userId, mine);
      return { status: 'already', member };
    }
    if (await ledgerEntryExists(batch.userId, first.kind, batch.at, first.ref)) {
      // Applied by a concurrent call between the read above and this look-up: the member read
      // before it does not show the move yet. Read again (the ledger entry is written after the
      // member), so an "already" answer never reports the balance or plan from before the move.
      const after = await readMemberItem(batch.userId);
      if (!after) throw new MemberMissingError(batch.userId);
      return { status: 'already', member: storedMemberSchema().parse(after) };
    }
    if (batch.voidable && `${VOID_PREFIX}${first.ref}` in item) return { status: 'void', member };

    let balance = member.balanceCents;
    let score = member.score;
    // Dated now, and after the coordinator and the member's previous move (clocks of different
    // machines may differ by a few ms): ledger order is application order.
    const lastMoveAt = typeof item.lastMoveAt === 'number' ? item.lastMoveAt : 0;
    const appliedAt = Math.max(Date.now(), batch.at, lastMoveAt + 1);
    const applied: PendingMove[] = batch.moves.map((move) => {
      const before = move.kind === 'balance' ? balance : score;
      const after = before + move.amount;
      if (move.kind === 'balance') balance = after;
      else score = after;
      return { ...move, before, after, at: appliedAt };
    });
    if (batch.requireFunds && balance < 0) return { status: 'insufficient', member };

    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {
      ':balance': balance,
      ':score': score,
      ':nextSeq': member.moveSeq + 1,
      ':appliedAt': appliedAt,
    };
    const sets = [
      'balanceCents = :balance',
      'score = :score',
      'moveSeq = :nextSeq',
      'lastMoveAt = :appliedAt',
    ];
    applied.forEach((move, i) => {
      names[`#p${i}`] = `${PENDING_PREFIX}${move.ref}`;
      values[`:p${i}`] = move;
      sets.push(`#p${i} = :p${i}`);
    });
    for (const [field, value] of Object.entries(batch.extra?.(member) ?? {})) {
      const i = sets.length;
      names[`#x${i}`] = field;
      values[`:x${i}`] = value;
      sets.push(`#x${i} = :x${i}`);
    }
    const seqCondition = item.moveSeq === undefined ? 'attribute_not_exists(moveSeq)' : 'moveSeq = :seq';
    if (item.moveSeq !== undefined) values[':seq'] = member.moveSeq;
    let voidCondition = '';
    if (batch.voidable) {
      names['#void'] = `${VOID_PREFIX}${first.ref}`;
      voidCondition = ' AND attribute_not_exists(#void)';
    }
    try {
      const answer = await tableClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: userKey(batch.userId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: `attribute_exists(pk) AND ${seqCondition}${voidCondition}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      step('member-applied');
      await finishPending(batch.userId, applied);
      return { status: 'applied', member: storedMemberSchema().parse(answer.Attributes) };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // Another move came first: read again after an exponential backoff with full jitter, so
      // many contenders (a burst of purchases) spread out instead of colliding round after round.
      if (Date.now() > deadline) throw new ContentionError(batch.userId);
      await sleep(Math.random() * Math.min(400, 5 * 2 ** Math.min(attempt, 7)));
    }
  }
}

/**
 * Calls off a voidable batch for good, unless it was applied: answers 'void' (it never applies
 * after this) or 'applied' (it had been; its pending entries are finished). The marker is written
 * first and the ledger read after, so a batch that applied and finished just before is still seen.
 */
export async function voidBatch(
  userId: string,
  first: { kind: LedgerKind; ref: string },
  at: number,
  nowMs: number,
): Promise<'void' | 'applied'> {
  try {
    await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: userKey(userId),
        UpdateExpression: 'SET #void = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#pending)',
        ExpressionAttributeNames: {
          '#void': `${VOID_PREFIX}${first.ref}`,
          '#pending': `${PENDING_PREFIX}${first.ref}`,
        },
        ExpressionAttributeValues: { ':now': nowMs },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const item = await readMemberItem(userId);
    if (!item) throw new MemberMissingError(userId);
    // Pending on the member: it applied; finish it like any other writer would.
    await finishPending(
      userId,
      pendingMoves(item).filter((move) => move.ref === first.ref),
    );
    return 'applied';
  }
  return (await ledgerEntryExists(userId, first.kind, at, first.ref)) ? 'applied' : 'void';
}

/** Removes void markers older than `olderThanMs` (the reconciler; no writer can still race them). */
export async function clearOldVoids(userId: string, olderThanMs: number): Promise<number> {
  const item = await readMemberItem(userId);
  if (!item) return 0;
  const old = Object.entries(item)
    .filter(([name, value]) => name.startsWith(VOID_PREFIX) && Number(value) < olderThanMs)
    .map(([name]) => name);
  if (old.length === 0) return 0;
  const names: Record<string, string> = {};
  old.forEach((name, i) => {
    names[`#v${i}`] = name;
  });
  await tableClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: userKey(userId),
      UpdateExpression: `REMOVE ${Object.keys(names).join(', ')}`,
      ExpressionAttributeNames: names,
    }),
  );
  return old.length;
}

/** Finishes every pending move a member holds (the reconciler's sweep). Answers how many. */
export async function finishMemberPending(userId: string): Promise<number> {
  const item = await readMemberItem(userId);
  if (!item) return 0;
  const moves = pendingMoves(item);
  await finishPending(userId, moves);
  return moves.length;
}

/** A member's balance and score against the sums of their ledgers. */
export type LedgerAudit = {
  userId: string;
  balanceCents: number;
  ledgerBalanceCents: number;
  score: number;
  ledgerScore: number;
  pending: number;
};

async function ledgerSum(userId: string, kind: LedgerKind): Promise<number> {
  let sum = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': memberPartition(userId), ':prefix': ledgerPrefix(kind) },
        ProjectionExpression: 'amount',
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    for (const item of answer.Items ?? []) sum += Number(item.amount ?? 0);
    start = answer.LastEvaluatedKey;
  } while (start);
  return sum;
}

export async function auditMember(userId: string): Promise<LedgerAudit | null> {
  const item = await readMemberItem(userId);
  if (!item) return null;
  const member = storedMemberSchema().parse(item);
  const [ledgerBalanceCents, ledgerScore] = await Promise.all([
    ledgerSum(userId, 'balance'),
    ledgerSum(userId, 'score'),
  ]);
  return {
    userId,
    balanceCents: member.balanceCents,
    ledgerBalanceCents,
    score: member.score,
    ledgerScore,
    pending: pendingMoves(item).length,
  };
}

export const auditIsClean = (audit: LedgerAudit): boolean =>
  audit.pending === 0 && audit.balanceCents === audit.ledgerBalanceCents && audit.score === audit.ledgerScore;
