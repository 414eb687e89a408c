import { map } from 'nanostores';

/** One line of a log as the table shows it: balance amounts are texts, score points numbers. */
export type LogRow = {
  readonly id: string;
  readonly create_time: number;
  readonly amount: string | number;
  readonly before: string | number;
  readonly after: string | number;
  readonly memo: string;
};

export type LogPage = {
  readonly list: readonly LogRow[];
  readonly total: number;
  readonly next_cursor: string | null;
};

export type LogPagerState = {
  readonly status: 'loading' | 'ready' | 'error';
  /** 1-based page on screen (or being loaded). */
  readonly page: number;
  readonly limit: number;
  readonly total: number;
  readonly rows: readonly LogRow[];
  readonly nextCursor: string | null;
};

export type FetchLogPage = (query: {
  page: number;
  limit: number;
  cursor?: string | undefined;
}) => Promise<LogPage>;

/** Number of pages of a log (at least 1, so an empty log reads "page 1 of 1"). */
export const pageCount = (total: number, limit: number): number => Math.max(1, Math.ceil(total / limit));

/**
 * The paging of a log screen. Pages are reached by the cursors the server hands out: "next"
 * follows the current page's cursor, "previous" reuses the cursor remembered for that page; a
 * page without a known cursor (page 1, or a retry) is asked for by number. A newer request
 * supersedes an older one still under way.
 */
export function createLogPager(fetchPage: FetchLogPage, limit = 10) {
  const $state = map<LogPagerState>({
    status: 'loading',
    page: 1,
    limit,
    total: 0,
    rows: [],
    nextCursor: null,
  });
  /** cursors[n] starts page n (page 1 starts at the top). */
  const cursors = new Map<number, string>();
  let sequence = 0;

  async function load(page: number): Promise<void> {
    const id = ++sequence;
    $state.set({ ...$state.get(), status: 'loading', page });
    try {
      const answer = await fetchPage({ page, limit, cursor: cursors.get(page) });
      if (id !== sequence) return;
      if (answer.next_cursor) cursors.set(page + 1, answer.next_cursor);
      $state.set({
        status: 'ready',
        page,
        limit,
        total: answer.total,
        rows: answer.list,
        nextCursor: answer.next_cursor,
      });
    } catch {
      // The API client has shown why; the screen offers a retry.
      if (id === sequence) $state.setKey('status', 'error');
    }
  }

  return {
    $state,
    load,
    next: () => ($state.get().nextCursor ? load($state.get().page + 1) : Promise.resolve()),
    previous: () => ($state.get().page > 1 ? load($state.get().page - 1) : Promise.resolve()),
    retry: () => load($state.get().page),
  };
}
export type LogPager = ReturnType<typeof createLogPager>;
