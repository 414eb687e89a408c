import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pageIndexDataSchema, pageRowDataSchema } from '#core/contracts/page.ts';
import { publishDataSchema, publishFailureSchema } from '#core/contracts/publish.ts';
import { emptyDocument, type PageDocument } from '#core/page/document.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { createDomain, getDomain, saveDomain } from '#functions/data/domains-repo.ts';
import { getPage, listDocumentKeys, savePageDocument } from '#functions/data/pages-repo.ts';
import { overridePublishDepsForTests } from '#functions/handlers/publish/deps.ts';
import { STATIC_DIR } from '#functions/local/paths.ts';
import { env, pagesOrigin } from '#functions/platform/env.ts';
import type { BlobStore } from '#functions/platform/ports.ts';
import { publishedHostKey, publishedIdKey } from '#functions/publish/keys.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import { MODULE_TYPES } from '#modules/types.ts';
import { defaultProps } from '#modules/validate.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';
import { FILLED } from '../../helpers/module-samples.ts';

const stack = setupApiStack();

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

const title = (id: string, content: string) => ({
  id,
  type: 'title-text' as const,
  version: 1,
  props: { content },
});
const docWith = (...modules: PageDocument['modules']): PageDocument => ({
  ...emptyDocument(),
  setup: { ...emptyDocument().setup, title: 'Spring sale' },
  modules,
});

/** A new member with a session. */
async function member() {
  const id = `pub-${unique()}`;
  await putMember({ id, username: `p${unique()}`.slice(0, 15), plan: 'business' });
  return { id, token: tokenFor(id) };
}

/** A domain of the member, claimed and stored as the domain centre does; verified or not. */
async function domainOf(userId: string, verified: boolean) {
  const id = `dom-${unique()}`;
  const name = `shop-${unique()}.example.com`;
  const created = await createDomain({
    id,
    userId,
    name,
    displayName: name,
    region: 'ap-southeast-1',
    type: 'https',
    verified: false,
    verifiedAt: 0,
    lastCheckAt: 0,
    lastCheckResult: '',
    txtToken: '',
    expiresAt: 0,
    cert: null,
    sealedKey: '',
    createdAt: 1,
    updatedAt: 1,
    version: 1,
  });
  if (!created) throw new Error('domain not created');
  if (verified) {
    const stored = await getDomain(userId, id);
    if (!stored) throw new Error('domain missing');
    await saveDomain({ ...stored, verified: true, verifiedAt: 2 }, stored.version);
  }
  return { id, name };
}

const post = (path: string, token: string, body: unknown, lang = 'en') =>
  stack.call(path, { method: 'POST', token, body, lang });

async function addPage(token: string, body: Record<string, unknown> = {}) {
  const { body: answer } = await post('/client/page/add', token, { name: 'Sale', route: '/', ...body });
  if (answer.code !== 1) throw new Error(`add refused: ${answer.msg}`);
  return pageRowDataSchema.parse(answer.data).page;
}

/** Saves `doc` over the page's current version through the builder's endpoint. */
async function save(userId: string, token: string, pageId: string, doc: PageDocument) {
  const page = await getPage(userId, pageId);
  const { body } = await post('/client/page/save', token, { id: pageId, version: page?.docVersion, doc });
  if (body.code !== 1) throw new Error(`save refused: ${body.msg}`);
}

const publish = (token: string, id: string, lang = 'en') => post('/client/page/publish', token, { id }, lang);

async function publishOk(token: string, id: string) {
  const { body } = await publish(token, id);
  if (body.code !== 1) throw new Error(`publish refused: ${body.msg} ${JSON.stringify(body.data)}`);
  return { msg: body.msg, data: publishDataSchema.parse(body.data) };
}

