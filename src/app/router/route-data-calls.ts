import type { PageRouteName } from '#app/router/route-meta.ts';
import { overview } from '#core/contracts/endpoints/account.ts';
import { pageDetail } from '#core/contracts/endpoints/page.ts';
import { payAccount } from '#core/contracts/endpoints/pay.ts';

/**
 * The GET calls of each route's loader (./route-data.ts), described so that the app shell's first
 * script can send them before the app runs (src/app/boot/early-start.ts). A query value is a
 * literal, a route parameter (`:id`) or the browser's time-zone offset in minutes (`@tz`); the
 * loaders' own calls must spell the same address (tests/unit/app/router/route-data.test.ts), so
 * that the API client takes these answers instead of calling again.
 */
export type DataCall = { readonly path: string; readonly query: Readonly<Record<string, string>> };

export const TZ_OFFSET = '@tz';

export const ROUTE_DATA_CALLS: Partial<Record<PageRouteName, readonly DataCall[]>> = {
  landingPageBuild: [{ path: pageDetail.path, query: { id: ':id' } }],
  userAccountOverview: [
    { path: overview.path, query: { tz_offset: TZ_OFFSET } },
    { path: payAccount.path, query: {} },
  ],
};
