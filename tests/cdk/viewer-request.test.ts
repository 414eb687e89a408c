import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isAppPath } from '#core/app-paths.ts';
import { toLang } from '#core/i18n/lang.ts';
import { newPageId } from '#functions/data/pages-repo.ts';
import { previewKeyForPath, publishedHostKey, publishedIdKey } from '#functions/publish/keys.ts';
import { APP_SHELL_FILE, publicPageForPath, publicPageKey } from '#functions/site/keys.ts';
import { PAGES_REQUEST_FILE, viewerRequestCode } from '../../cdk/lib/cdn-stack.ts';

type CfRequest = {
  uri: string;
  method: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
};

type CfContext = { distributionDomainName?: string; endpoint?: string; eventType: string };
type Handler = (event: { context: CfContext; request: CfRequest }) => CfRequest;

/** The platform's own name as the stack would list it (context `platformHosts`). */
const PLATFORM_HOST = 'pages.landing.example';
/** The standard distribution's own name, which the runtime passes as context.distributionDomainName. */
const DISTRIBUTION_HOST = 'd111111abcdef8.cloudfront.net';

// The CloudFront Functions runtime has no modules: evaluate the script as synthesis writes it
// (platform hosts filled in) and take its `handler`.
function load(platformHosts: string[]): Handler {
  return runInNewContext(`${viewerRequestCode(platformHosts)}\n;handler`, {}) as Handler;
}
const handler = load([PLATFORM_HOST]);

/** A request as CloudFront gives it: on the standard (platform) distribution by default. */
function send(
  uri: string,
  {
    host = DISTRIBUTION_HOST,
    langCookie,
    tenant = false,
  }: { host?: string; langCookie?: string; tenant?: boolean },
  run: Handler = handler,
): CfRequest {
  const request: CfRequest = {
    uri,
    method: 'GET',
    querystring: { q: { value: '1' } },
    headers: { host: { value: host } },
    cookies: langCookie === undefined ? {} : { 'ba-lang': { value: langCookie } },
  };
  // A multi-tenant distribution's event names its connection group endpoint, not a distribution name.
  const context: CfContext = tenant
    ? { endpoint: 'd222222abcdef8.cloudfront.net', eventType: 'viewer-request' }
    : { distributionDomainName: DISTRIBUTION_HOST, eventType: 'viewer-request' };
  return run({ context, request });
}

function viewerRequest(uri: string, langCookie?: string): CfRequest {
  return send(uri, langCookie === undefined ? {} : { langCookie });
}

/** Where functions/site/keys.ts says a page path is served from. */
function expectedPageKey(path: string, langCookie: string | undefined): string {
  const lang = toLang(langCookie);
  const page = publicPageForPath(path);
  if (page) return `/${publicPageKey(lang, page)}`;
  if (isAppPath(path)) return `/static/${APP_SHELL_FILE}`;
  return `/${publicPageKey(lang, '404')}`;
}

const PAGE_PATHS = [
  '/',
  '/index.html',
  '/pricing',
  '/pricing/',
  '/terms',
  '/privacy/',
  '/Terms',
  '/termsx',
  '/console',
  '/console/',
  '/user',
  '/user/',
  '/user/login',
  '/user/account/profile',
  '/landing-page',
  '/landing-page/',
  '/landing-page/builder/12',
  '/users',
  '/console/extra',
  '/landing-pages',
  '/pricing/more',
  '/no-such-page',
  '/.env',
];
const LANG_COOKIES = [undefined, 'zh-cn', 'en', 'EN', ' en ', 'en-US', 'fr', ''];

