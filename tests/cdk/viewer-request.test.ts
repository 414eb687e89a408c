import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { isAppPath } from '#core/app-paths.ts';
import { toLang } from '#core/i18n/lang.ts';
import { APP_SHELL_FILE, publicPageForPath, publicPageKey } from '#functions/site/keys.ts';
import { VIEWER_REQUEST_FILE } from '../../cdk/lib/cdn-stack.ts';

type CfRequest = {
  uri: string;
  method: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
};

// The CloudFront Functions runtime has no modules: evaluate the script and take its `handler`.
const handler = runInNewContext(`${readFileSync(VIEWER_REQUEST_FILE, 'utf8')}\n;handler`, {}) as (event: {
  request: CfRequest;
}) => CfRequest;

function viewerRequest(uri: string, langCookie?: string): CfRequest {
  const request: CfRequest = {
    uri,
    method: 'GET',
    querystring: { q: { value: '1' } },
    headers: { host: { value: 'example.com' } },
    cookies: langCookie === undefined ? {} : { 'ba-lang': { value: langCookie } },
  };
  return handler({ request });
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
    expect(request.headers).toEqual({ host: { value: 'example.com' } });
    expect(request.cookies).toEqual({ 'ba-lang': { value: 'en' } });
  });
});
