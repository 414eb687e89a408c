import { readFile, stat } from 'node:fs/promises';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { parseCookie } from 'cookie';
import { lookup as mimeType } from 'mrmime';
import { isAppPath } from '#core/app-paths.ts';
import { STORAGE_KEYS } from '#core/browser-storage.ts';
import { routeKey } from '#core/contracts/endpoint.ts';
import { toLang } from '#core/i18n/lang.ts';
import { COLLECT_PATH } from '#core/insights-beacon.ts';
import { appPolicy, previewPolicy, publishedPolicy } from '#functions/local/csp.ts';
import { compressAnswer, compressionCache, pickEncoding } from '#functions/local/encoding.ts';
import { toApiEvent } from '#functions/local/event.ts';
import type { BoundRoute } from '#functions/platform/group.ts';
import { refusedRequest, routeNotFound } from '#functions/platform/group.ts';
import type { ApiResult } from '#functions/platform/handler.ts';
import { endInvocation } from '#functions/platform/invocation.ts';
import { createLogger, describeError } from '#functions/platform/log.ts';
import type { BlobStore } from '#functions/platform/ports.ts';
import { ttlCache } from '#functions/platform/ttl-cache.ts';
import { PREVIEW_PATH_PREFIX, previewKeyForPath } from '#functions/publish/keys.ts';
import {
  customDomainPageKey,
  type DomainStatus,
  platformPageKey,
  requestHostName,
} from '#functions/publish/serving.ts';
import { APP_SHELL_FILE, type PublicPage, publicPageForPath, publicPageKey } from '#functions/site/keys.ts';
import { uploadKeyForPath, uploadResponseHeaders } from '#functions/uploads/keys.ts';

export type LocalServerOptions = {
  /** The Astro static build (dist/client). */
  staticDir: string;
  /** The site bucket: rendered public pages (and published pages later). */
  siteBlobs: BlobStore;
  /** Every route of the route table with its handler. */
  routes: readonly BoundRoute[];
  /** Largest accepted request body in bytes. */
  maxBodyBytes?: number;
  /** The uploads bucket, served under /uploads/* (as the CDN does on AWS). */
  uploadBlobs?: BlobStore;
  /**
   * Whether a Host is a member's domain (functions/publish/serving.ts customDomainStatus): a
   * verified one gets the pages published on it, an unverified one the 404 page. Absent: no
   * custom domains.
   */
  customDomain?: (host: string) => Promise<DomainStatus>;
  /** The local payment sandbox, served under /sandbox/* (functions/pay/sandbox/gateway.ts). */
  paySandbox?: { handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> };
  /** The local conversions sandbox, served under /sandbox/conversions (functions/conversions/sandbox.ts). */
  conversionsSandbox?: { handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> };
  /**
   * The app's origin (PUBLIC_ORIGIN): the only host that serves the app, the public pages and the
   * API. With `pagesOrigin` set, any other Host that is not a member's verified domain gets the
   * 404 page (as on AWS). Absent: every host is the app's (tests).
   */
  appOrigin?: string;
  /**
   * The origin of published pages (PAGES_ORIGIN), its own registrable host: it serves `/{id}`,
   * the hashed assets and uploads, nothing of the app. `/{id}` on the app origin redirects there.
   */
  pagesOrigin?: string;
};

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/** A preview is framed by the app (another origin): its CSP's frame-ancestors says by whom, not X-Frame-Options. */
const { 'x-frame-options': _frameOptions, ...FRAMEABLE_HEADERS } = SECURITY_HEADERS;
const PREVIEW_HEADERS = { ...FRAMEABLE_HEADERS, 'x-robots-tag': 'noindex, nofollow' };

const log = createLogger({ component: 'local-server' });

/** Types mrmime does not know. */
const MORE_TYPES: Readonly<Record<string, string>> = { '.ico': 'image/x-icon' };

/** The platform's icon (public/favicon.ico, 32x32, from favicon.svg), on every origin; a day in caches. */
const FAVICON_PATH = '/favicon.ico';
const FAVICON_CACHE = 'public, max-age=86400';

type Matcher = { method: string; pattern: RegExp; names: string[]; bound: BoundRoute };