describe('viewer-request function', () => {
  it.each(PAGE_PATHS.flatMap((path) => LANG_COOKIES.map((cookie) => [path, cookie] as const)))(
    'maps %j with ba-lang=%j where functions/site/keys.ts says',
    (path, cookie) => {
      expect(viewerRequest(path, cookie).uri).toBe(expectedPageKey(path, cookie));
    },
  );

  it.each([
    ['/_assets/app.3f2a1b.js', '/static/_assets/app.3f2a1b.js'],
    ['/_assets/fonts/inter.woff2', '/static/_assets/fonts/inter.woff2'],
    ['/build-info.json', '/static/build-info.json'],
    ['/favicon.svg', '/static/favicon.svg'],
    ['/robots.txt', '/static/robots.txt'],
    ['/i18n/en/user/login.json', '/static/i18n/en/user/login.json'],
  ])('serves the static build file %s from %s', (path, key) => {
    expect(viewerRequest(path, 'en').uri).toBe(key);
  });

  it('leaves the rendered public pages (the custom error page path) unchanged', () => {
    expect(viewerRequest('/site/zh-cn/404.html').uri).toBe('/site/zh-cn/404.html');
    expect(viewerRequest('/site/en/pricing/index.html', 'zh-cn').uri).toBe('/site/en/pricing/index.html');
  });

  it('keeps the rest of the request as it came', () => {
    const request = viewerRequest('/pricing', 'en');
    expect(request.method).toBe('GET');
    expect(request.querystring).toEqual({ q: { value: '1' } });
    expect(request.headers).toEqual({ host: { value: DISTRIBUTION_HOST } });
    expect(request.cookies).toEqual({ 'ba-lang': { value: 'en' } });
  });
});

describe('viewer-request function: published pages on the platform host', () => {
  const ids = ['AbCdEfGhIj', '0123456789', 'zzzzzzzzzz', ...Array.from({ length: 20 }, () => newPageId())];

  it.each(ids)('maps /%s to functions/publish/keys.ts publishedIdKey', (id) => {
    expect(viewerRequest(`/${id}`).uri).toBe(`/${publishedIdKey(id)}`);
    expect(viewerRequest(`/${id}/`, 'en').uri).toBe(`/${publishedIdKey(id)}`);
  });

  it('with published pages on a distribution of their own (PAGES_ELSEWHERE), serves no page on the platform host', () => {
    const elsewhere = runInNewContext(
      `${viewerRequestCode([PLATFORM_HOST], '', true)}\n;handler`,
      {},
    ) as Handler;
    for (const uri of ['/AbCdEfGhIj', '/AbCdEfGhIj/']) {
      const mapped = send(uri, {}, elsewhere).uri;
      // A key nothing writes: S3 answers 403, which the distribution turns into the 404 page.
      expect(mapped).toBe('/published/elsewhere/AbCdEfGhIj');
      expect(mapped).not.toBe(`/${publishedIdKey('AbCdEfGhIj')}`);
    }
    expect(send('/pricing', { langCookie: 'en' }, elsewhere).uri).toBe(`/${publicPageKey('en', 'pricing')}`);
    // Custom domains are untouched.
    expect(send('/AbCdEfGhIj', { host: 'shop.example.com', tenant: true }, elsewhere).uri).toBe(
      `/${publishedHostKey('shop.example.com', '/AbCdEfGhIj')}`,
    );
    // A pages origin that synthesis knows wins: the old address moves there.
    const known = runInNewContext(
      `${viewerRequestCode([PLATFORM_HOST], 'https://pages-example.net', true)}\n;handler`,
      {},
    ) as (event: unknown) => { statusCode?: number };
    expect(
      known({
        context: { distributionDomainName: DISTRIBUTION_HOST, eventType: 'viewer-request' },
        request: {
          uri: '/AbCdEfGhIj',
          method: 'GET',
          querystring: {},
          headers: { host: { value: DISTRIBUTION_HOST } },
          cookies: {},
        },
      }).statusCode,
    ).toBe(301);
  });

  it('maps the page id on every platform host: the distribution name and the listed names', () => {
    for (const host of [DISTRIBUTION_HOST, PLATFORM_HOST, 'PAGES.Landing.Example', `${PLATFORM_HOST}:443`]) {
      expect(send('/AbCdEfGhIj', { host }).uri, host).toBe(`/${publishedIdKey('AbCdEfGhIj')}`);
      expect(send('/pricing', { host, langCookie: 'en' }).uri, host).toBe(
        `/${publicPageKey('en', 'pricing')}`,
      );
    }
  });

  it.each([
    '/AbCdEfGhI', // 9 characters
    '/AbCdEfGhIjK', // 11 characters
    '/AbCdE-GhIj',
    '/AbCdEfGhIj/more',
    '/AbCdEfGhIj//',
  ])('answers the 404 page for %s, which is no page id', (path) => {
    expect(viewerRequest(path, 'en').uri).toBe(`/${publicPageKey('en', '404')}`);
  });

  it('keeps app paths that happen to be ten letters long on the app shell', () => {
    expect(viewerRequest('/user/abcde').uri).toBe(`/static/${APP_SHELL_FILE}`);
    expect(viewerRequest('/consoleabc').uri).toBe(`/${publishedIdKey('consoleabc')}`);
  });
});

