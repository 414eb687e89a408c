/*
 * CloudFront Function (viewer request, JavaScript runtime 2.0) of the published pages'
 * distribution, which answers only on the pages origin (PAGES_ORIGIN, a registrable domain of its
 * own): members' pages and what they load, nothing of the app.
 *   /{pageId} (10 base62 characters) -> /published/id/{pageId}/index.html
 *   /_assets/* (hashed build assets)  -> /static/_assets/*
 *   /favicon.ico (the platform's icon; browsers ask every origin for it) -> /static/favicon.ico
 *   /_preview/{pageId}/{expiry}-{random} (a builder preview, until its expiry)
 *                                     -> /preview/{pageId}/{expiry}-{random}/index.html
 *                                        (functions/publish/keys.ts previewKeyForPath, the same rule)
 *   /site/{lang}/404.html (the custom error page's path) -> unchanged
 *   anything else                     -> /site/{lang}/404.html (no app, no public pages, no API)
 * /uploads/* is its own behaviour (the uploads bucket). A missing object answers S3's 403, which
 * the distribution turns into the 404 page. tests/cdk/pages-request.test.ts runs this script.
 */

const PAGE_ID_PATH = /^\/([0-9A-Za-z]{10})\/?$/;
const PREVIEW_PATH = /^\/_preview\/([0-9A-Za-z]{10})\/([0-9a-z]{1,12})-([A-Za-z0-9_-]{22})\/?$/;

function langOf(request) {
  const cookie = request.cookies['ba-lang'];
  const value = cookie ? String(cookie.value).trim().toLowerCase() : '';
  return value === 'en' || value.startsWith('en-') ? 'en' : 'zh-cn';
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the script's top-level `handler`.
function handler(event) {
  const request = event.request;
  const path = request.uri;
  const page = PAGE_ID_PATH.exec(path);
  const preview = PREVIEW_PATH.exec(path);
  if (page) request.uri = `/published/id/${page[1]}/index.html`;
  else if (preview && parseInt(preview[2], 36) > Date.now())
    request.uri = `/preview/${preview[1]}/${preview[2]}-${preview[3]}/index.html`;
  else if (path.startsWith('/_assets/') || path === '/favicon.ico') request.uri = `/static${path}`;
  else if (!/^\/site\/[a-z-]+\/404\.html$/.test(path)) request.uri = `/site/${langOf(request)}/404.html`;
  return request;
}
