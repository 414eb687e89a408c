import { GetObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { emptyDocument, type PageDocument } from '#core/page/document.ts';
import {
  createPage,
  deletePage,
  getPage,
  getPageById,
  getPageDocument,
  listDocumentKeys,
  listPages,
  lookupRouteClaim,
  newPageId,
  PAGE_ID_PATTERN,
  PageVersionConflictError,
  pageState,
  routeClaimPk,
  savePageDocument,
  updatePage,
} from '#functions/data/pages-repo.ts';
import { s3Client } from '#functions/data/s3-client.ts';
import { env } from '#functions/platform/env.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';

setupApiStack();

const docWith = (title: string): PageDocument => ({
  ...emptyDocument(),
  setup: { ...emptyDocument().setup, title },
});

async function newPage(userId: string, extra: Partial<Parameters<typeof createPage>[0]> = {}) {
  const result = await createPage({
    userId,
    name: 'Page',
    route: '/',
    domainId: '',
    domainName: '',
    nowMs: 1000,
    ...extra,
  });
  if (!result.ok) throw new Error('refused');
  return result.page;
}

async function objectExists(key: string): Promise<boolean> {
  try {
    await (await s3Client()).send(new GetObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe('pages', () => {
  it('makes 10-character base62 ids', () => {
    const ids = new Set(Array.from({ length: 200 }, newPageId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(PAGE_ID_PATTERN);
  });

  it('creates a draft page with the empty document, found by owner and by id', async () => {
    const page = await newPage('u1', { name: 'Home' });
    expect(page).toMatchObject({ docVersion: 1, docKey: '', publishedVersion: 0, version: 1 });
    expect(pageState(page)).toBe('draft');
    expect(await getPage('u1', page.id)).toEqual(page);
    expect(await getPage('u2', page.id)).toBeNull();
    expect(await getPageById(page.id)).toEqual(page);
    expect(await getPageDocument(page)).toEqual(emptyDocument());
    expect((await listPages('u1')).map((p) => p.id)).toContain(page.id);
    expect(await listPages('u2')).toEqual([]);
  });

  it('claims route + domain across members and moves the claim on edit', async () => {
    const a = await newPage('ua', { route: '/x', domainId: 'd1', domainName: 'Shop.example.com' });
    const claim = routeClaimPk('shop.example.com', '/x');
    expect(await lookupRouteClaim(claim)).toMatchObject({ userId: 'ua', pageId: a.id });
    expect(
      await createPage({
        userId: 'ub',
        name: 'B',
        route: '/x',
        domainId: 'd9',
        domainName: 'shop.example.com',
        nowMs: 2000,
      }),
    ).toEqual({ ok: false, reason: 'route_taken' });
    const moved = await updatePage(a, a.version, { route: '/y' }, 3000);
    if (!moved.ok) throw new Error('refused');
    expect(moved.page).toMatchObject({
      route: '/y',
      routeClaim: routeClaimPk('shop.example.com', '/y'),
      version: 2,
    });
    expect(await lookupRouteClaim(claim)).toBeNull();
    await expect(updatePage(a, a.version, { name: 'stale' }, 4000)).rejects.toBeInstanceOf(
      PageVersionConflictError,
    );
    const off = await updatePage(moved.page, moved.page.version, { domainId: '', domainName: '' }, 5000);
    if (!off.ok) throw new Error('refused');
    expect(off.page.routeClaim).toBe('');
    expect(await lookupRouteClaim(routeClaimPk('shop.example.com', '/y'))).toBeNull();
  });

  it('saves versions, answers conflicts and missing pages', async () => {
    const page = await newPage('u3');
    expect(await savePageDocument('u3', page.id, 1, docWith('one'), 2000)).toEqual({ ok: true, version: 2 });
    expect(await savePageDocument('u3', page.id, 1, docWith('stale'), 3000)).toEqual({
      ok: false,
      reason: 'conflict',
      version: 2,
      savedBy: '',
    });
    expect(await savePageDocument('u4', page.id, 2, docWith('other member'), 3000)).toEqual({
      ok: false,
      reason: 'missing',
    });
    expect(await savePageDocument('u3', page.id, 2, docWith('two'), 4000)).toEqual({ ok: true, version: 3 });
    const current = await getPage('u3', page.id);
    if (!current) throw new Error('missing');
    expect(current.docVersion).toBe(3);
    expect((await getPageDocument(current)).setup.title).toBe('two');
    // The replaced draft object is gone; only the current one remains.
    expect(await listDocumentKeys(page.id)).toEqual([current.docKey]);
  });

  it('answers a named save sent again after its answer was lost as the first time, storing it once', async () => {
    const page = await newPage('u6');
    const named = () => savePageDocument('u6', page.id, 1, docWith('once'), 2000, undefined, 'save-aaaa1111');
    expect(await named()).toEqual({ ok: true, version: 2 });
    // The same save again (its answer never reached the builder): the same answer, nothing stored.
    expect(await named()).toEqual({ ok: true, version: 2 });
    const current = await getPage('u6', page.id);
    if (!current) throw new Error('missing');
    expect(current.docVersion).toBe(2);
    expect(await listDocumentKeys(page.id)).toEqual([current.docKey]);
    // Another save on the old version is a conflict that names the save which made version 2.
    expect(
      await savePageDocument('u6', page.id, 1, docWith('later'), 3000, undefined, 'save-bbbb2222'),
    ).toEqual({ ok: false, reason: 'conflict', version: 2, savedBy: 'save-aaaa1111' });
    // Once a newer save is stored, the first one sent again is a conflict, never a success.
    expect(await savePageDocument('u6', page.id, 2, docWith('two'), 4000)).toEqual({ ok: true, version: 3 });
    expect(await named()).toEqual({ ok: false, reason: 'conflict', version: 3, savedBy: '' });
    expect((await getPageDocument((await getPage('u6', page.id)) ?? current)).setup.title).toBe('two');
  });

  it('answers two copies of one named save sent at once alike, storing one document', async () => {
    const page = await newPage('u7');
    const results = await Promise.all(
      [1, 2].map(() =>
        savePageDocument('u7', page.id, 1, docWith('twice'), 2000, undefined, 'save-cccc3333'),
      ),
    );
    expect(results).toEqual([
      { ok: true, version: 2 },
      { ok: true, version: 2 },
    ]);
    const current = await getPage('u7', page.id);
    if (!current) throw new Error('missing');
    expect(await listDocumentKeys(page.id)).toEqual([current.docKey]);
  });

  it('gives exactly one of two concurrent saves of the same version, leaving no orphan', async () => {
    const page = await newPage('u5');
    const [first, second] = await Promise.all([
      savePageDocument('u5', page.id, 1, docWith('first'), 2000),
      savePageDocument('u5', page.id, 1, docWith('second'), 2000),
    ]);
    const results = [first, second];
    expect(results.filter((r) => r.ok)).toEqual([{ ok: true, version: 2 }]);
    expect(results.filter((r) => !r.ok)).toEqual([
      { ok: false, reason: 'conflict', version: 2, savedBy: '' },
    ]);
    const current = await getPage('u5', page.id);
    if (!current) throw new Error('missing');
    const winner = first.ok ? 'first' : 'second';
    expect((await getPageDocument(current)).setup.title).toBe(winner);
    expect(await listDocumentKeys(page.id)).toEqual([current.docKey]);
  });

  it('many concurrent saves: one winner per version, no orphan objects', async () => {
    const page = await newPage('u6');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => savePageDocument('u6', page.id, 1, docWith(`t${i}`), 2000)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await listDocumentKeys(page.id)).toHaveLength(1);
  });

  it('deletes the replaced document on save (publishing keeps its own copy)', async () => {
    const page = await newPage('u7');
    await savePageDocument('u7', page.id, 1, docWith('first'), 2000);
    const saved = await getPage('u7', page.id);
    if (!saved) throw new Error('missing');
    await savePageDocument('u7', page.id, 2, docWith('edited'), 3000);
    expect(await objectExists(saved.docKey)).toBe(false);
    expect(await listDocumentKeys(page.id)).toHaveLength(1);
    expect(pageState({ docVersion: 3, publishedVersion: 2 })).toBe('changed');
  });

  it('deletes the page, its claim and its documents; only the owner can', async () => {
    const page = await newPage('u8', { route: '/gone', domainId: 'd2', domainName: 'gone.example.com' });
    await savePageDocument('u8', page.id, 1, docWith('x'), 2000);
    expect(await deletePage('u9', page.id)).toBe(false);
    expect(await getPage('u8', page.id)).not.toBeNull();
    expect(await deletePage('u8', page.id)).toBe(true);
    expect(await getPage('u8', page.id)).toBeNull();
    expect(await lookupRouteClaim(routeClaimPk('gone.example.com', '/gone'))).toBeNull();
    expect(await listDocumentKeys(page.id)).toEqual([]);
    expect(await deletePage('u8', page.id)).toBe(false);
    expect(await savePageDocument('u8', page.id, 2, docWith('late'), 3000)).toEqual({
      ok: false,
      reason: 'missing',
    });
  });
});
