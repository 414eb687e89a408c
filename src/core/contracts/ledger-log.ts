import * as z from 'zod/mini';
import { ACCOUNT_MESSAGES } from '#core/contracts/account-values.ts';

/**
 * The balance and score logs' contracts (GET /client/account/balance and /client/account/integral),
 * re-exported by account.ts. A module of their own on `zod/mini`: a log's first call on a cold start
 * loads these, not every member-centre form's schema with zod's classic API (BENCHMARKS row 8;
 * README "Lambda cold starts"). Amounts travel as strings with two decimals ("12.50"), times as
 * seconds since the epoch.
 */

/** An amount text: optional minus, digits, exactly two decimals. */
export const amountSchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

export const LEDGER_PAGE_LIMIT = { min: 1, max: 100, default: 10 } as const;

/**
 * Paging of a log. The log is a DynamoDB query newest first, so a page is reached by position:
 * `cursor` (the `next_cursor` of the previous page) continues exactly where that page ended and
 * costs one page of reads; without a cursor, `page` (1-based) is reached by skipping the entries
 * before it. The browser follows cursors for "next" and keeps the ones it saw for "previous".
 */
export const ledgerQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(LEDGER_PAGE_LIMIT.min), z.maximum(LEDGER_PAGE_LIMIT.max)),
    LEDGER_PAGE_LIMIT.default,
  ),
  /** Opaque position from a previous answer. */
  cursor: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, { error: ACCOUNT_MESSAGES.cursor.en })),
  ),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

/** One balance log line; amounts are texts with two decimals. */
export const balanceLogEntrySchema = z.object({
  /** Stable key of the entry within the log. */
  id: z.string(),
  /** Seconds. */
  create_time: z.int(),
  amount: amountSchema,
  before: amountSchema,
  after: amountSchema,
  memo: z.string(),
});
/** One score log line; points are integers. */
export const scoreLogEntrySchema = z.object({
  id: z.string(),
  create_time: z.int(),
  amount: z.int(),
  before: z.int(),
  after: z.int(),
  memo: z.string(),
});
export type BalanceLogEntry = z.infer<typeof balanceLogEntrySchema>;
export type ScoreLogEntry = z.infer<typeof scoreLogEntrySchema>;

function logPageSchema<T extends z.ZodMiniType>(entry: T) {
  return z.object({
    list: z.array(entry),
    /** Every entry of the log. */
    total: z.int(),
    page: z.int(),
    limit: z.int(),
    /** Position of the next page, null on the last page. */
    next_cursor: z.nullable(z.string()),
  });
}
export const balanceLogPageSchema = logPageSchema(balanceLogEntrySchema);
export const scoreLogPageSchema = logPageSchema(scoreLogEntrySchema);
export type BalanceLogPage = z.infer<typeof balanceLogPageSchema>;
export type ScoreLogPage = z.infer<typeof scoreLogPageSchema>;
