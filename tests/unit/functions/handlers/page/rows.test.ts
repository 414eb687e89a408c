import { describe, expect, it } from 'vitest';
import { pageState, type StoredPage } from '#functions/data/pages-repo.ts';
import type { PageDomain } from '#functions/handlers/page/domains.ts';
import { matchesQuery, pageLink, pageRow } from '#functions/handlers/page/rows.ts';
import { pagesOrigin } from '#functions/platform/env.ts';

const page = (fields: Partial<StoredPage> = {}): StoredPage => ({
  id: 'AbCdE12345',
  userId: 'u1',
  name: 'Spring Sale',
  route: '/spring',
  domainId: '',
  routeClaim: '',
  docVersion: 1,
  docKey: '',
  publishedVersion: 0,
  publishedKeys: [],
  publishedDocKey: '',
  publishedFingerprint: '',
  publishedUrl: '',
  suspendedVersion: 0,
  suspendedDocKey: '',
  lastSave: '',
  version: 1,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_500_999,
  ...fields,
});

const domain = (fields: Partial<PageDomain> = {}): PageDomain => ({
  id: 'd1',
  name: 'xn--fiqs8s.example',
  displayName: '中国.example',
  verified: true,
  type: 'https',
  ...fields,
});

describe('page state', () => {
  it('is draft until published, published at the published version, changed after', () => {
    expect(pageState({ docVersion: 1, publishedVersion: 0 })).toBe('draft');
    expect(pageState({ docVersion: 7, publishedVersion: 0 })).toBe('draft');
    expect(pageState({ docVersion: 3, publishedVersion: 3 })).toBe('published');
    expect(pageState({ docVersion: 4, publishedVersion: 3 })).toBe('changed');
  });
});

describe('page rows', () => {
  it('links to the platform unless the domain is verified', () => {
    expect(pageLink(page(), null)).toBe(`${pagesOrigin()}/AbCdE12345`);
    expect(pageLink(page(), domain({ verified: false }))).toBe(`${pagesOrigin()}/AbCdE12345`);
    expect(pageLink(page(), domain())).toBe('https://xn--fiqs8s.example/spring');
    expect(pageLink(page({ route: '/' }), domain({ type: 'http' }))).toBe('http://xn--fiqs8s.example/');
  });

  it('shows the domain by its display name and times in seconds', () => {
    const row = pageRow(
      page({ domainId: 'd1', docVersion: 2, publishedVersion: 1 }),
      new Map([['d1', domain()]]),
    );
    expect(row).toMatchObject({
      domain: { id: 'd1', name: '中国.example' },
      state: 'changed',
      updated_at: 1_700_000_500,
      created_at: 1_700_000_000,
      link: 'https://xn--fiqs8s.example/spring',
    });
    // A domain deleted since: still named by id, platform link.
    expect(pageRow(page({ domainId: 'gone' }), new Map())).toMatchObject({
      domain: { id: 'gone', name: '' },
      link: `${pagesOrigin()}/AbCdE12345`,
    });
  });

  it('searches name and route case-insensitively and filters by state', () => {
    expect(matchesQuery(page(), { quickSearch: 'SALE', state: '' })).toBe(true);
    expect(matchesQuery(page(), { quickSearch: '/spr', state: '' })).toBe(true);
    expect(matchesQuery(page(), { quickSearch: 'autumn', state: '' })).toBe(false);
    expect(matchesQuery(page(), { quickSearch: '', state: 'draft' })).toBe(true);
    expect(matchesQuery(page(), { quickSearch: '', state: 'published' })).toBe(false);
  });
});
