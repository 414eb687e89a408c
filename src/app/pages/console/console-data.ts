import { api } from '#app/api/api.ts';
import { fetchPages } from '#app/pages/landing-page/page/page-api.ts';
import * as domainEndpoints from '#core/contracts/endpoints/domain.ts';
import type { PageRow, PageStateName } from '#core/contracts/page.ts';
import type { PlanIdValue } from '#core/contracts/pay.ts';
import type { PaidPlanId } from '#core/plans.ts';

/** What the console shows. A figure that could not be loaded is null (shown as a dash). */
export type ConsoleData = {
  pages: { total: number } & Record<PageStateName, number | null>;
  /** The five most recently edited pages. */
  recent: PageRow[];
  domains: number | null;
  /** Total money as the member centre shows it. */
  balance: string | null;
  /**
   * The member's plan and when it ends (seconds; 0 for the free plan), and the paid plan whose
   * term ended ('' none) with when it ended.
   */
  plan: { id: PlanIdValue; expireTime: number; ended: '' | PaidPlanId; endedTime: number } | null;
};

/** What the console shows of the member's pay account. */
export type ConsoleAccount = {
  money: string;
  plan: PlanIdValue;
  plan_expire_time: number;
  ended_plan: '' | PaidPlanId;
  ended_time: number;
};

/** How many of the member's pages there are (in a state), and the first `limit` of them. */
type CountPages = (query: {
  limit: number;
  state: PageStateName | '';
}) => Promise<{ total: number; list: PageRow[] }>;

export type ConsoleSources = {
  pages?: CountPages;
  domains?: () => Promise<number>;
  account: () => Promise<ConsoleAccount>;
};

const quiet = { showErrorMessage: false, showCodeMessage: false } as const;

const defaultPages: CountPages = async ({ limit, state }) =>
  (await fetchPages({ page: 1, limit, quickSearch: '', state }, quiet)).data;

const defaultDomains = async () =>
  (await api(domainEndpoints.domainIndex, { limit: 1 }, { ...quiet })).data.total;

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/**
 * Loads the console: the pages (required: failing fails the console) and, each on its own, the
 * counts per state, the domain count, and the balance and plan (a failure there shows a dash).
 */
export async function loadConsole(sources: ConsoleSources): Promise<ConsoleData> {
  const pages = sources.pages ?? defaultPages;
  const [all, draft, published, changed, domains, account] = await Promise.all([
    pages({ limit: 5, state: '' }),
    orNull(pages({ limit: 1, state: 'draft' })),
    orNull(pages({ limit: 1, state: 'published' })),
    orNull(pages({ limit: 1, state: 'changed' })),
    orNull((sources.domains ?? defaultDomains)()),
    orNull(sources.account()),
  ]);
  return {
    pages: {
      total: all.total,
      draft: draft?.total ?? null,
      published: published?.total ?? null,
      changed: changed?.total ?? null,
    },
    recent: all.list.slice(0, 5),
    domains,
    balance: account?.money ?? null,
    plan: account
      ? {
          id: account.plan,
          expireTime: account.plan_expire_time,
          ended: account.ended_plan,
          endedTime: account.ended_time,
        }
      : null,
  };
}
