import { describe, expect, it } from 'vitest';
import { createLogPager, type FetchLogPage, type LogRow, pageCount } from '#app/member-center/log-pager.ts';

const row = (n: number): LogRow => ({
  id: String(n),
  create_time: n,
  amount: '1.00',
  before: '0.00',
  after: '1.00',
  memo: `#${n}`,
});

/** A log of `total` rows served like the API: by cursor, else by page number. */
function fakeLog(total: number) {
  const calls: Parameters<FetchLogPage>[0][] = [];
  const fetchPage: FetchLogPage = async (query) => {
    calls.push(query);
    const start = query.cursor ? Number(query.cursor) : (query.page - 1) * query.limit;
    const list = Array.from({ length: Math.max(0, Math.min(query.limit, total - start)) }, (_, i) =>
      row(start + i),
    );
    const end = start + list.length;
    return { list, total, next_cursor: end < total ? String(end) : null };
  };
  return { calls, fetchPage };
}

describe('the log pager', () => {
  it('goes forward by the cursors the server gives and back by the ones it remembers', async () => {
    const log = fakeLog(25);
    const pager = createLogPager(log.fetchPage, 10);

    await pager.load(1);
    expect(pager.$state.get()).toMatchObject({ status: 'ready', page: 1, total: 25, nextCursor: '10' });
    await pager.next();
    await pager.next();
    expect(pager.$state.get().rows.map((r) => r.memo)).toEqual(['#20', '#21', '#22', '#23', '#24']);
    expect(pager.$state.get().nextCursor).toBeNull();
    await pager.next();
    await pager.previous();
    expect(pager.$state.get().page).toBe(2);

    expect(log.calls).toEqual([
      { page: 1, limit: 10, cursor: undefined },
      { page: 2, limit: 10, cursor: '10' },
      { page: 3, limit: 10, cursor: '20' },
      { page: 2, limit: 10, cursor: '10' },
    ]);
  });

  it('stays on page 1 for an empty log and reports "page 1 of 1"', async () => {
    const pager = createLogPager(fakeLog(0).fetchPage);
    await pager.load(1);
    await pager.previous();
    expect(pager.$state.get()).toMatchObject({ status: 'ready', page: 1, total: 0, rows: [] });
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('reports a failure for a retry, and ignores an answer a newer request overtook', async () => {
    let fail = true;
    const pager = createLogPager(async () => {
      if (fail) throw new Error('offline');
      return { list: [row(1)], total: 1, next_cursor: null };
    });
    await pager.load(1);
    expect(pager.$state.get().status).toBe('error');
    fail = false;
    await pager.retry();
    expect(pager.$state.get()).toMatchObject({ status: 'ready', total: 1 });

    const resolvers: ((value: { list: LogRow[]; total: number; next_cursor: null }) => void)[] = [];
    const racing = createLogPager(() => new Promise((resolve) => resolvers.push(resolve)));
    const first = racing.load(1);
    const second = racing.load(2);
    resolvers[1]?.({ list: [row(2)], total: 2, next_cursor: null });
    resolvers[0]?.({ list: [row(1)], total: 2, next_cursor: null });
    await Promise.all([first, second]);
    expect(racing.$state.get()).toMatchObject({ page: 2, rows: [row(2)] });
  });
});
