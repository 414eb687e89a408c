/*
 * CloudFront Function (viewer request, JavaScript runtime 2.0): maps a visitor's path to the
 * site bucket's layout (functions/site/keys.ts), so one S3 origin serves the whole site:
 *   files of the static build (a last segment with a dot)  -> /static/{path}
 *   app paths (/console, /user, /user/*, /landing-page, /landing-page/*) -> /static/app/index.html
 *   / and /pricing                                    -> /site/{lang}/index.html, /site/{lang}/pricing/index.html
 *   /site/* (the rendered public pages, also the custom error page's own path) -> unchanged
 *   any other path                                    -> /site/{lang}/404.html
 * {lang} comes from the `ba-lang` cookie exactly as toLang() (src/core/i18n/lang.ts) reads it.
 * A static file that does not exist answers S3's 403, which the distribution turns into the 404
 * page with status 404. The runtime has no modules: this file is a script whose entry is `handler`;
 * tests/cdk/viewer-request.test.ts runs it against the same cases as functions/site/keys.ts.
 */

function langOf(request) {
  const cookie = request.cookies['ba-lang'];
  const value = cookie ? String(cookie.value).trim().toLowerCase() : '';
  return value === 'en' || value.startsWith('en-') ? 'en' : 'zh-cn';
}

// Same rule as src/core/app-paths.ts (tests/cdk/viewer-request.test.ts checks they agree).
function isAppPath(path) {
  return /^\/(?:console|user|landing-page)(?:\/.*)?$/i.test(path);
}

function objectPath(path, lang) {
  if (path === '/' || path === '/index.html') return `/site/${lang}/index.html`;
  if (path === '/pricing' || path === '/pricing/') return `/site/${lang}/pricing/index.html`;
  if (path.startsWith('/site/')) return path;
  if (isAppPath(path)) return '/static/app/index.html';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') > 0) return `/static${path}`;
  return `/site/${lang}/404.html`;
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the script's top-level `handler`.
function handler(event) {
  const request = event.request;
  request.uri = objectPath(request.uri, langOf(request));
  return request;
}
