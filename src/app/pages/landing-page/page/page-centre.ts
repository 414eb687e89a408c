import { map } from 'nanostores';
import type { InsightsSummary } from '#core/contracts/insights.ts';
import type { PageRow, PageStateName } from '#core/contracts/page.ts';
import type { PublishFailure } from '#core/contracts/publish.ts';
import type { PageListQuery } from './page-api.ts';

/** Rows per page of the list. */
export const PAGE_CENTRE_LIMIT = 10;
/** Wait after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

export type PageListLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly list: readonly PageRow[]; readonly total: number };

export type PageCentreDialog =
  | { readonly kind: 'add' }
  | { readonly kind: 'edit'; readonly page: PageRow }
  | { readonly kind: 'delete'; readonly page: PageRow }
  | { readonly kind: 'unpublish'; readonly page: PageRow }
  /** A refused publish: the modules to fix, in page order, each with its field messages. */
  | { readonly kind: 'problems'; readonly page: PageRow; readonly modules: readonly ModuleProblems[] }
  | null;

export type ModuleProblems = {
  readonly id: string;
  readonly type: string;
  readonly messages: readonly string[];
};

/** The modules to fix from a refused publish's data, or null when the refusal was about something else. */
export function publishProblems(data: unknown): ModuleProblems[] | null {
  // Read by hand (the contract is src/core/contracts/publish.ts publishFailureSchema): the page
  // centre's chunk stays free of the publish contract's schemas.
  const { problems, modules } = (data ?? {}) as Partial<PublishFailure>;
  if (!problems || typeof problems !== 'object' || Object.keys(problems).length === 0) return null;
  const ordered =
    Array.isArray(modules) && modules.length > 0
      ? modules
      : Object.keys(problems).map((id) => ({ id, type: '' }));
  return ordered.map(({ id, type }) => ({ id, type, messages: Object.values(problems[id] ?? {}) }));
}

export type PageCentreState = {
  /** The search box as typed; `quickSearch` follows it after a pause. */
  readonly search: string;
  readonly quickSearch: string;
  readonly state: PageStateName | '';
  /** 1-based page of the list. */
  readonly page: number;
  readonly load: PageListLoad;
  readonly dialog: PageCentreDialog;
  /** A delete is under way. */
  readonly deleting: boolean;
  /** The page whose publish or unpublish is running. */
  readonly publishing: string | null;
  /** Each page's last 7 days (insights), by page id; empty until loaded or when they failed. */
  readonly figures: Readonly<Record<string, InsightsSummary['pages'][number]>>;
  /** The figures' call is under way: a row without figures keeps their place (no layout shift). */
  readonly figuresLoading: boolean;
};

/** The calls of the page centre (page-api.ts in the app; fakes in tests). Failures were shown by the API client. */
export type PageCentreCalls = {
  readonly fetchPages: (query: PageListQuery) => Promise<{ list: readonly PageRow[]; total: number }>;
  readonly deletePage: (id: string) => Promise<unknown>;
  readonly publishPage: (id: string) => Promise<unknown>;
  /** The data of a refused call's envelope, or undefined (page-api.ts reads ApiCodeError). */
  readonly refusalData?: (error: unknown) => unknown;
  readonly unpublishPage: (id: string) => Promise<unknown>;
  /** The 7-day figures of every page (insights-api.ts); absent: the list shows none. */
  readonly fetchFigures?: () => Promise<InsightsSummary>;
};

/** Number of pages of the list (at least 1). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_CENTRE_LIMIT));

/**
 * Page Center's screen: the list with its search (after a pause), state filter and paging;
 * which dialog is open; delete and unpublish after confirmation, publish at once; the list
 * reloads after each change. A newer request supersedes an older one still under way; a page
 * past the end (after a delete) falls back to the last one.
 */
