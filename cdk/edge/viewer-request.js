/*
 * CloudFront Function (viewer request, JavaScript runtime 2.0): maps a visitor's host and path to
 * the site bucket's layout (functions/site/keys.ts, functions/publish/keys.ts), so one S3 origin
 * serves the whole site and every published page.
 *
 * On the platform's own host:
 *   files of the static build (a last segment with a dot)  -> /static/{path}
 *   app paths (/console, /user, /user/*, /landing-page, /landing-page/*) -> /static/app/index.html
 *   / and /pricing, /terms, /privacy                  -> /site/{lang}/index.html, /site/{lang}/{name}/index.html
 *   /site/* (the rendered public pages, also the custom error page's own path) -> unchanged
 *   /{pageId} (10 base62 characters)                  -> 301 to {PAGES_ORIGIN}/{pageId} (query kept);
 *                                                        with PAGES_ELSEWHERE the 404 page (status 404);
 *                                                        without either /published/id/{pageId}/index.html
 *   any other path                                    -> /site/{lang}/404.html
 * On any other host (a member's verified custom domain, served through its distribution tenant):
 *   /_assets/* (hashed build assets the published HTML names) -> /static/_assets/*
 *   /favicon.ico (the platform's icon; browsers ask every origin for it) -> /static/favicon.ico
 *   /site/{lang}/404.html (the custom error page's path)      -> unchanged
 *   /{route}                                          -> /published/host/{host}{route}/index.html
 *   (route "/" -> /published/host/{host}/index.html; a trailing "/" is dropped)
 * A missing object answers S3's 403, which the distribution turns into the 404 page with status 404.
 *
 * Which hosts are the platform's: the standard distribution's own *.cloudfront.net name (the
 * runtime gives it as event.context.distributionDomainName; a multi-tenant distribution has none),
 * and the names in PLATFORM_HOSTS, which cdk/lib/cdn-stack.ts (viewerRequestCode) fills in at
 * synthesis from the `platformHosts` context. {lang} comes from the `ba-lang` cookie exactly as
 * toLang() (src/core/i18n/lang.ts) reads it. The runtime has no modules: this file is a script
 * whose entry is `handler`; tests/cdk/viewer-request.test.ts runs it against the same cases as
 * functions/site/keys.ts and functions/publish/keys.ts.
 */

// Filled in at synthesis (keep this line as it is: cdk/lib/cdn-stack.ts replaces it whole).
const PLATFORM_HOSTS = [];
// The origin of published pages (PAGES_ORIGIN), filled in at synthesis; '' serves /{pageId} here.
const PAGES_ORIGIN = '';
// Filled in at synthesis: true when published pages have an origin of their own whose name synthesis
// cannot know (their distribution's *.cloudfront.net name): /{pageId} is then no page here.
const PAGES_ELSEWHERE = false;

function langOf(request) {
  const cookie = request.cookies['ba-lang'];
  const value = cookie ? String(cookie.value).trim().toLowerCase() : '';
  return value === 'en' || value.startsWith('en-') ? 'en' : 'zh-cn';
}

// Same rule as src/core/app-paths.ts (tests/cdk/viewer-request.test.ts checks they agree).
function isAppPath(path) {
  return /^\/(?:console|user|landing-page)(?:\/.*)?$/i.test(path);
}

// Same pattern as PAGE_ID_PATTERN (functions/data/pages-repo.ts), with an optional trailing slash.
const PAGE_ID_PATH = /^\/([0-9A-Za-z]{10})\/?$/;

/** The Host header as a bare lower-case name: no port, no trailing dot. */
function hostOf(request) {
  const header = request.headers.host;
  const value = header ? String(header.value).trim().toLowerCase() : '';
  return value.replace(/:\d+$/, '').replace(/\.$/, '');
}

function isPlatformHost(host, context) {
  const own = context ? context.distributionDomainName : '';
  if (own && host === own) return true;
  return PLATFORM_HOSTS.indexOf(host) >= 0;
}

function platformObjectPath(path, lang) {
  if (path === '/' || path === '/index.html') return `/site/${lang}/index.html`;
  // The named public pages of functions/site/keys.ts.
  const named = /^\/(pricing|terms|privacy)\/?$/.exec(path);
  if (named) return `/site/${lang}/${named[1]}/index.html`;
  if (path.startsWith('/site/')) return path;
  if (isAppPath(path)) return '/static/app/index.html';
  const page = PAGE_ID_PATH.exec(path);
  if (page) return `/published/id/${page[1]}/index.html`;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') > 0) return `/static${path}`;
  return `/site/${lang}/404.html`;
}

function customHostObjectPath(host, path) {
  if (path.startsWith('/_assets/') || path === '/favicon.ico') return `/static${path}`;
  if (/^\/site\/[a-z-]+\/404\.html$/.test(path)) return path;
  const route = path.replace(/\/+$/, '');
  return `/published/host/${host}${route}/index.html`;
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the script's top-level `handler`.
function handler(event) {
  const request = event.request;
  const host = hostOf(request);
  // Members' pages never run on the app's origin: old /{pageId} links move to the pages origin.
  const platform = host === '' || isPlatformHost(host, event.context);
  if (platform && PAGES_ORIGIN && PAGE_ID_PATH.test(request.uri)) {
    const query = Object.keys(request.querystring || {})
      .map((name) => {
        const entry = request.querystring[name];
        return entry && entry.value !== undefined && entry.value !== '' ? `${name}=${entry.value}` : name;
      })
      .join('&');
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: { value: `${PAGES_ORIGIN}${request.uri.replace(/\/$/, '')}${query ? `?${query}` : ''}` },
        'cache-control': { value: 'max-age=3600' },
      },
    };
  }
  if (platform && PAGES_ELSEWHERE && PAGE_ID_PATH.test(request.uri)) {
    // A key nothing writes: S3 answers 403, which the distribution turns into the 404 page.
    request.uri = `/published/elsewhere${request.uri.replace(/\/$/, '')}`;
    return request;
  }
  request.uri = platform
    ? platformObjectPath(request.uri, langOf(request))
    : customHostObjectPath(host, request.uri);
  return request;
}
