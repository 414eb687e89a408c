import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { ledgerMemoSchema } from '#core/contracts/ledger-memo.ts';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import { keys, type LedgerTag, memberPartition, ledgerPrefix as tagPrefix } from '#functions/data/keys.ts';
import { QueryCommand, tableClient } from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * The ledgers: every change of a member's balance and score, one item per change in the member's
 * partition (pk USER#{id}, sk LEDGER#{BALANCE|SCORE}#{createdAt ms, 13 digits}#{ref}), so a query
 * on the prefix lists a ledger in time order. The pay centre writes them (with the member's
 * balanceCents/score); this file is the read side.
 */
export const LEDGER_KINDS = ['balance', 'score'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const KIND_TAG: Record<LedgerKind, LedgerTag> = { balance: 'BALANCE', score: 'SCORE' };

/** Sort-key prefix of one ledger. */
export const ledgerPrefix = (kind: LedgerKind): string => tagPrefix(KIND_TAG[kind]);

const padTime = (ms: number): string => String(Math.max(0, Math.trunc(ms))).padStart(13, '0');

/** Key of one ledger entry; `ref` makes entries of the same millisecond distinct (e.g. an order number). */
export const ledgerKey = (userId: string, kind: LedgerKind, createdAtMs: number, ref: string) =>
  keys.ledgerEntry(userId, KIND_TAG[kind], createdAtMs, ref);

/** On `zod/mini`, as the memos: a log's first call on a cold start reads entries. */
export const storedLedgerEntrySchema = onFirstUse(() =>
  z.object({
    kind: z.enum(LEDGER_KINDS),
    /** Cents for the balance, points for the score; negative for spending. */
    amount: z.int(),
    before: z.int(),
    after: z.int(),
    /** A memo code or free text; the log endpoints word it in the reader's language (memoText). */
    memo: z._default(ledgerMemoSchema, ''),
    ref: z._default(z.string(), ''),
    /** Milliseconds. */
    createdAt: z.int(),
  }),
);
export type StoredLedgerEntry = z.infer<ReturnType<typeof storedLedgerEntrySchema>>;

/** A cursor that is not a position in this ledger (tampered, or of the other ledger). */
export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not a position in this ledger');
    this.name = 'InvalidCursorError';
  }
}

const encodeCursor = (sk: string): string => Buffer.from(sk, 'utf8').toString('base64url');

function decodeCursor(cursor: string, kind: LedgerKind): string {
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!sk.startsWith(ledgerPrefix(kind)) || encodeCursor(sk) !== cursor) throw new InvalidCursorError();
  return sk;
}

const table = () => env().TABLE_NAME;

function ledgerQuery(userId: string, kind: LedgerKind): QueryCommandInput {
  return {
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': memberPartition(userId), ':prefix': ledgerPrefix(kind) },
    ScanIndexForward: false,
  };
}

type Key = Record<string, unknown>;

/** Number of entries in a ledger (a count query, followed across 1 MB pages). */
async function countEntries(userId: string, kind: LedgerKind): Promise<number> {
  let total = 0;
  let start: Key | undefined;
  do {
    const answer = await tableClient().send(
      new QueryCommand({ ...ledgerQuery(userId, kind), Select: 'COUNT', ExclusiveStartKey: start }),
    );
    total += answer.Count ?? 0;
    start = answer.LastEvaluatedKey;
  } while (start);
  return total;
}

/** The key after which entry number `skip` (newest first) begins, reading keys only; null past the end. */
async function positionAfter(
  userId: string,
  kind: LedgerKind,
  skip: number,
): Promise<Key | null | undefined> {
  let remaining = skip;
  let start: Key | undefined;
  let last: Key | undefined;
  while (remaining > 0) {
    const answer = await tableClient().send(
      new QueryCommand({
        ...ledgerQuery(userId, kind),
        ProjectionExpression: 'pk, sk',
        Limit: remaining,
        ExclusiveStartKey: start,
      }),
    );
    const items = answer.Items ?? [];
    remaining -= items.length;
    last = items.at(-1) ?? last;
    start = answer.LastEvaluatedKey;
    if (!start) break;
  }
  if (remaining > 0) return null;
  return last ? { pk: last.pk, sk: last.sk } : undefined;
}

export type LedgerPage = {
  entries: StoredLedgerEntry[];
  total: number;
  /** Position of the next page; null on the last page. */
  nextCursor: string | null;
};

/**
 * One page of a member's ledger, newest first. With `cursor` the page starts right after that
 * position; otherwise page `page` (1-based) is found by skipping `(page - 1) * limit` entries.
 * Throws InvalidCursorError for a cursor that is not a position in this ledger.
 */
export async function listLedger(
  userId: string,
  kind: LedgerKind,
  options: { limit: number; page: number; cursor?: string | undefined },
): Promise<LedgerPage> {
  const startKey: Key | null | undefined = options.cursor
    ? { pk: memberPartition(userId), sk: decodeCursor(options.cursor, kind) }
    : await positionAfter(userId, kind, (options.page - 1) * options.limit);
  const [total, items] = await Promise.all([
    countEntries(userId, kind),
    startKey === null
      ? Promise.resolve([])
      : tableClient()
          .send(
            new QueryCommand({
              ...ledgerQuery(userId, kind),
              // One more than the page: tells whether a next page exists without another call.
              Limit: options.limit + 1,
              ExclusiveStartKey: startKey,
            }),
          )
          .then((answer) => answer.Items ?? []),
  ]);
  const pageItems = items.slice(0, options.limit);
  const lastSk = pageItems.at(-1)?.sk;
  return {
    entries: pageItems.map((item) => storedLedgerEntrySchema().parse(item)),
    total,
    nextCursor: items.length > options.limit && typeof lastSk === 'string' ? encodeCursor(lastSk) : null,
  };
}

/** Amount and time of every entry created in [fromMs, toMs), for the overview's daily sums. */
export async function ledgerAmountsBetween(
  userId: string,
  kind: LedgerKind,
  fromMs: number,
  toMs: number,
): Promise<{ amount: number; createdAt: number }[]> {
  const found: { amount: number; createdAt: number }[] = [];
  let start: Key | undefined;
  do {
    const answer = await tableClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': memberPartition(userId),
          ':from': `${ledgerPrefix(kind)}${padTime(fromMs)}`,
          // Entries created at toMs sort above this bound (their "#{ref}" follows it); earlier ones below.
          ':to': `${ledgerPrefix(kind)}${padTime(toMs)}`,
        },
        ProjectionExpression: 'amount, createdAt',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of answer.Items ?? []) {
      const parsed = z.object({ amount: z.int(), createdAt: z.int() }).safeParse(item);
      if (parsed.success && parsed.data.createdAt >= fromMs && parsed.data.createdAt < toMs)
        found.push(parsed.data);
    }
    start = answer.LastEvaluatedKey;
  } while (start);
  return found;
}