export function createPageCentre(options: {
  readonly calls: PageCentreCalls;
  /** The dialog open at start (the console's "New page" opens the add dialog). */
  readonly dialog?: PageCentreDialog;
  readonly searchDelayMs?: number;
}) {
  const { calls } = options;
  const $state = map<PageCentreState>({
    search: '',
    quickSearch: '',
    state: '',
    page: 1,
    load: { status: 'loading' },
    dialog: options.dialog ?? null,
    deleting: false,
    publishing: null,
    figures: {},
    figuresLoading: false,
  });
  let request = 0;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;

  /** Loads the list for the current query; the rows on screen stay while a newer list loads. */
  async function reload(): Promise<void> {
    const ticket = ++request;
    const { page, quickSearch, state, load } = $state.get();
    if (load.status !== 'ready') $state.setKey('load', { status: 'loading' });
    // The figures are asked for with the list, not after it: they come as soon as they can.
    void loadFigures(ticket);
    try {
      const data = await calls.fetchPages({ page, limit: PAGE_CENTRE_LIMIT, quickSearch, state });
      if (ticket !== request) return;
      const pages = pageCount(data.total);
      if (page > pages) {
        $state.setKey('page', pages);
        await reload();
        return;
      }
      $state.setKey('load', { status: 'ready', list: data.list, total: data.total });
    } catch {
      if (ticket === request) $state.setKey('load', { status: 'error' });
    }
  }

  /** The pages' 7-day figures, beside the list; a failure leaves the list without them. */
  async function loadFigures(ticket: number): Promise<void> {
    if (!calls.fetchFigures) return;
    $state.setKey('figuresLoading', true);
    try {
      const summary = await calls.fetchFigures();
      if (ticket === request)
        $state.setKey('figures', Object.fromEntries(summary.pages.map((row) => [row.id, row])));
    } catch {
      // Figures are extra: the list stands without them.
    } finally {
      if (ticket === request) $state.setKey('figuresLoading', false);
    }
  }

  /** Changes the query and loads its first page. */
  function query(change: Partial<Pick<PageCentreState, 'quickSearch' | 'state' | 'search'>>): Promise<void> {
    $state.set({ ...$state.get(), ...change, page: 1 });
    return reload();
  }

  const closeDialog = () => $state.setKey('dialog', null);

  return {
    $state,
    reload,
    closeDialog,
    openDialog: (dialog: PageCentreDialog) => $state.setKey('dialog', dialog),

    /** The search box changed: the list follows after a pause in typing. */
    typeSearch(text: string): void {
      $state.setKey('search', text);
      clearTimeout(searchTimer);
      searchTimer = setTimeout(
        () => void query({ quickSearch: text.trim() }),
        options.searchDelayMs ?? SEARCH_DEBOUNCE_MS,
      );
    },
    filterState: (state: PageStateName | '') => query({ state }),
    clearFilters(): Promise<void> {
      clearTimeout(searchTimer);
      return query({ search: '', quickSearch: '', state: '' });
    },
    previous(): Promise<void> {
      $state.setKey('page', Math.max(1, $state.get().page - 1));
      return reload();
    },
    next(): Promise<void> {
      $state.setKey('page', $state.get().page + 1);
      return reload();
    },

    /** The add or edit dialog saved: it closes and the list shows the change. */
    saved(): Promise<void> {
      closeDialog();
      return reload();
    },

    /** The confirmed delete of the page in the delete dialog. */
    async confirmDelete(): Promise<void> {
      const { dialog } = $state.get();
      if (dialog?.kind !== 'delete') return;
      $state.setKey('deleting', true);
      try {
        await calls.deletePage(dialog.page.id);
        closeDialog();
        void reload();
      } catch {
        // The API client showed why; the dialog stays.
      } finally {
        $state.setKey('deleting', false);
      }
    },

    async publish(row: PageRow): Promise<void> {
      $state.setKey('publishing', row.id);
      try {
        await calls.publishPage(row.id);
        void reload();
      } catch (error) {
        // Modules to fix: listed in a dialog that opens the builder at the first; anything else
        // the API client showed.
        const modules = publishProblems(calls.refusalData?.(error));
        if (modules) $state.setKey('dialog', { kind: 'problems', page: row, modules });
      } finally {
        $state.setKey('publishing', null);
      }
    },

    /** The confirmed unpublish of the page in the unpublish dialog. */
    async confirmUnpublish(): Promise<void> {
      const { dialog } = $state.get();
      if (dialog?.kind !== 'unpublish') return;
      $state.setKey('publishing', dialog.page.id);
      try {
        await calls.unpublishPage(dialog.page.id);
        closeDialog();
        void reload();
      } catch {
        // The API client showed why; the dialog stays.
      } finally {
        $state.setKey('publishing', null);
      }
    },

    /** Stops the pending search and ignores answers still under way (the screen left). */
    stop(): void {
      clearTimeout(searchTimer);
      request++;
    },
  };
}
export type PageCentre = ReturnType<typeof createPageCentre>;
