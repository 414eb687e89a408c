import { api } from '#app/api/api.ts';
import { ApiCodeError } from '#app/api/errors.ts';
import { publishPage, unpublishPage } from '#app/api/publish.ts';
import * as pageEndpoints from '#core/contracts/endpoints/page.ts';
import * as publishEndpoints from '#core/contracts/endpoints/publish.ts';
import type { PageAddBody, PageEditBody, PageIndexQuery } from '#core/contracts/page.ts';
import { fetchSummary } from '../insights/insights-api.ts';
import type { PageCentreCalls } from './page-centre.ts';
import type { PageFormCalls } from './page-form.ts';

/** The page centre's calls (/client/page/*), parsed with the shared contracts. */

export type PageListQuery = Pick<PageIndexQuery, 'page' | 'limit' | 'quickSearch' | 'state'>;

export const fetchPages = (query: PageListQuery, options: { showErrorMessage?: boolean } = {}) =>
  api(
    pageEndpoints.pageIndex,
    {
      page: query.page,
      limit: query.limit,
      ...(query.quickSearch ? { quickSearch: query.quickSearch } : {}),
      ...(query.state ? { state: query.state } : {}),
    },
    { ...options },
  );

export const addPage = (body: PageAddBody) =>
  api(pageEndpoints.pageAdd, body, { loading: true, showSuccessMessage: true });

export const editPage = (body: PageEditBody) =>
  api(publishEndpoints.pageEdit, body, { loading: true, showSuccessMessage: true });

export const deletePage = (id: string) =>
  api(pageEndpoints.pageDel, { id }, { loading: true, showSuccessMessage: true });

/** The page's link as a full URL: the platform link `/{id}` is on this site's origin. */
export function absoluteLink(link: string, origin: string): string {
  return link.startsWith('/') ? `${origin}${link}` : link;
}

/** The builder of a page. */
export const builderPath = (id: string) => `/landing-page/build/${encodeURIComponent(id)}`;

/** The page centre's calls as its store takes them (page-centre.ts). */
export const pageCentreCalls: PageCentreCalls = {
  fetchPages: (query) => fetchPages(query).then((answer) => answer.data),
  deletePage,
  publishPage: (id) => publishPage(id),
  unpublishPage,
  refusalData: (error) => (error instanceof ApiCodeError ? error.envelope.data : undefined),
  fetchFigures: fetchSummary,
};

/**
 * Opens the owner's own live page marked `#lp-owner`, so its insights beacon leaves this browser's
 * visits out from then on (src/published/beacon.ts); the link shown and copied stays clean.
 */
export function openOwnPage(link: string): void {
  window.open(`${link.split('#')[0]}#lp-owner`, '_blank', 'noopener');
}

/** The add/edit dialog's calls as its store takes them (page-form.ts). */
export const pageFormCalls: PageFormCalls = {
  addPage: (body) => addPage(body).then((answer) => answer.data.page),
  editPage: (body) => editPage(body).then((answer) => answer.data.page),
};
