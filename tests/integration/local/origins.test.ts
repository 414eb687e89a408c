import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { bootstrapStores } from '#functions/data/bootstrap.ts';
import { getSiteConfig } from '#functions/data/site-repo.ts';
import { ALL_ROUTES } from '#functions/groups/registry.ts';
import { appPolicy, inlineScriptSources, publishedPolicy } from '#functions/local/csp.ts';
import { defaultPagesOrigin } from '#functions/local/origins.ts';
import { STATIC_DIR } from '#functions/local/paths.ts';
import { createLocalServer } from '#functions/local/server.ts';
import { pointClientsAt } from '#functions/local/stack.ts';
import { type LocalStores, startStores } from '#functions/local/stores.ts';
import { env } from '#functions/platform/env.ts';
import { publishedIdKey } from '#functions/publish/keys.ts';
import { customDomainStatus } from '#functions/publish/serving.ts';
import { exportPublicPages } from '#functions/site/export.ts';
import { TEST_JWT_SECRET } from '../../helpers/api-stack.ts';

/**
 * The local server with its two origins, as `npm start` runs it: the app at 127.0.0.1:{port},
 * published pages at localhost:{port} (another site to the browser), every other Host a 404.
 */
let stores: LocalStores;
let server: ReturnType<typeof createLocalServer>;
let port = 0;
const PAGE_ID = 'AbCdE12345';
const PAGE_HTML = `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'none'; script-src 'self' 'sha256-abc'"><title>Sale</title></head><body><h1>Sale</h1></body></html>`;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request with any Host header (fetch would not let a test choose it). */
function get(path: string, host: string, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { host, 'accept-encoding': 'identity' } },
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
    req.end(body);
  });
}

beforeAll(async () => {
  stores = await startStores({ dataDir: null });
  pointClientsAt(stores, TEST_JWT_SECRET);
  await bootstrapStores(Date.now());
  const siteBlobs = s3BlobStore(env().SITE_BUCKET);
  const config = await getSiteConfig();
  if (!config) throw new Error('not seeded');
  await exportPublicPages({ blobs: siteBlobs, site: config.doc });
  await siteBlobs.put(publishedIdKey(PAGE_ID), PAGE_HTML, { contentType: 'text/html; charset=utf-8' });
  server = createLocalServer({
    staticDir: STATIC_DIR,
    siteBlobs,
    uploadBlobs: s3BlobStore(env().UPLOADS_BUCKET),
    routes: ALL_ROUTES,
    customDomain: customDomainStatus,
    appOrigin: 'http://127.0.0.1:1',
    pagesOrigin: 'http://localhost:1',
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as AddressInfo).port;
  // The origins name the port the server got.
  server.close();
  server = createLocalServer({
    staticDir: STATIC_DIR,
    siteBlobs,
    uploadBlobs: s3BlobStore(env().UPLOADS_BUCKET),
    routes: ALL_ROUTES,
    customDomain: customDomainStatus,
    appOrigin: `http://127.0.0.1:${port}`,
    pagesOrigin: `http://localhost:${port}`,
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await stores.stop();
});

const app = () => `127.0.0.1:${port}`;
const pages = () => `localhost:${port}`;

describe('published pages on their own origin', () => {
  it('serves /{id} on the pages origin with its CSP as a header, framing forbidden', async () => {
    const answer = await get(`/${PAGE_ID}`, pages());
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<h1>Sale</h1>');
    expect(answer.headers['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'",
    );
  });

  it('redirects old /{id} links on the app origin there with 301, query kept', async () => {
    const answer = await get(`/${PAGE_ID}?utm_source=ad`, app());
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`http://${pages()}/${PAGE_ID}?utm_source=ad`);
  });

  it('serves nothing of the app on the pages origin: no API, no app shell', async () => {
    const api = await get('/client/index/index', pages());
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/^text\/html/);
    const login = await get('/client/user/checkIn', pages(), 'POST', '{}');
    expect(login.status).toBe(405);
    const shell = await get('/user/account/overview', pages());
    expect(shell.status).toBe(302);
    expect(shell.headers.location).toBe(`http://${app()}/user/account/overview`);
  });

  it('serves the platform favicon on both origins (not the 404 page)', async () => {
    for (const host of [pages(), app()]) {
      const answer = await get('/favicon.ico', host);
      expect(answer.status, host).toBe(200);
      expect(answer.headers['content-type'], host).toBe('image/x-icon');
      // A tiny icon, not the 15 KB 404 page.
      expect(answer.body.length, host).toBeLessThan(1024);
    }
  });

  it('answers an unknown Host with the 404 page, as on AWS', async () => {
    for (const host of ['evil.example', 'attacker.localhost:1', `127.0.0.2:${port}`]) {
      for (const path of ['/', '/user/login', `/${PAGE_ID}`, '/client/index/index']) {
        const answer = await get(path, host);
        expect(answer.status, `${host}${path}`).toBe(404);
        expect(answer.headers['content-type'], `${host}${path}`).toMatch(/^text\/html/);
      }
    }
    expect((await get('/', app())).status).toBe(200);
    expect((await get('/client/index/index', app())).status).toBe(200);
  });
});

describe('Content-Security-Policy headers of the app and the public pages', () => {
  it('allow no inline script but the page’s own, by hash, and set frame-ancestors', async () => {
    for (const path of ['/', '/pricing', '/user/login', '/console', '/no-such-page']) {
      const answer = await get(path, app());
      const policy = String(answer.headers['content-security-policy'] ?? '');
      expect(policy, path).toContain("frame-ancestors 'self'");
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).not.toContain("unsafe-inline' ;");
      const script = policy.split('; ').find((part) => part.startsWith('script-src')) ?? '';
      expect(script, path).not.toContain('unsafe');
      for (const source of inlineScriptSources(answer.body)) expect(script, path).toContain(source);
    }
  });

  it('hash exactly the inline scripts, not those with a src', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script>\nb()\n</script>';
    const digest = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptSources(html)).toEqual([digest('a()'), digest('\nb()\n')]);
    expect(appPolicy(html)).toContain(`script-src 'self' ${digest('a()')} ${digest('\nb()\n')};`);
    expect(publishedPolicy('<p>no policy</p>')).toBeNull();
  });
});

describe('the default pages origin', () => {
  it('is the other loopback name on the same port', () => {
    expect(defaultPagesOrigin('http://127.0.0.1:4321')).toBe('http://localhost:4321');
    expect(defaultPagesOrigin('http://localhost:4321')).toBe('http://127.0.0.1:4321');
  });
});