/** Route table paths may hold `{name}` segments (e.g. /client/pay/notify/{channel}). */
function compile(bound: BoundRoute): Matcher {
  const names: string[] = [];
  const escaped = bound.route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const source = escaped.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method: bound.route.method, pattern: new RegExp(`^${source}$`), names, bound };
}

/**
 * The body, or null once it passes `limit` (a declared Content-Length over it is refused before
 * reading). The rest of an oversized body is read and dropped rather than the socket reset, so the
 * client receives the 413 answer instead of a broken connection.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    // One chunk (every beacon) is the body as it is, not a copy.
    req.on('end', () =>
      resolve(
        size > limit ? null : chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size),
      ),
    );
    req.on('error', reject);
  });
}

/** A human size for refusals: 12 MB, 8 KB. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

/** Longest query string the API reads (API Gateway's own limit on a whole URL is about 10 KB). */
const MAX_QUERY_BYTES = 8 * 1024;

/**
 * Writes a handler's answer, compressed when the client accepts it (as CloudFront compresses the
 * API's answers on AWS, cdk/lib/cdn-stack.ts): each answer is new, so it is compressed once, fast.
 */
function send(res: ServerResponse, result: ApiResult, requestHeaders: IncomingHttpHeaders = {}): void {
  const headers = result.headers as Record<string, string> | undefined;
  // An answer without a body (a beacon's 204) is ended without one: no empty Buffer per request.
  const raw = result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined;
  const type = String(headers?.['content-type'] ?? '');
  const encoding =
    !raw || result.isBase64Encoded ? 'identity' : pickEncoding(requestHeaders, type, raw.length);
  res.writeHead(result.statusCode ?? 200, {
    ...SECURITY_HEADERS,
    ...headers,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding, vary: 'accept-encoding' }),
    // API Gateway (payload 2.0) turns the answer's cookies into Set-Cookie headers; so does this.
    ...(result.cookies?.length ? { 'set-cookie': result.cookies } : {}),
  });
  res.end(!raw || encoding === 'identity' ? raw : compressAnswer(raw, encoding));
}

function headersOf(req: IncomingMessage): Record<string, string | undefined> {
  const lang = req.headers['think-lang'];
  return { 'think-lang': Array.isArray(lang) ? lang[0] : lang };
}

type StaticFile = { body: Buffer; type: string };

/**
 * One process serving the whole product locally: the API routes of the route table (through the
 * same handlers and event shape as API Gateway), the static build, the island app shell for app
 * routes, and the public pages from the site bucket. Unknown pages get the 404 page with HTTP 404.
 */
export function createLocalServer(options: LocalServerOptions): Server {
  return localHttpServer(localRequestListener(options));
}

/** A node:http server for the local server's request handling (`npm start`'s is a local app's, functions/local/app.ts). */
export function localHttpServer(listener: (req: IncomingMessage, res: ServerResponse) => void): Server {
  // Headers up to 64 KB, so that a long query string reaches the 413 refusal (MAX_QUERY_BYTES)
  // rather than Node's bare 431.
  const server = createServer({ maxHeaderSize: 64 * 1024 }, listener);
  keepAliveAsTheLocalServer(server);
  return server;
}

