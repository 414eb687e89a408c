import { api } from '#app/api/api.ts';
import {
  type DomainAddBody,
  type DomainEditBody,
  domainDelDataSchema,
  domainIndexDataSchema,
  domainItemSchema,
  domainVerifyDataSchema,
} from '#core/contracts/domain.ts';

/** The domain centre's calls (API.md "Pages, domains, publishing"), parsed with the shared contracts. */

export type DomainListQuery = { page: number; limit: number; quickSearch: string };

export const fetchDomains = (query: DomainListQuery) =>
  api.get('/client/domain/index', domainIndexDataSchema, { query });

/** Failures come back as ApiCodeError with field messages in data.errors (the client toasts msg). */
export const addDomain = (body: DomainAddBody) =>
  api.post('/client/domain/add', domainItemSchema, body, { loading: true, showSuccessMessage: true });

export const editDomain = (body: DomainEditBody) =>
  api.post('/client/domain/edit', domainItemSchema, body, { loading: true, showSuccessMessage: true });

export const deleteDomain = (id: string) =>
  api.post('/client/domain/del', domainDelDataSchema, { id }, { loading: true, showSuccessMessage: true });

/** The check's outcome is data (verified or not yet, and why) with a message; the page shows both. */
export const verifyDomain = (id: string) => api.post('/client/domain/verify', domainVerifyDataSchema, { id });
