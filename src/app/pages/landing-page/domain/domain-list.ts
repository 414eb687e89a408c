import { atom } from 'nanostores';
import type { DomainItem } from '#core/contracts/domain.ts';
import type { DomainListQuery } from './domain-api.ts';

export const DOMAIN_PAGE_SIZE = 10;

export type DomainListState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  rows: readonly DomainItem[];
  total: number;
  page: number;
  limit: number;
  quickSearch: string;
  /** The host CNAME records must point at (from the server). */
  cnameTarget: string;
};

export type DomainListFetch = (query: DomainListQuery) => Promise<{
  list: DomainItem[];
  total: number;
  page: number;
  limit: number;
  cname_target: string;
}>;

/**
 * The domain list as a store with its actions: load a page, search, retry, and replace or drop
 * one row after an edit, a check or a delete. A late answer of an older request is ignored.
 */
export function createDomainList(fetch: DomainListFetch) {
  const $state = atom<DomainListState>({
    status: 'idle',
    rows: [],
    total: 0,
    page: 1,
    limit: DOMAIN_PAGE_SIZE,
    quickSearch: '',
    cnameTarget: '',
  });
  let serial = 0;

  async function load(page: number, quickSearch = $state.get().quickSearch): Promise<void> {
    const mine = ++serial;
    $state.set({ ...$state.get(), status: 'loading', page, quickSearch });
    try {
      const data = await fetch({ page, limit: DOMAIN_PAGE_SIZE, quickSearch });
      if (mine !== serial) return;
      // A page emptied by a delete: show the last page that has rows.
      const lastPage = Math.max(1, Math.ceil(data.total / data.limit));
      if (data.list.length === 0 && page > lastPage) return load(lastPage, quickSearch);
      $state.set({
        ...$state.get(),
        status: 'ready',
        rows: data.list,
        total: data.total,
        page: data.page,
        limit: data.limit,
        cnameTarget: data.cname_target,
      });
    } catch {
      if (mine === serial) $state.set({ ...$state.get(), status: 'error' });
    }
  }

  return {
    $state,
    load,
    reload: () => load($state.get().page),
    search: (quickSearch: string) => load(1, quickSearch.trim()),
    replaceRow(item: DomainItem): void {
      const state = $state.get();
      $state.set({ ...state, rows: state.rows.map((row) => (row.id === item.id ? item : row)) });
    },
  };
}

export type DomainList = ReturnType<typeof createDomainList>;

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));

/** Days until a certificate ends (negative once ended), from Unix seconds. */
export const daysLeft = (notAfterSeconds: number, nowMs: number) =>
  Math.floor((notAfterSeconds * 1000 - nowMs) / 86_400_000);
