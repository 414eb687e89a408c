import { insightsPage, insightsSummary } from '#core/contracts/endpoints/insights.ts';
import { getPage, listPages } from '#functions/data/pages-repo.ts';
import { readPageInsights, readSummary, rememberZone } from '#functions/insights/read.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';

/*
 * The member's read-outs. The beacon's collect handler is a module of its own (./collect.ts): a
 * read-out's first call on a cold start does not load the collector (its user-agent parser, the bot
 * list, the conversions' registry).
 */

/** GET /client/insights/page: one of the caller's pages, for a range (another member's reads as missing). */
export const pageInsightsHandler = defineHandler(insightsPage, {
  async run({ query, ctx }) {
    const { member } = requireCaller(ctx);
    const page = await getPage(member.id, query.id);
    if (!page) throw new AppError('PageNotFound');
    // The zone is remembered while the figures are read (one round trip fewer).
    const [, figures] = await Promise.all([
      rememberZone(member.id, query.tz_offset),
      readPageInsights(page.id, query.range, query.tz_offset, ctx.nowMs),
    ]);
    return { data: { page: { id: page.id, name: page.name }, ...figures } };
  },
});

/** GET /client/insights/summary: the last 7 days of each of the caller's pages (page centre). */
export const summaryHandler = defineHandler(insightsSummary, {
  async run({ query, ctx }) {
    const { member } = requireCaller(ctx);
    const [, pages] = await Promise.all([rememberZone(member.id, query.tz_offset), listPages(member.id)]);
    return {
      data: await readSummary(
        pages.map((page) => page.id),
        query.tz_offset,
        ctx.nowMs,
      ),
    };
  },
});
