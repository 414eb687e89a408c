import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageIndexDataSchema, pageRowDataSchema } from '#core/contracts/page.ts';
import { pageDetailDataSchema } from '#core/contracts/page-detail.ts';
import { emptyDocument } from '#core/page/document.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import {
  getPage,
  listDocumentKeys,
  lookupRouteClaim,
  routeClaimPk,
  savePageDocument,
} from '#functions/data/pages-repo.ts';
import { env, pagesOrigin } from '#functions/platform/env.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';

const stack = setupApiStack();
const A = tokenFor('member-a');
const B = tokenFor('member-b');

async function putDomain(userId: string, id: string, name: string, verified: boolean, type = 'https') {
  await documentClient().send(
    new PutCommand({
      TableName: env().TABLE_NAME,
      // A stored domain as functions/data/domains-repo.ts writes it.
      Item: {
        pk: `USER#${userId}`,
        sk: `DOMAIN#${id}`,
        id,
        userId,
        name,
        displayName: name,
        region: 'ap-southeast-1',
        type,
        verified,
        verifiedAt: verified ? 1 : 0,
        createdAt: 1,
        updatedAt: 1,
        version: 1,
      },
    }),
  );
}

async function add(token: string, body: Record<string, unknown>) {
  return stack.call('/client/page/add', { method: 'POST', token, body });
}

async function addOk(token: string, body: Record<string, unknown>) {
  const { body: answer } = await add(token, body);
  if (answer.code !== 1) throw new Error(`add refused: ${answer.msg}`);
  return pageRowDataSchema.parse(answer.data).page;
}

async function list(token: string, query = '') {
  const { body } = await stack.call('/client/page/index', { token, query });
  expect(body.code).toBe(1);
  return pageIndexDataSchema.parse(body.data);
}

beforeAll(async () => {
  await putMember({ id: 'member-a', username: 'alice', plan: 'business' });
  await putMember({ id: 'member-b', username: 'bob', plan: 'business' });
  await putDomain('member-a', 'dom-a', 'shop.example.com', true);
  await putDomain('member-a', 'dom-a2', 'unverified.example.com', false);
  // The same name held by two members can only come from a deleted-and-re-added domain: the
  // route claim is on the name, so it still clashes across members.
  await putDomain('member-b', 'dom-b', 'shop.example.com', true, 'http');
});