/** The local server's keep-alive times, for a server of one's own (Astro's dev server in `npm run dev`). */
export function keepAliveAsTheLocalServer(server: Server): void {
  // Idle connections stay open longer than clients keep them: Node's default agent drops idle
  // sockets after 5 s, Node's server closes them after 5 s too, and with equal times a request can
  // be written on a socket the server is closing and fail with ECONNRESET (a test's request to the
  // conversions sandbox once did). headersTimeout stays above it, as Node advises.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/**
 * The request handling of the local server, for a server of one's own: `npm run dev` hands it
 * the requests Astro's dev server does not answer (functions/local/dev.ts).
 */
export function localRequestListener(
  options: LocalServerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const compiled = options.routes.map(compile);
  // Most paths hold no `{name}`: looked up at once; only the others are tried one by one.
  const exact = new Map(
    compiled
      .filter((matcher) => matcher.names.length === 0)
      .map((m) => [`${m.method} ${m.bound.route.path}`, m]),
  );
  const matchers = compiled.filter((matcher) => matcher.names.length > 0);
  const maxBody = options.maxBodyBytes ?? 12 * 1024 * 1024;
  const staticRoot = normalize(options.staticDir);
  const files = new Map<string, StaticFile>();
  const compressed = compressionCache();
  const pageCache = new Map<
    string,
    ReturnType<typeof ttlCache<{ body: Uint8Array; contentType: string } | null>>
  >();

  async function staticFile(relative: string): Promise<StaticFile | null> {
    const cached = files.get(relative);
    if (cached) return cached;
    const full = normalize(join(staticRoot, relative));
    if (!full.startsWith(staticRoot + sep)) return null;
    let file: StaticFile | null = null;
    try {
      if ((await stat(full)).isFile()) {
        const body = await readFile(full);
        const type = mimeType(extname(full)) ?? MORE_TYPES[extname(full)] ?? 'application/octet-stream';
        file = {
          body,
          type: type.startsWith('text/') || type.includes('javascript') ? `${type}; charset=utf-8` : type,
        };
      }
    } catch {
      file = null;
    }
    // Only files found are kept: one missing now (a build still running) may appear later.
    if (file) files.set(relative, file);
    return file;
  }

  function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: StaticFile,
    status: number,
    cache: string,
    policy?: string | null,
    headers: Record<string, string> = SECURITY_HEADERS,
  ) {
    const encoding = pickEncoding(req.headers, file.type, file.body.length);
    const body = compressed.encode(file.body, encoding);
    // Every HTML document gets a Content-Security-Policy header: the app's and the public pages'
    // one, or the published page's own (passed in).
    const csp =
      policy ?? (file.type.startsWith('text/html') ? appPolicy(file.body.toString('utf8'), pagesBase) : null);
    res.writeHead(status, {
      ...headers,
      ...(csp ? { 'content-security-policy': csp } : {}),
      'content-type': file.type,
      'cache-control': cache,
      vary: 'accept-encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function publicPage(key: string) {
    let entry = pageCache.get(key);
    if (!entry) {
      entry = ttlCache(() => options.siteBlobs.get(key), 2_000);
      pageCache.set(key, entry);
    }
    return entry.get(Date.now());
  }

  async function sendPublicPage(req: IncomingMessage, res: ServerResponse, page: PublicPage, status: number) {
    const lang = toLang(parseCookie(req.headers.cookie ?? '')[STORAGE_KEYS.lang]);
    const object = await publicPage(publicPageKey(lang, page));
    if (!object) {
      res.writeHead(status === 200 ? 503 : status, {
        ...SECURITY_HEADERS,
        'content-type': 'text/plain; charset=utf-8',
      });
      res.end('The public pages are not exported yet; restart with npm start.');
      return;
    }
    sendFile(
      req,
      res,
      { body: Buffer.from(object.body), type: object.contentType },
      status,
      'public, max-age=60',
    );
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const direct = exact.get(`${method} ${url.pathname}`);
    let found: { matcher: Matcher; params: Record<string, string> } | undefined = direct
      ? { matcher: direct, params: {} }
      : undefined;
    for (const matcher of direct ? [] : matchers) {
      if (matcher.method !== method) continue;
      const match = matcher.pattern.exec(url.pathname);
      if (!match) continue;
      const params: Record<string, string> = {};
      try {
        matcher.names.forEach((name, i) => {
          params[name] = decodeURIComponent(match[i + 1] ?? '');
        });
      } catch {
        // A malformed escape (/client/pay/notify/%E0%A4): refused, as API Gateway does, not a 500.
        req.resume();
        const refusal = refusedRequest(headersOf(req), 'PathUnreadable', { url: url.pathname }, Date.now());
        return send(res, refusal);
      }
      found = { matcher, params };
      break;
    }
    const tooLarge = (limit: number) => {
      res.setHeader('connection', 'close');
      send(res, refusedRequest(headersOf(req), 'RequestTooLarge', { limit: sizeText(limit) }, Date.now()));
    };
    if (url.search.length > MAX_QUERY_BYTES) {
      req.resume();
      return tooLarge(MAX_QUERY_BYTES);
    }
    const body = method === 'GET' || method === 'HEAD' ? Buffer.alloc(0) : await readBody(req, maxBody);
    if (body === null) return tooLarge(maxBody);
    const key = found ? routeKey(found.matcher.bound.route) : `${method} ${url.pathname}`;
    const event = toApiEvent(req, url, body, key, found?.params ?? {});
    if (!found) return send(res, routeNotFound(event, Date.now()), req.headers);
    try {
      send(res, await found.matcher.bound.handler(event, found.matcher.bound.route), req.headers);
    } finally {
      // As each Lambda invocation ends (functions/platform/group.ts): this request's metrics.
      endInvocation();
    }
  }

  async function sendUpload(req: IncomingMessage, res: ServerResponse, pathname: string, blobs: BlobStore) {
    const key = uploadKeyForPath(pathname);
    const object = key ? await blobs.get(key) : null;
    if (!object) return sendPublicPage(req, res, '404', 404);
    res.writeHead(200, { ...SECURITY_HEADERS, ...uploadResponseHeaders(object.contentType) });
    res.end(req.method === 'HEAD' ? undefined : Buffer.from(object.body));
  }

  /** A published page's HTML (always fetched: a publish or unpublish shows at once), else the 404 page. */
  async function sendPublished(req: IncomingMessage, res: ServerResponse, key: string | null) {
    const object = key ? await options.siteBlobs.get(key) : null;
    if (!object) return sendPublicPage(req, res, '404', 404);
    const body = Buffer.from(object.body);
    // Its CSP as a header too, with frame-ancestors (a <meta> policy cannot forbid framing).
    const policy = publishedPolicy(body.toString('utf8')) ?? "default-src 'none'; frame-ancestors 'none'";
    sendFile(req, res, { body, type: object.contentType }, 200, 'no-cache', policy);
  }

  /**
   * A builder preview (functions/publish/preview.ts) until its address expires; only the app may
   * frame it, and nothing keeps a copy.
   */
  async function sendPreview(req: IncomingMessage, res: ServerResponse, url: URL) {
    const key = previewKeyForPath(url.pathname, Date.now());
    const object = key ? await options.siteBlobs.get(key) : null;
    if (!object) return sendPublicPage(req, res, '404', 404);
    const body = Buffer.from(object.body);
    const policy = previewPolicy(body.toString('utf8'), appBase || "'none'");
    sendFile(req, res, { body, type: object.contentType }, 200, 'private, no-store', policy, PREVIEW_HEADERS);
  }

  /**
   * The hashed assets and uploads a published page uses (pages origin, custom domains), and the
   * platform's favicon (browsers ask every origin for /favicon.ico; pages have no icon of their
   * own): false otherwise.
   */
  async function sendPageResource(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === FAVICON_PATH) {
      const file = await staticFile(FAVICON_PATH.slice(1));
      if (file) sendFile(req, res, file, 200, FAVICON_CACHE);
      else await sendPublicPage(req, res, '404', 404);
      return true;
    }
    if (options.uploadBlobs && url.pathname.startsWith('/uploads/')) {
      await sendUpload(req, res, url.pathname, options.uploadBlobs);
      return true;
    }
    if (url.pathname.startsWith('/_assets/')) {
      const file = await staticFile(url.pathname.slice(1));
      if (file) sendFile(req, res, file, 200, 'public, max-age=31536000, immutable');
      else await sendPublicPage(req, res, '404', 404);
      return true;
    }
    return false;
  }

  /** On a verified custom domain: its published pages, and the hashed assets and uploads they use. */
  async function handleCustomDomain(req: IncomingMessage, res: ServerResponse, url: URL, host: string) {
    if (await sendPageResource(req, res, url)) return;
    return sendPublished(req, res, customDomainPageKey(host, url.pathname));
  }

  const hostOf = (origin: string | undefined) => (origin ? new URL(origin).host.toLowerCase() : '');
  const appHost = hostOf(options.appOrigin);
  const pagesHost = hostOf(options.pagesOrigin);
  const appBase = options.appOrigin ? new URL(options.appOrigin).origin : '';
  const pagesBase = options.pagesOrigin ? new URL(options.pagesOrigin).origin : '';

  function redirect(res: ServerResponse, status: 301 | 302, location: string) {
    res.writeHead(status, { ...SECURITY_HEADERS, location, 'cache-control': 'no-cache' });
    res.end();
  }

  /**
   * The pages origin: published pages at /{id} and what they load; nothing of the app (no API, no
   * app shell, no storage of the app's). The app's own paths lead back to the app origin.
   */
  async function handlePagesOrigin(req: IncomingMessage, res: ServerResponse, url: URL) {
    // The beacon of the page's insights, first-party (as the pages CDN routes it to the API).
    if (url.pathname === COLLECT_PATH && req.method === 'POST') return handleApi(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      res.writeHead(405, { ...SECURITY_HEADERS, allow: 'GET, HEAD' });
      res.end();
      return;
    }
    if (await sendPageResource(req, res, url)) return;
    if (url.pathname.startsWith(PREVIEW_PATH_PREFIX)) return sendPreview(req, res, url);
    const published = platformPageKey(url.pathname);
    if (published) return sendPublished(req, res, published);
    if (appBase && (publicPageForPath(url.pathname) || isAppPath(url.pathname)))
      return redirect(res, 302, `${appBase}${url.pathname}${url.search}`);
    return sendPublicPage(req, res, '404', 404);
  }

  /** A Host that may be a member's domain (not an address or a name without a dot). */
  const mayBeCustomDomain = (host: string) =>
    host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') && !host.endsWith('.localhost');

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const hostHeader = (req.headers.host ?? '').trim().toLowerCase();
    if (pagesHost && hostHeader === pagesHost) return handlePagesOrigin(req, res, url);
    if (pagesHost && hostHeader !== appHost) {
      // Not the app, not the pages origin: a member's verified domain, or nothing of ours.
      const collect = url.pathname === COLLECT_PATH && req.method === 'POST';
      if (!collect) req.resume();
      const name = requestHostName(req.headers.host);
      const status =
        options.customDomain && mayBeCustomDomain(name) ? await options.customDomain(name) : 'none';
      if (collect && status === 'verified') return handleApi(req, res, url);
      if (collect) req.resume();
      if (status === 'verified' && (req.method === 'GET' || req.method === 'HEAD'))
        return handleCustomDomain(req, res, url, name);
      return sendPublicPage(req, res, '404', 404);
    }
    if (url.pathname.startsWith('/client/')) return handleApi(req, res, url);
    if (
      options.conversionsSandbox &&
      (url.pathname === '/sandbox/conversions' || url.pathname.startsWith('/sandbox/conversions/'))
    )
      return options.conversionsSandbox.handle(req, res, url);
    if (options.paySandbox && url.pathname.startsWith('/sandbox/'))
      return options.paySandbox.handle(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const host = requestHostName(req.headers.host);
    const domain =
      options.customDomain && mayBeCustomDomain(host) ? await options.customDomain(host) : 'none';
    if (domain === 'verified') return handleCustomDomain(req, res, url, host);
    if (domain === 'unverified') return sendPublicPage(req, res, '404', 404);
    if (options.uploadBlobs && url.pathname.startsWith('/uploads/')) {
      return sendUpload(req, res, url.pathname, options.uploadBlobs);
    }
    const published = platformPageKey(url.pathname);
    // Members' pages never run on the app's origin: old links move to the pages origin.
    if (published && pagesBase) return redirect(res, 301, `${pagesBase}${url.pathname}${url.search}`);
    if (published) return sendPublished(req, res, published);
    const page = publicPageForPath(url.pathname);
    if (page) return sendPublicPage(req, res, page, 200);
    if (isAppPath(url.pathname)) {
      const shell = await staticFile(APP_SHELL_FILE);
      if (shell) return sendFile(req, res, shell, 200, 'no-cache');
    }
    let relative: string;
    try {
      relative = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    } catch {
      relative = '';
    }
    const file = relative && !relative.startsWith('_render') ? await staticFile(relative) : null;
    if (file) {
      const immutable = relative.startsWith('_assets/');
      return sendFile(req, res, file, 200, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    return sendPublicPage(req, res, '404', 404);
  }

  return (req, res) => {
    handle(req, res).catch((error: unknown) => {
      log.error('request failed', { url: req.url, ...describeError(error) });
      if (!res.headersSent) res.writeHead(500, SECURITY_HEADERS);
      res.end();
    });
  };
}
