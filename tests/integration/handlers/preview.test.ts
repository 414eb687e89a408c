import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewDataSchema } from '#core/contracts/publish.ts';
import { emptyDocument, type PageDocument } from '#core/page/document.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { ALL_ROUTES } from '#functions/groups/registry.ts';
import { STATIC_DIR } from '#functions/local/paths.ts';
import { createLocalServer } from '#functions/local/server.ts';
import { env } from '#functions/platform/env.ts';
import { customDomainStatus } from '#functions/publish/serving.ts';
import { putMember, setupApiStack, tokenFor } from '../../helpers/api-stack.ts';

/**
 * POST /client/page/preview (issue 13, "The preview is the published page"): the saved document
 * rendered by the publishing path, without pixels, at an expiring address that only the pages
 * origin serves and only the app may frame.
 */
const stack = setupApiStack();
const APP = 'app.test';
const PAGES = 'pages.test';
let origins: ReturnType<typeof createLocalServer>;
let port = 0;

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A GET through a local server with both origins, with the Host chosen. */
function get(path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'identity' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  origins = createLocalServer({
    staticDir: STATIC_DIR,
    siteBlobs: s3BlobStore(env().SITE_BUCKET),
    routes: ALL_ROUTES,
    customDomain: customDomainStatus,
    appOrigin: `http://${APP}`,
    pagesOrigin: `http://${PAGES}`,
  });
  await new Promise<void>((resolve) => origins.listen(0, '127.0.0.1', () => resolve()));
  port = (origins.address() as AddressInfo).port;
});
afterAll(async () => {
  origins.closeAllConnections();
  await new Promise<void>((resolve) => origins.close(() => resolve()));
});

async function member() {
  const id = `pre-${unique()}`;
  await putMember({ id, username: `v${unique()}`.slice(0, 15) });
  return { id, token: tokenFor(id) };
}

const post = (path: string, token: string, body: unknown, lang = 'en') =>
  stack.call(path, { method: 'POST', token, body, lang });

const DOC: PageDocument = {
  ...emptyDocument(),
  setup: { ...emptyDocument().setup, title: 'Spring sale', lang: 'en' },
  modules: [
    { id: 'title001', type: 'title-text', version: 1, props: { content: 'Fresh flowers today' } },
    { id: 'pixel001', type: 'facebook-pixel', version: 1, props: { pixelIds: '123456789012345' } },
  ],
};

async function savedPage(token: string) {
  const added = await post('/client/page/add', token, { name: 'Sale', route: '/' });
  expect(added.body.code, added.body.msg).toBe(1);
  const id = (added.body.data as { page: { id: string } }).page.id;
  const saved = await post('/client/page/save', token, { id, version: 1, doc: DOC });
  expect(saved.body.code, saved.body.msg).toBe(1);
  return id;
}

/** The path of a preview address (its origin is PAGES_ORIGIN). */
const pathOf = (url: string) => new URL(url).pathname;

describe('POST /client/page/preview', () => {
  it('renders the saved page through the publishing path, without pixels, at an address on the pages origin', async () => {
    const owner = await member();
    const id = await savedPage(owner.token);
    const { body } = await post('/client/page/preview', owner.token, { id });
    expect(body.code, body.msg).toBe(1);
    const preview = previewDataSchema.parse(body.data);
    expect(preview.title).toBe('Spring sale');
    expect(preview.expire_time * 1000).toBeGreaterThan(Date.now());
    expect(pathOf(preview.url)).toMatch(new RegExp(`^/_preview/${id}/[0-9a-z]+-[A-Za-z0-9_-]{22}$`));

    const served = await get(pathOf(preview.url), PAGES);
    expect(served.status).toBe(200);
    // The published page's own markup: its frame, the module, the page's policy.
    expect(served.body).toContain('<main class="lp-page">');
    expect(served.body).toContain('Fresh flowers today');
    expect(served.body).toContain('<meta name="robots" content="noindex, nofollow">');
    // No ad platform hears of the owner's preview, nor do the page's insights.
    expect(served.body).not.toContain('facebook');
    // A title and a pixel need no behaviour: no script at all (the published page has the pixel's
    // base code and the insights beacon).
    expect(served.body).not.toMatch(/<script/i);
    expect(served.headers['content-security-policy']).toContain(`frame-ancestors http://${APP}`);
    expect(served.headers['content-security-policy']).not.toContain('connect.facebook.net');
    expect(served.headers['x-frame-options']).toBeUndefined();
    expect(served.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(served.headers['cache-control']).toBe('private, no-store');

    // Each preview is a new address; the app origin never serves one.
    const again = previewDataSchema.parse(
      (await post('/client/page/preview', owner.token, { id })).body.data,
    );
    expect(again.url).not.toBe(preview.url);
    expect((await get(pathOf(preview.url), APP)).status).toBe(404);
  });

  it('answers 404 for a made-up or altered address', async () => {
    const owner = await member();
    const id = await savedPage(owner.token);
    const preview = previewDataSchema.parse(
      (await post('/client/page/preview', owner.token, { id })).body.data,
    );
    const path = pathOf(preview.url);
    const altered = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
    const later = path.replace(
      /\/([0-9a-z]+)-/,
      (_, expiry: string) => `/${(Number.parseInt(expiry, 36) + 1).toString(36)}-`,
    );
    for (const wrong of [altered, later, `/_preview/${id}/`, `/_preview/${id}/1-${'A'.repeat(22)}`])
      expect((await get(wrong, PAGES)).status, wrong).toBe(404);
  });

  it('refuses another member’s page and an id that is not a page, in the request’s language', async () => {
    const owner = await member();
    const stranger = await member();
    const id = await savedPage(owner.token);
    const refused = await post('/client/page/preview', stranger.token, { id }, 'zh-cn');
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fff]/);
    const bad = await post('/client/page/preview', owner.token, { id: 'x' });
    expect(bad.body.code).toBe(0);
    expect(bad.body.msg).toMatch(/id/i);
    const anonymous = await stack.call('/client/page/preview', { method: 'POST', body: { id } });
    expect(anonymous.body.code).toBe(303);
  });
});