describe('page center', () => {
  it('needs a login', async () => {
    const { body } = await stack.call('/client/page/index');
    expect(body.code).toBe(303);
  });

  it('adds a draft page without a domain, with the platform link and the empty document', async () => {
    const page = await addOk(A, { name: 'Spring sale', route: '/spring' });
    expect(page).toMatchObject({
      name: 'Spring sale',
      route: '/spring',
      domain: null,
      state: 'draft',
      doc_version: 1,
      published_version: 0,
      link: `${pagesOrigin()}/${page.id}`,
    });
    expect(page.id).toMatch(/^[0-9A-Za-z]{10}$/);
    const { body } = await stack.call('/client/page/detail', { token: A, query: `id=${page.id}` });
    expect(body.code).toBe(1);
    const detail = pageDetailDataSchema.parse(body.data);
    expect(detail).toMatchObject({ version: 1, doc: emptyDocument(), page: { id: page.id } });
  });

  it('refuses bad names and routes with the field messages in both languages', async () => {
    for (const [route, message] of [
      ['spring', "The route must start with '/'"],
      ['/Spring', "The route may contain only lower-case letters, digits, '-', '_' and '/'"],
      ['/a//b', "The route must not contain '//'"],
      ['/a/', "The route must not end with '/' (except the root '/')"],
      [`/${'a'.repeat(100)}`, 'The route must be at most 100 characters'],
    ] as const) {
      const { body } = await add(A, { name: 'x', route });
      expect(body.code).toBe(0);
      expect((body.data as { errors: Record<string, string> }).errors.route).toBe(message);
    }
    const { body } = await stack.call('/client/page/add', {
      method: 'POST',
      token: A,
      lang: 'zh-cn',
      body: { name: '', route: '/ok' },
    });
    expect((body.data as { errors: Record<string, string> }).errors.name).toBe('请输入页面名称');
    const long = await add(A, { name: 'n'.repeat(51), route: '/ok' });
    expect((long.body.data as { errors: Record<string, string> }).errors.name).toMatch(/1-50/);
  });

  it('refuses another member’s domain or an unknown one', async () => {
    for (const domain_id of ['dom-b', 'nope', 'DOMAIN#x']) {
      const { body } = await add(A, { name: 'x', route: '/x', domain_id });
      expect(body).toMatchObject({ code: 0, msg: 'The selected domain does not exist or is not yours' });
    }
  });

  it('keeps route + domain unique across the platform, with a clear message', async () => {
    const page = await addOk(A, { name: 'Shop home', route: '/', domain_id: 'dom-a' });
    expect(page).toMatchObject({
      domain: { id: 'dom-a', name: 'shop.example.com' },
      link: 'https://shop.example.com/',
    });
    const again = await add(A, { name: 'Twin', route: '/', domain_id: 'dom-a' });
    expect(again.body).toMatchObject({ code: 0, msg: 'This route is already used on this domain' });
    const other = await stack.call('/client/page/add', {
      method: 'POST',
      token: B,
      lang: 'zh-cn',
      body: { name: 'Mine', route: '/', domain_id: 'dom-b' },
    });
    expect(other.body).toMatchObject({ code: 0, msg: '该路由已在此域名上被使用' });
    // The same route without a domain, or on another domain, is fine.
    await addOk(B, { name: 'Mine', route: '/' });
    const unverified = await addOk(A, { name: 'Hidden', route: '/', domain_id: 'dom-a2' });
    expect(unverified.link).toBe(`${pagesOrigin()}/${unverified.id}`);
  });

  it('answers a named add sent again after its answer was lost with the page it made, making no second', async () => {
    const body = {
      name: 'Lost answer',
      route: '/lost-answer',
      domain_id: 'dom-a',
      request_id: 'add-form-0001',
    };
    const first = await addOk(A, body);
    const again = await addOk(A, body);
    expect(again).toEqual(first);
    expect((await list(A, 'quickSearch=lost-answer')).list.map((row) => row.id)).toEqual([first.id]);
    // Two copies of another named add at once: one page, both answered with it, its claim kept.
    const twins = await Promise.all(
      [1, 2].map(() => addOk(A, { ...body, name: 'Twins', route: '/twins', request_id: 'add-form-0002' })),
    );
    expect(twins[1]?.id).toBe(twins[0]?.id);
    expect((await list(A, 'quickSearch=twins')).list).toHaveLength(1);
    expect(await lookupRouteClaim(routeClaimPk('shop.example.com', '/twins'))).toMatchObject({
      pageId: twins[0]?.id,
    });
    // The same name from another member is another add.
    const other = await addOk(B, { name: 'Lost answer', route: '/lost-answer', request_id: 'add-form-0001' });
    expect(other.id).not.toBe(first.id);
  });

  it('refuses an add name that is not 8-64 letters, digits, "-" or "_", naming the field', async () => {
    const { body } = await add(A, { name: 'x', route: '/x', request_id: 'bad name!' });
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(/request_id/);
  });

  it('edits name, route and domain, moving the claim; a clash leaves the old claim', async () => {
    const page = await addOk(A, { name: 'Mover', route: '/move', domain_id: 'dom-a' });
    const { body } = await stack.call('/client/page/edit', {
      method: 'POST',
      token: A,
      body: { id: page.id, name: 'Moved', route: '/moved' },
    });
    expect(body.code).toBe(1);
    expect(pageRowDataSchema.parse(body.data).page).toMatchObject({ name: 'Moved', route: '/moved' });
    expect(await lookupRouteClaim(routeClaimPk('shop.example.com', '/move'))).toBeNull();
    expect(await lookupRouteClaim(routeClaimPk('shop.example.com', '/moved'))).toMatchObject({
      pageId: page.id,
    });
    // Onto the taken root: refused, nothing moves.
    const clash = await stack.call('/client/page/edit', {
      method: 'POST',
      token: A,
      body: { id: page.id, route: '/' },
    });
    expect(clash.body).toMatchObject({ code: 0, msg: 'This route is already used on this domain' });
    expect(await lookupRouteClaim(routeClaimPk('shop.example.com', '/moved'))).toMatchObject({
      pageId: page.id,
    });
    expect((await getPage('member-a', page.id))?.route).toBe('/moved');
    // Off the domain: the claim goes.
    const off = await stack.call('/client/page/edit', {
      method: 'POST',
      token: A,
      body: { id: page.id, domain_id: '' },
    });
    expect(pageRowDataSchema.parse(off.body.data).page.domain).toBeNull();
    expect(await lookupRouteClaim(routeClaimPk('shop.example.com', '/moved'))).toBeNull();
    const bad = await stack.call('/client/page/edit', {
      method: 'POST',
      token: A,
      body: { id: page.id, domain_id: 'dom-b' },
    });
    expect(bad.body.msg).toBe('The selected domain does not exist or is not yours');
  });

  it("answers what the caller's plan lacks with the detail, in the request's language", async () => {
    // Business unlocks every module; a member without a plan (free) lacks the pixels and the server events.
    const page = await addOk(A, { name: 'Locked check', route: '/locked-check' });
    const business = await stack.call('/client/page/detail', { token: A, query: `id=${page.id}` });
    expect(pageDetailDataSchema.parse(business.body.data).locked).toEqual({});
    await putMember({ id: 'member-free', username: 'frank' });
    const F = tokenFor('member-free');
    const own = await addOk(F, { name: 'Free page', route: '/free-page' });
    const en = await stack.call('/client/page/detail', { token: F, query: `id=${own.id}` });
    expect(pageDetailDataSchema.parse(en.body.data).locked).toEqual({
      pixels: 'Pro',
      serverConversions: 'Business',
    });
    const zh = await stack.call('/client/page/detail', { token: F, query: `id=${own.id}`, lang: 'zh-cn' });
    expect(pageDetailDataSchema.parse(zh.body.data).locked).toEqual({
      pixels: '专业版',
      serverConversions: '企业版',
    });
  });

  it('lists with quick search, state filter and paging, newest edit first', async () => {
    await putMember({ id: 'member-c', username: 'carol', plan: 'business' });
    const C = tokenFor('member-c');
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await addOk(C, { name: `Promo ${i}`, route: `/promo-${i}` }));
    await addOk(C, { name: 'About us', route: '/about' });
    const all = await list(C);
    expect(all.total).toBe(6);
    expect(all.list[0]?.name).toBe('About us');
    expect((await list(C, 'quickSearch=PROMO')).total).toBe(5);
    expect((await list(C, 'quickSearch=%2Fabout')).list.map((p) => p.name)).toEqual(['About us']);
    const paged = await list(C, 'page=2&limit=4');
    expect(paged).toMatchObject({ total: 6, page: 2, limit: 4 });
    expect(paged.list).toHaveLength(2);
    // State: publish one (issue 5 sets publishedVersion), change another after publishing.
    const [p0, p1] = made;
    if (!p0 || !p1) throw new Error('missing');
    for (const p of [p0, p1]) {
      await documentClient().send(
        new PutCommand({
          TableName: env().TABLE_NAME,
          Item: {
            ...(await getPage('member-c', p.id)),
            pk: 'USER#member-c',
            sk: `PAGE#${p.id}`,
            publishedVersion: 1,
          },
        }),
      );
    }
    await savePageDocument('member-c', p1.id, 1, emptyDocument(), Date.now());
    expect((await list(C, 'state=published')).list.map((p) => p.id)).toEqual([p0.id]);
    expect((await list(C, 'state=changed')).list.map((p) => p.id)).toEqual([p1.id]);
    expect((await list(C, 'state=draft')).total).toBe(4);
    expect((await list(C, 'select=true&quickSearch=about')).list).toHaveLength(1);
  });

  it('deletes a page with its claim and documents', async () => {
    const page = await addOk(A, { name: 'Doomed', route: '/doomed', domain_id: 'dom-a' });
    await savePageDocument('member-a', page.id, 1, emptyDocument(), Date.now());
    const { body } = await stack.call('/client/page/del', {
      method: 'POST',
      token: A,
      body: { id: page.id },
    });
    expect(body.code).toBe(1);
    expect(await getPage('member-a', page.id)).toBeNull();
    expect(await lookupRouteClaim(routeClaimPk('shop.example.com', '/doomed'))).toBeNull();
    expect(await listDocumentKeys(page.id)).toEqual([]);
    const again = await stack.call('/client/page/del', { method: 'POST', token: A, body: { id: page.id } });
    expect(again.body).toMatchObject({ code: 0, msg: 'The page does not exist or has been deleted' });
    // The route is free again.
    await addOk(A, { name: 'Reborn', route: '/doomed', domain_id: 'dom-a' });
  });

  it('never lets member B read, edit or delete member A’s page', async () => {
    const page = await addOk(A, { name: 'Private', route: '/private' });
    const detail = await stack.call('/client/page/detail', { token: B, query: `id=${page.id}` });
    expect(detail.body).toMatchObject({ code: 0, msg: 'The page does not exist or has been deleted' });
    const edit = await stack.call('/client/page/edit', {
      method: 'POST',
      token: B,
      body: { id: page.id, name: 'Hijacked' },
    });
    expect(edit.body.code).toBe(0);
    const del = await stack.call('/client/page/del', { method: 'POST', token: B, body: { id: page.id } });
    expect(del.body.code).toBe(0);
    expect((await list(B)).list.map((p) => p.id)).not.toContain(page.id);
    expect(await getPage('member-a', page.id)).toMatchObject({ name: 'Private' });
    // A malformed id is a validation failure, never a look-up elsewhere.
    const bad = await stack.call('/client/page/detail', { token: B, query: 'id=../x' });
    expect(bad.body.code).toBe(0);
  });
});
