import type { DomainIndexData } from '#core/contracts/domain.ts';
import { domainIndex } from '#core/contracts/endpoints/domain.ts';
import { listDomains } from '#functions/data/domains-repo.ts';
import { env } from '#functions/platform/env.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { domainItem } from './present.ts';

/**
 * GET /client/domain/index: the caller's domains, newest first, filtered by `quickSearch` (ASCII
 * or Unicode name) and paged. `select=true` (the remote select) answers the same shape.
 */
export const domainIndexHandler = defineHandler(domainIndex, {
  async run({ query, ctx }) {
    const { member } = requireCaller(ctx);
    const needle = query.quickSearch.toLowerCase();
    const all = (await listDomains(member.id))
      .filter(
        (domain) =>
          !needle || domain.name.includes(needle) || domain.displayName.toLowerCase().includes(needle),
      )
      .sort((a, b) => b.createdAt - a.createdAt || a.name.localeCompare(b.name));
    const start = (query.page - 1) * query.limit;
    const data: DomainIndexData = {
      list: await Promise.all(all.slice(start, start + query.limit).map(domainItem)),
      total: all.length,
      page: query.page,
      limit: query.limit,
      cname_target: env().PLATFORM_CNAME_TARGET,
    };
    return { data };
  },
});