/** GET through the local server with a chosen Host header (fetch would not send it). */
function visit(path: string, host?: string): Promise<{ status: number; type: string; html: string }> {
  const { hostname, port } = new URL(stack.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: host ? { host } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          html: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function rowOf(token: string, id: string) {
  const { body } = await stack.call('/client/page/index', { token, query: 'limit=100' });
  return pageIndexDataSchema.parse(body.data).list.find((row) => row.id === id);
}

const site = () => s3BlobStore(env().SITE_BUCKET);

/** The site store with every write counted; the `failAt`-th write (1-based) is refused. */
function instrumentedSite(failAt = 0): BlobStore & { puts: string[] } {
  const real = site();
  const puts: string[] = [];
  return {
    puts,
    get: (key) => real.get(key),
    delete: (key) => real.delete(key),
    async put(key, body, options) {
      puts.push(key);
      if (puts.length === failAt) throw new Error('injected: the bucket refused the write');
      return real.put(key, body, options);
    },
  };
}

afterEach(() => overridePublishDepsForTests({}));

beforeAll(async () => {
  // Renders go through the Astro server build once before timing-sensitive cases.
  const { token } = await member();
  const page = await addPage(token);
  await publishOk(token, page.id);
});

describe('POST /client/page/publish', () => {
  it('publishes the saved document: live at /{id} when the call returns, state published', async () => {
    const m = await member();
    const page = await addPage(m.token, { name: 'Spring' });
    expect((await visit(`/${page.id}`)).status).toBe(404);
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Hello visitors')));
    const { msg, data } = await publishOk(m.token, page.id);
    expect(msg).toBe('Published');
    expect(data).toMatchObject({
      id: page.id,
      url: `${pagesOrigin()}/${page.id}`,
      link: `${pagesOrigin()}/${page.id}`,
      state: 'published',
      published_version: 2,
      unchanged: false,
    });
    const live = await visit(`/${page.id}`);
    expect(live.status).toBe(200);
    expect(live.type).toContain('text/html');
    expect(live.html).toContain('Hello visitors');
    expect((await rowOf(m.token, page.id))?.state).toBe('published');

    // Edited since: changed; publishing again puts the new version live.
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Second edition')));
    expect((await rowOf(m.token, page.id))?.state).toBe('changed');
    expect((await visit(`/${page.id}`)).html).toContain('Hello visitors');
    expect((await publishOk(m.token, page.id)).data.published_version).toBe(3);
    const again = await visit(`/${page.id}`);
    expect(again.html).toContain('Second edition');
    expect(again.html).not.toContain('Hello visitors');
    // One published copy of the document is kept beside the current one, never more.
    expect(await listDocumentKeys(page.id)).toHaveLength(2);
  });

  it('republishing an unchanged page writes nothing and still answers the address', async () => {
    const m = await member();
    const page = await addPage(m.token);
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Same')));
    const first = await publishOk(m.token, page.id);
    const counting = instrumentedSite();
    overridePublishDepsForTests({ site: counting });
    const { msg, data } = await publishOk(m.token, page.id);
    expect(counting.puts).toEqual([]);
    expect(msg).toBe('Already published: nothing changed');
    expect(data).toEqual({ ...first.data, unchanged: true });
    const zh = await publish(m.token, page.id, 'zh-cn');
    expect(zh.body.msg).toBe('已是最新发布，无需更新');
    expect((await visit(`/${page.id}`)).html).toContain('Same');
  });

  it('refuses an invalid document with every problem, in the member language, and writes nothing', async () => {
    const m = await member();
    const page = await addPage(m.token);
    await save(m.id, m.token, page.id, docWith(title('good', 'Fine'), title('bad1', ''), title('bad2', '')));
    const counting = instrumentedSite();
    overridePublishDepsForTests({ site: counting });
    const en = await publish(m.token, page.id);
    expect(en.body.code).toBe(0);
    expect(en.body.msg).toBe('Some modules are not complete: fix them before publishing');
    expect(publishFailureSchema.parse(en.body.data).problems).toEqual({
      bad1: { content: 'Title text is still the example' },
      bad2: { content: 'Title text is still the example' },
    });
    const zh = await publish(m.token, page.id, 'zh-cn');
    expect(zh.body.msg).toBe('部分模块尚未填写完整：请修改后再发布');
    expect(publishFailureSchema.parse(zh.body.data).problems.bad1).toEqual({
      content: '标题文字仍是示例内容',
    });
    expect(counting.puts).toEqual([]);
    expect((await visit(`/${page.id}`)).status).toBe(404);
    expect(await getPage(m.id, page.id)).toMatchObject({ publishedVersion: 0, publishedKeys: [] });
    expect(await listDocumentKeys(page.id)).toHaveLength(1);
  });

  it('refuses a page of untouched module defaults, naming each sample field in both languages', async () => {
    const m = await member();
    const page = await addPage(m.token);
    const modules = MODULE_TYPES.map((type) => ({
      id: `m-${type}`,
      type,
      version: 1,
      props: defaultProps(SCHEMA_REGISTRY[type]),
    }));
    await save(m.id, m.token, page.id, docWith(...modules));
    const counting = instrumentedSite();
    overridePublishDepsForTests({ site: counting });
    const samples = {
      'chat-widget': [
        'channels.0.value',
        'WhatsApp number is still the example',
        'WhatsApp 号码仍是示例内容',
      ],
      'communication-tool': [
        'items.0.mobile',
        'WhatsApp number is still the example',
        'WhatsApp 号码仍是示例内容',
      ],
      'link-button': ['items.0.url', 'Button link is still the example', '按钮链接仍是示例内容'],
      social: ['platforms.0.url', 'Facebook address is still the example', 'Facebook 地址仍是示例内容'],
      'title-text': ['content', 'Title text is still the example', '标题文字仍是示例内容'],
    } as const;
    for (const [lang, column] of [
      ['en', 1],
      ['zh-cn', 2],
    ] as const) {
      const { body } = await publish(m.token, page.id, lang);
      expect(body.code).toBe(0);
      const { problems } = publishFailureSchema.parse(body.data);
      for (const [type, sample] of Object.entries(samples)) {
        expect(problems[`m-${type}`]?.[sample[0]], `${type} ${lang}`).toBe(sample[column]);
      }
    }
    expect(counting.puts).toEqual([]);
    expect(await getPage(m.id, page.id)).toMatchObject({ publishedVersion: 0 });

    // A page saved by an earlier version holds its example values: still untouched samples.
    const legacy = Object.entries(FILLED).map(([type, props], i) => ({
      id: `legacy${i}`,
      type: type as keyof typeof FILLED,
      version: 1,
      props: { ...defaultProps(SCHEMA_REGISTRY[type as keyof typeof FILLED]), ...props },
    }));
    await save(m.id, m.token, page.id, docWith(...legacy));
    const { body } = await publish(m.token, page.id);
    expect(Object.values(publishFailureSchema.parse(body.data).problems)).toEqual(
      Object.values(samples).map(([path, en]) => ({ [path]: en })),
    );
  });

  it('a failure while writing leaves the previous version live and the state unchanged', async () => {
    const m = await member();
    const domain = await domainOf(m.id, true);
    const page = await addPage(m.token, { route: '/spring', domain_id: domain.id });
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Version one')));
    await publishOk(m.token, page.id);
    const before = await getPage(m.id, page.id);
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Version two')));

    // The first key is written, the second refused: the first gets its old bytes back.
    const failing = instrumentedSite(2);
    overridePublishDepsForTests({ site: failing });
    const { body } = await publish(m.token, page.id);
    expect(body.code).toBe(0);
    expect(body.msg).toBe(
      'Publishing failed; the previously published version is still online. Please try again',
    );
    // The id key, the refused host key, then the id key's previous bytes put back.
    const idKey = publishedIdKey(page.id);
    expect(failing.puts).toEqual([idKey, publishedHostKey(domain.name, '/spring'), idKey]);
    overridePublishDepsForTests({});

    for (const live of [await visit(`/${page.id}`), await visit('/spring', domain.name)]) {
      expect(live.status).toBe(200);
      expect(live.html).toContain('Version one');
      expect(live.html).not.toContain('Version two');
    }
    const after = await getPage(m.id, page.id);
    expect(after).toMatchObject({
      publishedVersion: before?.publishedVersion,
      publishedKeys: before?.publishedKeys,
      publishedDocKey: before?.publishedDocKey,
      publishedFingerprint: before?.publishedFingerprint,
    });
    expect((await rowOf(m.token, page.id))?.state).toBe('changed');
    // No half-written leftovers: the current document and the published copy only.
    expect(await listDocumentKeys(page.id)).toHaveLength(2);
    // The lease was released: publishing works at once.
    expect((await publishOk(m.token, page.id)).data.state).toBe('published');
    expect((await visit(`/${page.id}`)).html).toContain('Version two');
  });

  it("refuses another member's page and writes nothing", async () => {
    const owner = await member();
    const other = await member();
    const page = await addPage(owner.token);
    await save(owner.id, owner.token, page.id, docWith(title('mod1', 'Mine')));
    const { body } = await publish(other.token, page.id);
    expect(body.code).toBe(0);
    expect(body.msg).toBe('The page does not exist or has been deleted');
    expect((await post('/client/page/unpublish', other.token, { id: page.id })).body.code).toBe(0);
    expect((await visit(`/${page.id}`)).status).toBe(404);
    expect((await getPage(owner.id, page.id))?.publishedVersion).toBe(0);
  });

  it('needs a login and a page id', async () => {
    const anonymous = await stack.call('/client/page/publish', {
      method: 'POST',
      body: { id: 'AbCdE12345' },
    });
    expect(anonymous.body.code).toBe(303);
    const m = await member();
    const bad = await publish(m.token, 'nope');
    expect(bad.body.code).toBe(0);
  });

  it('concurrent publish and saves never record a version other than the one that is live', async () => {
    const m = await member();
    const page = await addPage(m.token);
    await save(m.id, m.token, page.id, docWith(title('mod1', 'marker-2')));
    for (let round = 0; round < 4; round++) {
      const current = await getPage(m.id, page.id);
      if (!current) throw new Error('missing');
      const next = current.docVersion + 1;
      await Promise.all([
        publish(m.token, page.id),
        savePageDocument(
          m.id,
          page.id,
          current.docVersion,
          docWith(title('mod1', `marker-${next}`)),
          Date.now(),
        ),
      ]);
      const stored = await getPage(m.id, page.id);
      const live = await visit(`/${page.id}`);
      if (stored?.publishedVersion) {
        expect(live.html).toContain(`marker-${stored.publishedVersion}<`);
      } else {
        expect(live.status).toBe(404);
      }
    }
  });

  it('two publishes at once: both answer and the page ends published', async () => {
    const m = await member();
    const page = await addPage(m.token);
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Together')));
    const answers = await Promise.all([publish(m.token, page.id), publish(m.token, page.id)]);
    for (const { body } of answers) {
      if (body.code !== 1)
        expect(body.msg).toBe('This page is being published right now, please try again in a moment');
    }
    expect(answers.some(({ body }) => body.code === 1)).toBe(true);
    expect((await getPage(m.id, page.id))?.publishedVersion).toBe(2);
  });
});

describe('GET /client/page/detail?source=published (what the builder resets to)', () => {
  const detail = async (token: string, id: string, source: string) => {
    const { body } = await stack.call('/client/page/detail', { token, query: `id=${id}&source=${source}` });
    return body;
  };
  const contents = (body: { data: unknown }) =>
    (body.data as { doc: PageDocument }).doc.modules.map((module) => module.props.content);

  it('answers the empty document before the first publish, then the live one whatever was saved since', async () => {
    const m = await member();
    const page = await addPage(m.token);
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Draft one')));
    const before = await detail(m.token, page.id, 'published');
    expect(before.code).toBe(1);
    expect(contents(before)).toEqual([]);

    await save(m.id, m.token, page.id, docWith(title('mod1', 'Live')));
    await publishOk(m.token, page.id);
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Autosaved'), title('mod2', 'More')));
    const live = await detail(m.token, page.id, 'published');
    expect(contents(live)).toEqual(['Live']);
    // The version is the current document's: a reset is saved on top of the autosaved work.
    expect((live.data as { version: number }).version).toBe((await getPage(m.id, page.id))?.docVersion);
    expect(contents(await detail(m.token, page.id, 'current'))).toEqual(['Autosaved', 'More']);
  });

  it('refuses an unknown source with a sentence in the request language', async () => {
    const m = await member();
    const page = await addPage(m.token);
    expect(await detail(m.token, page.id, 'draft')).toMatchObject({
      code: 0,
      msg: 'The document to read must be "current" or "published"',
    });
  });
});

describe('serving published pages', () => {
  it('serves a page by Host on a verified domain only, and its hashed assets there', async () => {
    const m = await member();
    const verified = await domainOf(m.id, true);
    const unverified = await domainOf(m.id, false);
    const onVerified = await addPage(m.token, { route: '/promo/spring', domain_id: verified.id });
    const onUnverified = await addPage(m.token, { route: '/', domain_id: unverified.id });
    await save(m.id, m.token, onVerified.id, docWith(title('mod1', 'On my domain')));
    await save(m.id, m.token, onUnverified.id, docWith(title('mod1', 'Not yet')));
    const published = await publishOk(m.token, onVerified.id);
    expect(published.data.url).toBe(`https://${verified.name}/promo/spring`);
    await publishOk(m.token, onUnverified.id);

    const byHost = await visit('/promo/spring', verified.name);
    expect(byHost.status).toBe(200);
    expect(byHost.html).toContain('On my domain');
    expect((await visit('/promo/spring/', `${verified.name.toUpperCase()}:443`)).status).toBe(200);
    expect((await visit('/promo', verified.name)).status).toBe(404);
    expect((await visit(`/${onVerified.id}`, verified.name)).status).toBe(404);
    // The same page on the platform host.
    expect((await visit(`/${onVerified.id}`)).html).toContain('On my domain');
    // An unverified domain serves nothing (the page answers on the platform host only).
    expect((await visit('/', unverified.name)).status).toBe(404);
    expect((await visit(`/${onUnverified.id}`)).html).toContain('Not yet');
    // Unknown hosts and pages: the 404 page.
    expect((await visit('/promo/spring', 'nobody.example.org')).status).toBe(404);
    expect((await visit('/favicon.svg', unverified.name)).status).toBe(404);
    expect((await visit('/ZZZZZZZZZZ')).status).toBe(404);

    // Hashed build assets (which published HTML references) are served on the custom host too.
    const asset = (await readdir(join(STATIC_DIR, '_assets')))[0];
    expect(asset).toBeDefined();
    const served = await visit(`/_assets/${asset}`, verified.name);
    expect(served.status).toBe(200);
    expect((await visit('/_assets/missing.js', verified.name)).status).toBe(404);
  });

  it('a route or domain change moves the live copy', async () => {
    const m = await member();
    const domain = await domainOf(m.id, true);
    const other = await domainOf(m.id, true);
    const page = await addPage(m.token, { route: '/old', domain_id: domain.id });
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Moving page')));
    await publishOk(m.token, page.id);
    const edit = await post('/client/page/edit', m.token, { id: page.id, route: '/new' });
    expect(edit.body.code).toBe(1);
    expect((await visit('/old', domain.name)).status).toBe(404);
    const moved = await visit('/new', domain.name);
    expect(moved.html).toContain('Moving page');
    expect(moved.html).toContain(`https://${domain.name}/new`);
    expect((await post('/client/page/edit', m.token, { id: page.id, domain_id: other.id })).body.code).toBe(
      1,
    );
    expect((await visit('/new', domain.name)).status).toBe(404);
    expect((await visit('/new', other.name)).html).toContain('Moving page');
    expect((await rowOf(m.token, page.id))?.state).toBe('published');
  });
});

describe('taking pages offline', () => {
  it('unpublish: 404 at every address, state draft; unpublishing again is harmless', async () => {
    const m = await member();
    const domain = await domainOf(m.id, true);
    const page = await addPage(m.token, { route: '/', domain_id: domain.id });
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Soon gone')));
    await publishOk(m.token, page.id);
    const { body } = await post('/client/page/unpublish', m.token, { id: page.id });
    expect(body.code).toBe(1);
    expect(body.msg).toBe('Unpublished: the page is offline');
    expect(publishDataSchema.parse(body.data)).toMatchObject({ state: 'draft', published_version: 0 });
    expect((await visit(`/${page.id}`)).status).toBe(404);
    expect((await visit('/', domain.name)).status).toBe(404);
    expect((await rowOf(m.token, page.id))?.state).toBe('draft');
    expect(await listDocumentKeys(page.id)).toHaveLength(1);
    expect((await post('/client/page/unpublish', m.token, { id: page.id })).body.code).toBe(1);
  });

  it('deleting a page takes it offline', async () => {
    const m = await member();
    const domain = await domainOf(m.id, true);
    const page = await addPage(m.token, { route: '/bye', domain_id: domain.id });
    await save(m.id, m.token, page.id, docWith(title('mod1', 'Deleted soon')));
    await publishOk(m.token, page.id);
    expect((await post('/client/page/del', m.token, { id: page.id })).body.code).toBe(1);
    expect((await visit(`/${page.id}`)).status).toBe(404);
    expect((await visit('/bye', domain.name)).status).toBe(404);
    expect(await site().get(publishedIdKey(page.id))).toBeNull();
    expect(await listDocumentKeys(page.id)).toEqual([]);
  });

  it('deleting a domain unpublishes its pages, which stay on the platform host as drafts', async () => {
    const m = await member();
    const domain = await domainOf(m.id, true);
    const first = await addPage(m.token, { route: '/', domain_id: domain.id });
    const second = await addPage(m.token, { route: '/two', domain_id: domain.id });
    const elsewhere = await addPage(m.token);
    for (const page of [first, second, elsewhere]) {
      await save(m.id, m.token, page.id, docWith(title('mod1', `Page ${page.id}`)));
      await publishOk(m.token, page.id);
    }
    const { body } = await post('/client/domain/del', m.token, { id: domain.id });
    expect(body.code).toBe(1);
    expect(body.data).toEqual({ id: domain.id, unpublished: 2 });
    for (const page of [first, second]) expect((await visit(`/${page.id}`)).status).toBe(404);
    // The domain's objects are gone too (its name is no longer a custom host).
    for (const route of ['/', '/two'])
      expect(await site().get(publishedHostKey(domain.name, route))).toBeNull();
    expect((await visit(`/${elsewhere.id}`)).status).toBe(200);
    const rows = await Promise.all([first, second].map((page) => rowOf(m.token, page.id)));
    for (const row of rows) expect(row).toMatchObject({ state: 'draft', domain: null });
    expect(await getDomain(m.id, domain.id)).toBeNull();
  });
});
