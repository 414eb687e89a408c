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
 *
 * The navigation does not wait for them: the overview shows its greeting before its figures
 * (`takeReadyOverview` when they are already in).
 */

type Params = Readonly<Record<string, string>>;

type Loaded = { key: string; answer: Promise<unknown> };

const fetchPageDetail = (id: string) => api(pageDetail, { id }, { showCodeMessage: false });

type Overview = Awaited<ReturnType<typeof fetchOverview>>;

const LOADERS: Partial<Record<PageRouteName, (params: Params) => Loaded>> = {
  // The builder: the page's document.
  landingPageBuild: (params) => ({
    key: `pageDetail:${params.id ?? ''}`,
    answer: fetchPageDetail(params.id ?? ''),
  }),
  // The member overview: its figures, and the pay account (a store the page reads). Their calls
  // load with the route (its preload list fetches them), not in every route's first load. The
  // navigation does not wait for them: the page greets the member from the start-up data at once
  // and shows the figures in their placeholders when both answers are in.
  userAccountOverview: () => {
    const modules = Promise.all([
      import('#app/member-center/account-api.ts'),
      import('#app/pay/pay-account.ts'),
    ]);
    void modules.then(([, payAccount]) => payAccount.loadPayAccount({ quiet: true }));
    const answer = modules.then(([account]) => account.fetchOverview());
    return { key: 'overview', answer };
  },
};

type Started = { answer: Promise<unknown>; value?: { of: unknown } };

const started = new Map<string, Started>();

/** Starts the loader of `route`, if it has one (dropping what an earlier navigation started). */
export function startRouteData(route: PageRouteName, params: Params): void {
  started.clear();
  const loader = LOADERS[route];
  if (!loader) return;
  const { key, answer } = loader(params);
  const entry: Started = { answer };
  // A failure is the taker's to handle; one nobody takes is not an unhandled rejection.
  answer.then(
    (value) => {
      entry.value = { of: value };
    },
    () => undefined,
  );
  started.set(key, entry);
}

function take<T>(key: string): T | undefined {
  const entry = started.get(key);
  started.delete(key);
  return entry?.answer as T | undefined;
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

/** The overview's answer when it is already in, once; else undefined. */
export function takeReadyOverview(): Overview | undefined {
  const entry = started.get('overview');
  if (!entry?.value) return undefined;
  started.delete('overview');
  return entry.value.of as Overview;
}
