import { describe, expect, it } from 'vitest';
import { loadConsole } from '#app/pages/console/console-data.ts';
import type { PageRow } from '#core/contracts/page.ts';

const row = (id: string, state: PageRow['state']): PageRow => ({
  id,
  name: id,
  route: '/',
  domain: null,
  state,
  doc_version: 1,
  published_version: 0,
  updated_at: 1,
  created_at: 1,
  link: `/${id}`,
});

const ROWS = [
  row('a', 'draft'),
  row('b', 'published'),
  row('c', 'changed'),
  row('d', 'draft'),
  row('e', 'draft'),
  row('f', 'draft'),
];

const pages = async ({ limit, state }: { limit: number; state: PageRow['state'] | '' }) => {
  const list = ROWS.filter((r) => !state || r.state === state);
  return { total: list.length, list: list.slice(0, limit) };
};

describe('console data', () => {
  it('counts pages per state, keeps five recent ones, and reads domains, balance and plan', async () => {
    const data = await loadConsole({
      pages,
      domains: async () => 2,
      account: async () => ({
        money: '12.50',
        plan: 'pro',
        plan_expire_time: 1_800_000_000,
        ended_plan: '',
        ended_time: 0,
      }),
    });
    expect(data).toMatchObject({
      pages: { total: 6, draft: 4, published: 1, changed: 1 },
      domains: 2,
      balance: '12.50',
      plan: { id: 'pro', expireTime: 1_800_000_000, ended: '', endedTime: 0 },
    });
    expect(data.recent.map((r) => r.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('shows a dash for a figure that failed, but fails when the pages fail', async () => {
    const down = async () => {
      throw new Error('down');
    };
    const data = await loadConsole({ pages, domains: down, account: down });
    expect(data).toMatchObject({ domains: null, balance: null, plan: null });
    await expect(
      loadConsole({
        pages: down,
        domains: async () => 1,
        account: async () => ({
          money: '0.00',
          plan: 'free',
          plan_expire_time: 0,
          ended_plan: '',
          ended_time: 0,
        }),
      }),
    ).rejects.toThrow();
  });
});
