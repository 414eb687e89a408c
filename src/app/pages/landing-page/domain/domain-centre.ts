import { map } from 'nanostores';
import type { DomainItem, DomainVerifyData } from '#core/contracts/domain.ts';
import { createDomainList, type DomainListFetch } from './domain-list.ts';

export type DomainEditing =
  | { readonly mode: 'add' }
  | { readonly mode: 'edit'; readonly domain: DomainItem }
  | null;

/** The outcome of the last check, shown above the list. */
export type DomainCheckNote = { readonly name: string; readonly verified: boolean; readonly message: string };

export type DomainCentreState = {
  /** The search box as typed; the list's quickSearch is what was searched. */
  readonly search: string;
  readonly editing: DomainEditing;
  /** The domain the delete dialog asks about. */
  readonly deleting: DomainItem | null;
  readonly deleteBusy: boolean;
  /** The domain being checked now, '' when none. */
  readonly checking: string;
  readonly note: DomainCheckNote | null;
};

/** The domain centre's calls (domain-api.ts in the app; fakes in tests). Failures were shown by the API client. */
export type DomainCentreCalls = {
  readonly fetchDomains: DomainListFetch;
  readonly verifyDomain: (id: string) => Promise<{ data: DomainVerifyData; msg: string }>;
  readonly deleteDomain: (id: string) => Promise<unknown>;
  /** Tells the member the check's outcome (a toast in the app). */
  readonly notify: (kind: 'success' | 'info', message: string) => void;
};

/**
 * Domain Center's screen: the list (domain-list.ts) with the search box, the add/edit dialog,
 * the delete confirmation and the CNAME check now. A saved edit replaces its row, a new domain
 * shows the first page; a delete reloads the page and clears the last check's note.
 */
export function createDomainCentre(calls: DomainCentreCalls) {
  const list = createDomainList(calls.fetchDomains);
  const $state = map<DomainCentreState>({
    search: '',
    editing: null,
    deleting: null,
    deleteBusy: false,
    checking: '',
    note: null,
  });

  return {
    list,
    $state,
    start: () => list.load(1),
    typeSearch: (text: string) => $state.setKey('search', text),
    submitSearch: () => list.search($state.get().search),
    clearSearch(): Promise<void> {
      $state.setKey('search', '');
      return list.search('');
    },

    openAdd: () => $state.setKey('editing', { mode: 'add' }),
    openEdit: (domain: DomainItem) => $state.setKey('editing', { mode: 'edit', domain }),
    closeEditing: () => $state.setKey('editing', null),
    /** The add/edit dialog saved `item`. */
    async saved(item: DomainItem): Promise<void> {
      const { editing } = $state.get();
      $state.setKey('editing', null);
      if (editing?.mode === 'edit') list.replaceRow(item);
      else await list.load(1);
    },

    askDelete: (domain: DomainItem) => $state.set({ ...$state.get(), deleting: domain, deleteBusy: false }),
    closeDelete: () => $state.set({ ...$state.get(), deleting: null, deleteBusy: false }),
    /** The confirmed delete; on a refusal (e.g. pages still use the domain) the dialog stays. */
    async confirmDelete(): Promise<void> {
      const { deleting } = $state.get();
      if (!deleting) return;
      $state.setKey('deleteBusy', true);
      try {
        await calls.deleteDomain(deleting.id);
        $state.set({ ...$state.get(), deleting: null, deleteBusy: false, note: null });
        await list.reload();
      } catch {
        $state.setKey('deleteBusy', false);
      }
    },

    /** Looks the CNAME up now: the row shows the new state, the note and a toast say the outcome. */
    async verify(domain: DomainItem): Promise<void> {
      $state.setKey('checking', domain.id);
      try {
        const { data, msg } = await calls.verifyDomain(domain.id);
        list.replaceRow(data.domain);
        const verified = data.result === 'verified';
        $state.setKey('note', { name: domain.display_name, verified, message: msg });
        calls.notify(verified ? 'success' : 'info', msg);
      } catch {
        // Shown by the API client.
      } finally {
        $state.setKey('checking', '');
      }
    },
  };
}
export type DomainCentre = ReturnType<typeof createDomainCentre>;
