import type { OverviewData } from '#core/contracts/account.ts';
import { toSeconds } from '#core/contracts/account-values.ts';
import { centsToAmount } from '#core/contracts/amounts.ts';
import { overview } from '#core/contracts/endpoints/account.ts';
import { ledgerAmountsBetween } from '#functions/data/ledger-repo.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { centreMember } from './center.ts';
import { dayWindows, sevenDayFigures } from './seven-days.ts';

/**
 * GET /client/account/overview: what the overview shows besides the greeting (which the browser
 * words from its own clock): the member, balance, score, last login, join time, 7-day figures.
 */
export const overviewHandler = defineHandler(overview, {
  async run({ query, ctx }) {
    const member = await centreMember(ctx);
    const windows = dayWindows(ctx.nowMs, query.tz_offset);
    const from = windows[0]?.fromMs ?? ctx.nowMs;
    const to = windows.at(-1)?.toMs ?? ctx.nowMs;
    const [balance, score] = await Promise.all([
      ledgerAmountsBetween(member.id, 'balance', from, to),
      ledgerAmountsBetween(member.id, 'score', from, to),
    ]);
    // Money in transit or frozen arrives with the pay centre; until then all money is spendable.
    const balanceMoneyCents = 0;
    const data: OverviewData = {
      id: member.id,
      username: member.username,
      nickname: member.nickname,
      avatar: member.avatar,
      balance: centsToAmount(member.balanceCents),
      balance_money: centsToAmount(balanceMoneyCents),
      money: centsToAmount(member.balanceCents + balanceMoneyCents),
      score: member.score,
      // "Last login" is the one before this session.
      last_login_time: toSeconds(member.previousLoginTime),
      last_login_ip: member.previousLoginIp,
      join_time: toSeconds(member.joinTime),
      seven_days: sevenDayFigures(windows, balance, score),
    };
    return { data };
  },
});
