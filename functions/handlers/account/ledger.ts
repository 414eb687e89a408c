import type { BalanceLogPage, ScoreLogPage } from '#core/contracts/account.ts';
import { ACCOUNT_MESSAGES, toSeconds } from '#core/contracts/account-values.ts';
import { centsToAmount } from '#core/contracts/amounts.ts';
import { balanceLog, scoreLog } from '#core/contracts/endpoints/account.ts';
import { memoText } from '#core/contracts/ledger-memo.ts';
import {
  InvalidCursorError,
  type LedgerPage,
  listLedger,
  type StoredLedgerEntry,
} from '#functions/data/ledger-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, type RequestContext } from '#functions/platform/handler.ts';
import { readInCentre } from './center.ts';

/** Unique within a member's log: the time and the writer's reference, as in the sort key. */
const entryId = (entry: StoredLedgerEntry) => `${entry.createdAt}-${entry.ref}`;

async function pageOf(
  ctx: RequestContext,
  kind: 'balance' | 'score',
  query: { page: number; limit: number; cursor?: string | undefined },
): Promise<{ memberPage: LedgerPage }> {
  try {
    const { value } = await readInCentre(ctx, (member) => listLedger(member.id, kind, query));
    return { memberPage: value };
  } catch (error) {
    if (!(error instanceof InvalidCursorError)) throw error;
    const message = ACCOUNT_MESSAGES.cursor[ctx.lang];
    throw new AppError('ValidationFailed', {
      data: { errors: { cursor: message } },
      localizedMessage: message,
    });
  }
}

/** GET /client/account/balance: the caller's balance log, newest first (amounts as 2-decimal texts). */
export const balanceLogHandler = defineHandler(balanceLog, {
  async run({ query, ctx }) {
    const { memberPage } = await pageOf(ctx, 'balance', query);
    const data: BalanceLogPage = {
      list: memberPage.entries.map((entry) => ({
        id: entryId(entry),
        create_time: toSeconds(entry.createdAt),
        amount: centsToAmount(entry.amount),
        before: centsToAmount(entry.before),
        after: centsToAmount(entry.after),
        memo: memoText(entry.memo, ctx.lang),
      })),
      total: memberPage.total,
      page: query.page,
      limit: query.limit,
      next_cursor: memberPage.nextCursor,
    };
    return { data };
  },
});

/** GET /client/account/integral: the caller's score log, newest first (points as integers). */
export const scoreLogHandler = defineHandler(scoreLog, {
  async run({ query, ctx }) {
    const { memberPage } = await pageOf(ctx, 'score', query);
    const data: ScoreLogPage = {
      list: memberPage.entries.map((entry) => ({
        id: entryId(entry),
        create_time: toSeconds(entry.createdAt),
        amount: entry.amount,
        before: entry.before,
        after: entry.after,
        memo: memoText(entry.memo, ctx.lang),
      })),
      total: memberPage.total,
      page: query.page,
      limit: query.limit,
      next_cursor: memberPage.nextCursor,
    };
    return { data };
  },
});
