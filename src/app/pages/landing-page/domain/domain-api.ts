import { api } from '#app/api/api.ts';
import { showToast } from '#app/stores/toasts.ts';
import type { DomainAddBody, DomainEditBody } from '#core/contracts/domain.ts';
import * as domainEndpoints from '#core/contracts/endpoints/domain.ts';
import type { DomainCentreCalls } from './domain-centre.ts';
import type { DomainFormCalls } from './domain-form.ts';

/** The domain centre's calls (API.md "Pages, domains, publishing"), parsed with the shared contracts. */

export type DomainListQuery = { page: number; limit: number; quickSearch: string };

export const fetchDomains = (query: DomainListQuery) => api(domainEndpoints.domainIndex, query);

/** Failures come back as ApiCodeError with field messages in data.errors (the client toasts msg). */
export const addDomain = (body: DomainAddBody) =>
  api(domainEndpoints.domainAdd, body, { loading: true, showSuccessMessage: true });

export const editDomain = (body: DomainEditBody) =>
  api(domainEndpoints.domainEdit, body, { loading: true, showSuccessMessage: true });

export const deleteDomain = (id: string) =>
  api(domainEndpoints.domainDel, { id }, { loading: true, showSuccessMessage: true });

/** The check's outcome is data (verified or not yet, and why) with a message; the page shows both. */
export const verifyDomain = (id: string) => api(domainEndpoints.domainVerify, { id });

/** The domain centre's calls as its store takes them (domain-centre.ts). */
export const domainCentreCalls: DomainCentreCalls = {
  fetchDomains: (query) => fetchDomains(query).then((answer) => answer.data),
  verifyDomain,
  deleteDomain,
  notify: (kind, message) => void showToast(kind, message),
};

/** The add/edit dialog's calls as its store takes them (domain-form.ts). */
export const domainFormCalls: DomainFormCalls = {
  addDomain: (body) => addDomain(body).then((answer) => answer.data),
  editDomain: (body) => editDomain(body).then((answer) => answer.data),
};
