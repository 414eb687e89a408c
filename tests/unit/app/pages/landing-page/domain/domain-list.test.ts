import { describe, expect, it } from 'vitest';
import { copyText } from '#app/browser/clipboard.ts';
import { createDomainList, daysLeft, pageCount } from '#app/pages/landing-page/domain/domain-list.ts';
import type { DomainItem } from '#core/contracts/domain.ts';

const item = (id: string): DomainItem => ({
  id,
  name: `${id}.example.com`,
  display_name: `${id}.example.com`,
  region: 'ap-east-1',
  type: 'http',
  verified: false,
  verified_at: 0,
  last_check_at: 0,
  last_check_result: '',
  txt_name: '_landinggo.a.example.com',
  txt_value: 'token',
  expires_at: 0,
  cert: null,
  created_at: 1,
  updated_at: 1,
});

describe('domain list store', () => {
  it('loads a page with the search and keeps the CNAME target', async () => {
    const asked: unknown[] = [];
    const list = createDomainList(async (query) => {
      asked.push(query);
      return {
        list: [item('a')],
        total: 1,
        page: query.page,
        limit: query.limit,
        cname_target: 'pages.x.example',
      };
    });
    await list.search('  shop ');
    expect(asked).toEqual([{ page: 1, limit: 10, quickSearch: 'shop' }]);
    expect(list.$state.get()).toMatchObject({
      status: 'ready',
      total: 1,
      quickSearch: 'shop',
      cnameTarget: 'pages.x.example',
    });
  });

  it('goes back to the last page that has rows when a delete emptied the current one', async () => {
    const list = createDomainList(async (query) =>
      query.page === 1
        ? { list: [item('a')], total: 1, page: 1, limit: 10, cname_target: 't' }
        : { list: [], total: 1, page: query.page, limit: 10, cname_target: 't' },
    );
    await list.load(2);
    expect(list.$state.get()).toMatchObject({ page: 1, rows: [item('a')] });
  });

  it('ignores a late answer of an older request, and reports a failure', async () => {
    let release: () => void = () => undefined;
    const list = createDomainList(async (query) => {
      if (query.quickSearch === 'slow') await new Promise<void>((resolve) => (release = resolve));
      return { list: [item(query.quickSearch || 'all')], total: 1, page: 1, limit: 10, cname_target: 't' };
    });
    const slow = list.search('slow');
    await list.search('fast');
    release();
    await slow;
    expect(list.$state.get().rows[0]?.id).toBe('fast');
    const failing = createDomainList(async () => {
      throw new Error('offline');
    });
    await failing.load(1);
    expect(failing.$state.get().status).toBe('error');
  });

  it('replaces one row', async () => {
    const list = createDomainList(async () => ({
      list: [item('a'), item('b')],
      total: 2,
      page: 1,
      limit: 10,
      cname_target: 't',
    }));
    await list.load(1);
    list.replaceRow({ ...item('b'), verified: true });
    expect(list.$state.get().rows.map((row) => row.verified)).toEqual([false, true]);
  });
});

describe('helpers', () => {
  it('counts pages and certificate days', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(daysLeft(86_400 * 10, 0)).toBe(10);
    expect(daysLeft(0, 86_400_000)).toBe(-1);
  });

  it('copies with the clipboard and names each outcome', async () => {
    const written: string[] = [];
    const working = { writeText: async (text: string) => void written.push(text) } as unknown as Clipboard;
    const refusing = { writeText: async () => Promise.reject(new Error('denied')) } as unknown as Clipboard;
    expect(await copyText('pages.x.example', working)).toBe('copied');
    expect(written).toEqual(['pages.x.example']);
    expect(await copyText('x', refusing)).toBe('failed');
    expect(await copyText('x', {} as Clipboard)).toBe('unsupported');
  });
});
