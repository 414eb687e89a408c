import { api } from '#app/api/api.ts';
import type { fetchOverview } from '#app/member-center/account-api.ts';
import type { PageRouteName } from '#app/router/route-meta.ts';
import { pageDetail } from '#core/contracts/endpoints/page.ts';

/**
 * Route loaders: the data a page shows first, requested by the navigation together with the
 * page's chunk and translations (as soon as the session is known), not after the page mounts.
 * The page takes the answer when it mounts; a navigation that moves on drops what it started.
 * The app shell's first script already sent these calls on page load (./route-data-calls.ts
 * describes them); the API client then takes its answers instead of calling again.
 */

type Params = Readonly<Record<string, string>>;

const fetchPageDetail = (id: string) => api(pageDetail, { id }, { showCodeMessage: false });

const LOADERS: Partial<Record<PageRouteName, (params: Params) => [key: string, answer: Promise<unknown>]>> = {
  // The builder: the page's document.
  landingPageBuild: (params) => [`pageDetail:${params.id ?? ''}`, fetchPageDetail(params.id ?? '')],
  // The member overview: its figures, and the pay account (a store the page reads). Their calls
  // load with the route (its preload list fetches them), not in every route's first load.
  userAccountOverview: () => [
    'overview',
    Promise.all([import('#app/member-center/account-api.ts'), import('#app/pay/pay-account.ts')]).then(
      ([account, pay]) => {
        void pay.loadPayAccount({ quiet: true });
        return account.fetchOverview();
      },
    ),
  ],
};

const started = new Map<string, Promise<unknown>>();

/** Starts the loader of `route`, if it has one (dropping what an earlier navigation started). */
export function startRouteData(route: PageRouteName, params: Params): void {
  started.clear();
  const loader = LOADERS[route];
  if (!loader) return;
  const [key, answer] = loader(params);
  // A failure is the taker's to handle; one nobody takes is not an unhandled rejection.
  answer.catch(() => undefined);
  started.set(key, answer);
}

function take<T>(key: string): T | undefined {
  const answer = started.get(key);
  started.delete(key);
  return answer as T | undefined;
}

/** The builder's page detail the navigation started for page `id`, once (later loads call again). */
export function takePageDetail(id: string): ReturnType<typeof fetchPageDetail> | undefined {
  return take(`pageDetail:${id}`);
}

/**
 * The overview the navigation started (with the pay account), once: undefined when it did not,
 * and then the page calls both itself.
 */
export function takeOverview(): ReturnType<typeof fetchOverview> | undefined {
  return take('overview');
}
