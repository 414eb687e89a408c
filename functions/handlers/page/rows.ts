import type { PageIndexQuery, PageRow } from '#core/contracts/page.ts';
import { pageState, type StoredPage } from '#functions/data/pages-repo.ts';
import { pagesOrigin } from '#functions/platform/env.ts';
import type { PageDomain } from './domains.ts';

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * The page's link: on a verified domain `http(s)://{domain}{route}`, otherwise `{PAGES_ORIGIN}/{id}`
 * (published pages have their own origin, never the app's).
 */
export function pageLink(
  page: Pick<StoredPage, 'id' | 'route'>,
  domain: PageDomain | null | undefined,
): string {
  if (domain?.verified) return `${domain.type}://${domain.name}${page.route}`;
  return `${pagesOrigin()}/${page.id}`;
}

/** A page as the page centre shows it. */
export function pageRow(page: StoredPage, domains: ReadonlyMap<string, PageDomain>): PageRow {
  const domain = page.domainId ? (domains.get(page.domainId) ?? null) : null;
  return {
    id: page.id,
    name: page.name,
    route: page.route,
    domain: page.domainId ? { id: page.domainId, name: domain?.displayName ?? '' } : null,
    state: pageState(page),
    doc_version: page.docVersion,
    published_version: page.publishedVersion,
    updated_at: seconds(page.updatedAt),
    created_at: seconds(page.createdAt),
    link: pageLink(page, domain),
  };
}

/** Whether a page matches the list's quick search (name or route, case-insensitive) and state. */
export function matchesQuery(
  page: StoredPage,
  query: Pick<PageIndexQuery, 'quickSearch' | 'state'>,
): boolean {
  if (query.state && pageState(page) !== query.state) return false;
  const needle = query.quickSearch.toLowerCase();
  return !needle || page.name.toLowerCase().includes(needle) || page.route.toLowerCase().includes(needle);
}
