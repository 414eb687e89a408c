import { describe, expect, it } from 'vitest';
import { createDomainCentre, type DomainCentreCalls } from '#app/pages/landing-page/domain/domain-centre.ts';
import type { DomainItem } from '#core/contracts/domain.ts';

const item = (id: string, verified = false): DomainItem => ({
  id,
  name: `${id}.example.com`,
  display_name: `${id}.example.com`,
  region: 'ap-east-1',
  type: 'http',
  verified,
  verified_at: 0,
  last_check_at: 0,
  last_check_result: '',
  txt_name: `_landinggo.${id}.example.com`,
  txt_value: 'token',
  expires_at: 0,
  cert: null,
  created_at: 1,
  updated_at: 1,
});

/** A member's domains served like the API, recording calls and toasts. */
function fakeDomains(ids: string[], options: { refuseDelete?: boolean; verifies?: boolean } = {}) {
  let rows = ids.map((id) => item(id));
  const asked: { page: number; quickSearch: string }[] = [];
  const toasts: [string, string][] = [];
  const calls: DomainCentreCalls = {
    fetchDomains: async (query) => {
      asked.push({ page: query.page, quickSearch: query.quickSearch });
      const start = (query.page - 1) * query.limit;
      return {
        list: rows.slice(start, start + query.limit),
        total: rows.length,
        page: query.page,
        limit: query.limit,
        cname_target: 'pages.example.net',
      };
    },
    verifyDomain: async (id) => {
      const domain = item(id, options.verifies === true);
      return {
        data: {
          domain,
          result: options.verifies ? 'verified' : 'cname_missing',
          found: [],
          cname_target: 'pages.example.net',
          cname_ok: options.verifies === true,
          txt_ok: options.verifies === true,
        },
        msg: options.verifies ? 'Verified' : 'No CNAME yet',
      } as Awaited<ReturnType<DomainCentreCalls['verifyDomain']>>;
    },
    deleteDomain: async (id) => {
      if (options.refuseDelete) throw new Error('pages use it');
      rows = rows.filter((row) => row.id !== id);
    },
    notify: (kind, message) => toasts.push([kind, message]),
  };
  return { calls, asked, toasts };
}

describe('the domain centre', () => {
  it('searches what was typed when the search is submitted, and clears it', async () => {
    const fake = fakeDomains(['a', 'b']);
    const centre = createDomainCentre(fake.calls);
    await centre.start();
    centre.typeSearch(' shop ');
    expect(fake.asked).toHaveLength(1);
    await centre.submitSearch();
    await centre.clearSearch();
    expect(fake.asked).toEqual([
      { page: 1, quickSearch: '' },
      { page: 1, quickSearch: 'shop' },
      { page: 1, quickSearch: '' },
    ]);
    expect(centre.$state.get().search).toBe('');
  });

  it('deletes only after confirmation, then reloads and clears the last check note', async () => {
    const fake = fakeDomains(['a', 'b'], { verifies: true });
    const centre = createDomainCentre(fake.calls);
    await centre.start();
    await centre.verify(item('a'));
    expect(centre.$state.get().note).not.toBeNull();
    await centre.confirmDelete();
    expect(centre.list.$state.get().total).toBe(2);

    centre.askDelete(item('a'));
    await centre.confirmDelete();
    expect(centre.$state.get()).toMatchObject({ deleting: null, deleteBusy: false, note: null });
    expect(centre.list.$state.get().rows.map((row) => row.id)).toEqual(['b']);
  });

  it('keeps the delete dialog open when the server refuses', async () => {
    const fake = fakeDomains(['a'], { refuseDelete: true });
    const centre = createDomainCentre(fake.calls);
    await centre.start();
    centre.askDelete(item('a'));
    await centre.confirmDelete();
    expect(centre.$state.get()).toMatchObject({ deleting: { id: 'a' }, deleteBusy: false });
  });

  it('shows a check that found the records: the row, a note and a success toast', async () => {
    const fake = fakeDomains(['a'], { verifies: true });
    const centre = createDomainCentre(fake.calls);
    await centre.start();
    const checking = centre.verify(item('a'));
    expect(centre.$state.get().checking).toBe('a');
    await checking;
    expect(centre.$state.get()).toMatchObject({
      checking: '',
      note: { name: 'a.example.com', verified: true, message: 'Verified' },
    });
    expect(centre.list.$state.get().rows[0]?.verified).toBe(true);
    expect(fake.toasts).toEqual([['success', 'Verified']]);
  });

  it('says what is missing when the check fails, as information', async () => {
    const fake = fakeDomains(['a']);
    const centre = createDomainCentre(fake.calls);
    await centre.start();
    await centre.verify(item('a'));
    expect(centre.$state.get().note).toMatchObject({ verified: false, message: 'No CNAME yet' });
    expect(fake.toasts).toEqual([['info', 'No CNAME yet']]);
  });

  it('replaces the edited row in place, and shows the first page after an add', async () => {
    const fake = fakeDomains(['a', 'b']);
    const centre = createDomainCentre(fake.calls);
    await centre.start();
    centre.openEdit(item('b'));
    await centre.saved({ ...item('b'), region: 'us-east-1' });
    expect(centre.list.$state.get().rows[1]?.region).toBe('us-east-1');
    expect(fake.asked).toHaveLength(1);

    centre.openAdd();
    await centre.saved(item('c'));
    expect(centre.$state.get().editing).toBeNull();
    expect(fake.asked.at(-1)).toEqual({ page: 1, quickSearch: '' });
  });
});
