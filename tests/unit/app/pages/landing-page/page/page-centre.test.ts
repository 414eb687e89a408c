import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageListQuery } from '#app/pages/landing-page/page/page-api.ts';
import {
  createPageCentre,
  PAGE_CENTRE_LIMIT,
  type PageCentreCalls,
  publishProblems,
} from '#app/pages/landing-page/page/page-centre.ts';
import type { PageRow } from '#core/contracts/page.ts';
import { waitFor } from '../../../../../helpers/wait-for.ts';

const row = (n: number): PageRow =>
  ({
    id: `p${n}`,
    name: `Page ${n}`,
    route: `/p${n}`,
    state: 'draft',
    link: `/p${n}`,
    domain: null,
    updated_at: n,
  }) as unknown as PageRow;

/** A member's pages served like the API, recording every call. */
function fakePages(count: number, fail: Partial<Record<keyof PageCentreCalls, boolean>> = {}) {
  let rows = Array.from({ length: count }, (_, i) => row(i + 1));
  const queries: PageListQuery[] = [];
  const done: string[] = [];
  const act = (name: keyof PageCentreCalls) => async (id: string) => {
    if (fail[name]) throw new Error('refused');
    done.push(`${name} ${id}`);
    if (name === 'deletePage') rows = rows.filter((r) => r.id !== id);
  };
  const calls: PageCentreCalls = {
    fetchPages: async (query) => {
      queries.push(query);
      if (fail.fetchPages) throw new Error('offline');
      const start = (query.page - 1) * query.limit;
      return { list: rows.slice(start, start + query.limit), total: rows.length };
    },
    deletePage: act('deletePage'),
    publishPage: act('publishPage'),
    unpublishPage: act('unpublishPage'),
  };
  return { calls, queries, done };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the page centre', () => {
  it("asks for each page's last 7 days with the list, shows them, and the list without them when they fail", async () => {
    const fake = fakePages(2);
    const figures = { id: 'p1', views: 5, visitors: 4, chats: 2, contacts: 1 };
    let answer: (summary: { pages: (typeof figures)[] }) => void = () => undefined;
    const centre = createPageCentre({
      calls: {
        ...fake.calls,
        fetchFigures: () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    const listed = centre.reload();
    // Asked for at once, beside the list's call; the rows keep the figures' place meanwhile.
    expect(centre.$state.get().figuresLoading).toBe(true);
    await listed;
    expect(centre.$state.get().figuresLoading).toBe(true);
    answer({ pages: [figures] });
    await waitFor(() => expect(centre.$state.get().figures).toEqual({ p1: figures }));
    expect(centre.$state.get().figuresLoading).toBe(false);
    const failing = createPageCentre({
      calls: { ...fake.calls, fetchFigures: () => Promise.reject(new Error('down')) },
    });
    await failing.reload();
    expect(failing.$state.get().load.status).toBe('ready');
    await waitFor(() => expect(failing.$state.get().figuresLoading).toBe(false));
    expect(failing.$state.get().figures).toEqual({});
  });

  it('loads the first page of the list', async () => {
    const fake = fakePages(12);
    const centre = createPageCentre({ calls: fake.calls });
    await centre.reload();
    expect(fake.queries).toEqual([{ page: 1, limit: PAGE_CENTRE_LIMIT, quickSearch: '', state: '' }]);
    const { load } = centre.$state.get();
    expect(load.status === 'ready' && [load.list.length, load.total]).toEqual([10, 12]);
  });

  it('pages forward and back', async () => {
    const fake = fakePages(12);
    const centre = createPageCentre({ calls: fake.calls });
    await centre.reload();
    await centre.next();
    expect(centre.$state.get().page).toBe(2);
    await centre.previous();
    expect(fake.queries.map((q) => q.page)).toEqual([1, 2, 1]);
  });

  it('searches after a pause in typing, from the first page, with the text trimmed', async () => {
    vi.useFakeTimers();
    const fake = fakePages(30);
    const centre = createPageCentre({ calls: fake.calls });
    await centre.reload();
    await centre.next();
    centre.typeSearch('sp');
    centre.typeSearch(' spring ');
    expect(centre.$state.get().search).toBe(' spring ');
    await vi.advanceTimersByTimeAsync(300);
    expect(fake.queries.at(-1)).toEqual({ page: 1, limit: 10, quickSearch: 'spring', state: '' });
    expect(fake.queries).toHaveLength(3);
  });

  it('filters by state from the first page and clears every filter at once', async () => {
    const fake = fakePages(30);
    const centre = createPageCentre({ calls: fake.calls });
    await centre.next();
    await centre.filterState('published');
    expect(fake.queries.at(-1)).toMatchObject({ page: 1, state: 'published' });
    await centre.clearFilters();
    expect(centre.$state.get()).toMatchObject({ search: '', quickSearch: '', state: '', page: 1 });
  });

  it('deletes only after the delete dialog confirms, then closes it and reloads', async () => {
    const fake = fakePages(3);
    const centre = createPageCentre({ calls: fake.calls });
    await centre.reload();
    await centre.confirmDelete();
    expect(fake.done).toEqual([]);

    centre.openDialog({ kind: 'delete', page: row(2) });
    await centre.confirmDelete();
    expect(fake.done).toEqual(['deletePage p2']);
    expect(centre.$state.get()).toMatchObject({ dialog: null, deleting: false });
    await waitFor(() => {
      const { load } = centre.$state.get();
      expect(load.status === 'ready' && load.total).toBe(2);
    });
  });

  it('keeps the delete dialog open when the delete is refused', async () => {
    const fake = fakePages(3, { deletePage: true });
    const centre = createPageCentre({ calls: fake.calls });
    centre.openDialog({ kind: 'delete', page: row(1) });
    await centre.confirmDelete();
    expect(centre.$state.get()).toMatchObject({ dialog: { kind: 'delete' }, deleting: false });
  });

  it('falls back to the last page when the one shown emptied', async () => {
    const fake = fakePages(11);
    const centre = createPageCentre({ calls: fake.calls });
    await centre.next();
    centre.openDialog({ kind: 'delete', page: row(11) });
    await centre.confirmDelete();
    await waitFor(() => expect(centre.$state.get().load.status).toBe('ready'));
    expect(centre.$state.get().page).toBe(1);
    expect(fake.queries.map((q) => q.page)).toEqual([2, 2, 1]);
  });

  it('lists the modules to fix, in page order, when the server refuses a publish for them', async () => {
    const fake = fakePages(3);
    const refusal = {
      problems: { m2: { phone: 'Please enter the phone' }, m1: { content: 'Please enter the content' } },
      modules: [
        { id: 'm1', type: 'title-text' },
        { id: 'm2', type: 'link-button' },
      ],
    };
    const calls: PageCentreCalls = {
      ...fake.calls,
      publishPage: async () => {
        throw new Error('refused');
      },
      refusalData: () => refusal,
    };
    const centre = createPageCentre({ calls });
    await centre.publish(row(2));
    expect(centre.$state.get().dialog).toEqual({
      kind: 'problems',
      page: row(2),
      modules: [
        { id: 'm1', type: 'title-text', messages: ['Please enter the content'] },
        { id: 'm2', type: 'link-button', messages: ['Please enter the phone'] },
      ],
    });
    expect(centre.$state.get().publishing).toBeNull();

    // Any other refusal (busy, offline) opens nothing: the API client said why.
    const other = createPageCentre({ calls: { ...calls, refusalData: () => ({ reason: 'busy' }) } });
    await other.publish(row(2));
    expect(other.$state.get().dialog).toBeNull();
    expect(publishProblems(undefined)).toBeNull();
    expect(publishProblems({ problems: {} })).toBeNull();
  });

  it('publishes at once and unpublishes after confirmation, marking the row busy meanwhile', async () => {
    const fake = fakePages(2);
    const centre = createPageCentre({ calls: fake.calls });
    const publishing = centre.publish(row(1));
    expect(centre.$state.get().publishing).toBe('p1');
    await publishing;
    expect(centre.$state.get().publishing).toBeNull();
    centre.openDialog({ kind: 'unpublish', page: row(1) });
    await centre.confirmUnpublish();
    expect(fake.done).toEqual(['publishPage p1', 'unpublishPage p1']);
    expect(centre.$state.get().dialog).toBeNull();
  });

  it('shows an error to retry when the list fails, and ignores an answer overtaken by a newer one', async () => {
    const failing = fakePages(2, { fetchPages: true });
    const centre = createPageCentre({ calls: failing.calls });
    await centre.reload();
    expect(centre.$state.get().load.status).toBe('error');

    let release: () => void = () => undefined;
    const slow = fakePages(5);
    const late = createPageCentre({
      calls: {
        ...slow.calls,
        fetchPages: async (query) => {
          if (query.state === '') await new Promise<void>((resolve) => (release = resolve));
          return slow.calls.fetchPages(query);
        },
      },
    });
    const first = late.reload();
    await late.filterState('draft');
    release();
    await first;
    expect(slow.queries.map((q) => q.state)).toEqual(['draft', '']);
    expect(late.$state.get().state).toBe('draft');
  });

  it('opens the add dialog at start when asked, and closes it after a save', async () => {
    const fake = fakePages(0);
    const centre = createPageCentre({ calls: fake.calls, dialog: { kind: 'add' } });
    expect(centre.$state.get().dialog).toEqual({ kind: 'add' });
    await centre.saved();
    expect(centre.$state.get().dialog).toBeNull();
    expect(fake.queries).toHaveLength(1);
  });
});