describe('viewer-request function: custom domains', () => {
  const hosts = ['shop.example.com', 'xn--fiqs8s.example', 'a-b.c-d.example.co'];
  const routes = ['/', '/a', '/promo', '/a/b', '/spring-sale_2026/zh', '/0123456789'];

  it.each(hosts.flatMap((host) => routes.map((route) => [host, route] as const)))(
    'maps %s%s to functions/publish/keys.ts publishedHostKey',
    (host, route) => {
      expect(send(route, { host, tenant: true }).uri).toBe(`/${publishedHostKey(host, route)}`);
    },
  );

  it('takes the host in lower case without port or trailing dot, and drops a trailing slash', () => {
    for (const host of ['Shop.Example.COM', 'shop.example.com.', 'shop.example.com:443']) {
      expect(send('/a/b', { host, tenant: true }).uri, host).toBe(
        `/${publishedHostKey('shop.example.com', '/a/b')}`,
      );
    }
    expect(send('/a/b/', { host: 'shop.example.com', tenant: true }).uri).toBe(
      `/${publishedHostKey('shop.example.com', '/a/b')}`,
    );
  });

  it('serves the hashed build assets the published HTML names, and the favicon, from the static build', () => {
    expect(send('/_assets/page.1a2b3c.js', { host: 'shop.example.com', tenant: true }).uri).toBe(
      '/static/_assets/page.1a2b3c.js',
    );
    expect(send('/favicon.ico', { host: 'shop.example.com', tenant: true }).uri).toBe('/static/favicon.ico');
    expect(send('/favicon.ico', { host: PLATFORM_HOST }).uri).toBe('/static/favicon.ico');
  });

  it('keeps the error page path, and nothing else of the platform, on a custom domain', () => {
    expect(send('/site/zh-cn/404.html', { host: 'shop.example.com', tenant: true }).uri).toBe(
      '/site/zh-cn/404.html',
    );
    const other = (path: string) => send(path, { host: 'shop.example.com', tenant: true }).uri;
    expect(other('/pricing')).toBe(`/${publishedHostKey('shop.example.com', '/pricing')}`);
    expect(other('/console')).toBe(`/${publishedHostKey('shop.example.com', '/console')}`);
    expect(other('/AbCdEfGhIj')).toBe(`/${publishedHostKey('shop.example.com', '/AbCdEfGhIj')}`);
    expect(other('/site/en/pricing/index.html')).toMatch(/^\/published\/host\/shop\.example\.com\//);
    expect(other('/favicon.svg')).toMatch(/^\/published\/host\/shop\.example\.com\//);
  });

  it('treats a host as custom on the standard distribution too unless it is the platform’s', () => {
    expect(send('/a', { host: 'shop.example.com' }).uri).toBe(
      `/${publishedHostKey('shop.example.com', '/a')}`,
    );
    // Without listed names only the distribution's own name is the platform's.
    const bare = load([]);
    expect(send('/pricing', { host: PLATFORM_HOST }, bare).uri).toBe(
      `/${publishedHostKey(PLATFORM_HOST, '/pricing')}`,
    );
    expect(send('/pricing', {}, bare).uri).toBe(`/${publicPageKey('zh-cn', 'pricing')}`);
  });
});

describe('viewerRequestCode', () => {
  it('fills in the platform hosts in lower case and refuses what is not a host name', () => {
    expect(viewerRequestCode(['Pages.Landing.Example'])).toContain(
      'const PLATFORM_HOSTS = ["pages.landing.example"];',
    );
    for (const bad of ['', 'pages', 'a..b', 'pages.landing.example/x', '"];evil();//.com']) {
      expect(() => viewerRequestCode([bad]), bad).toThrow(/not a host name/);
    }
  });
});

describe('published pages on their own origin', () => {
  type Answer = CfRequest & { statusCode?: number; headers: Record<string, { value: string }> };
  const withPages = runInNewContext(
    `${viewerRequestCode([PLATFORM_HOST], 'https://pages-example.net')}\n;handler`,
    {},
  ) as (event: { context: CfContext; request: CfRequest }) => Answer;
  const request = (uri: string, host: string, querystring: CfRequest['querystring'] = {}) => ({
    context: { distributionDomainName: DISTRIBUTION_HOST, eventType: 'viewer-request' },
    request: { uri, method: 'GET', querystring, headers: { host: { value: host } }, cookies: {} },
  });

  it('redirects /{id} on the app host to the pages origin with 301, query kept', () => {
    const id = newPageId();
    const answer = withPages(request(`/${id}`, PLATFORM_HOST, { utm_source: { value: 'ad' } }));
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location?.value).toBe(`https://pages-example.net/${id}?utm_source=ad`);
    // App paths and custom domains are untouched.
    expect(withPages(request('/user/login', PLATFORM_HOST)).uri).toBe(`/static/${APP_SHELL_FILE}`);
    expect(withPages(request(`/${id}`, 'shop.example.com')).uri).toBe(
      `/${publishedHostKey('shop.example.com', `/${id}`)}`,
    );
  });

  it('maps only /{id}, hashed assets, the favicon and the 404 page on the pages distribution', () => {
    const pages = runInNewContext(`${readFileSync(PAGES_REQUEST_FILE, 'utf8')}\n;handler`, {}) as (event: {
      context: CfContext;
      request: CfRequest;
    }) => CfRequest;
    const id = newPageId();
    const at = (uri: string) => pages(request(uri, 'pages-example.net')).uri;
    expect(at(`/${id}`)).toBe(`/${publishedIdKey(id)}`);
    expect(at('/_assets/app.js')).toBe('/static/_assets/app.js');
    expect(at('/favicon.ico')).toBe('/static/favicon.ico');
    for (const path of ['/', '/user/login', '/client/index/index', '/pricing', '/app/index.html'])
      expect(at(path), path).toBe('/site/zh-cn/404.html');
  });

  it('maps a builder preview to its object until its expiry, as the local server does', () => {
    const pages = runInNewContext(`${readFileSync(PAGES_REQUEST_FILE, 'utf8')}\n;handler`, {
      Date,
      parseInt,
    }) as (event: { context: CfContext; request: CfRequest }) => CfRequest;
    const id = newPageId();
    const at = (uri: string) => pages(request(uri, 'pages-example.net')).uri;
    const random = 'AbCdEfGhIjKlMnOpQrSt_-';
    const live = `/_preview/${id}/${(Date.now() + 60_000).toString(36)}-${random}`;
    const expired = `/_preview/${id}/${(Date.now() - 1).toString(36)}-${random}`;
    expect(at(live)).toBe(`/${previewKeyForPath(live, Date.now())}`);
    for (const path of [expired, `/_preview/${id}/zz-short`, `/_preview/../${id}`])
      expect(at(path), path).toBe('/site/zh-cn/404.html');
    expect(previewKeyForPath(expired, Date.now())).toBeNull();
  });
});
