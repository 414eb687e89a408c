/**
 * Where published landing pages live in the site bucket (functions/site/keys.ts lists the other
 * prefixes). One object per address a page answers on, each written whole by a single PUT, so a
 * visitor sees either the previous or the new HTML, never a mix:
 *   published/id/{pageId}/index.html               /{pageId} on the platform's own host
 *   published/host/{domain}/index.html             route "/" on a verified custom domain
 *   published/host/{domain}{route}/index.html      any other route ("/a/b") on that domain
 * {domain} is the ascii (punycode) name in lower case. The CloudFront viewer-request function
 * (cdk/edge) and the local server map requests to the same keys; tests check they agree.
 */
export const PUBLISHED_PREFIX = 'published/';

/** Key of a page's copy served at /{pageId} on the platform host. */
export const publishedIdKey = (pageId: string): string => `${PUBLISHED_PREFIX}id/${pageId}/index.html`;

/** Key of a page's copy served at `route` ("/" or "/a/b", validated by the page contract) on `domain`. */
export function publishedHostKey(domain: string, route: string): string {
  const host = domain.trim().toLowerCase();
  return `${PUBLISHED_PREFIX}host/${host}${route === '/' ? '' : route}/index.html`;
}

/**
 * Builder previews (functions/publish/preview.ts), served on the pages origin only:
 *   /_preview/{pageId}/{token}  ->  preview/{pageId}/{token}/index.html
 * The token is `{expiry in ms, base 36}-{22 random base64url characters}`: unguessable, and the
 * local server and the CloudFront function answer 404 once its expiry has passed (an S3 lifecycle
 * rule removes the objects a day later).
 */
export const PREVIEW_PREFIX = 'preview/';
export const PREVIEW_PATH_PREFIX = '/_preview/';

export const previewKey = (pageId: string, token: string): string =>
  `${PREVIEW_PREFIX}${pageId}/${token}/index.html`;

const PREVIEW_PATH = /^\/_preview\/([0-9A-Za-z]{10})\/([0-9a-z]{1,12})-([A-Za-z0-9_-]{22})\/?$/;

/** The key a preview address names, or null when the path is not one or its time has passed. */
export function previewKeyForPath(pathname: string, nowMs: number): string | null {
  const match = PREVIEW_PATH.exec(pathname);
  if (!match) return null;
  const [, pageId = '', expiry = '', random = ''] = match;
  if (Number.parseInt(expiry, 36) <= nowMs) return null;
  return previewKey(pageId, `${expiry}-${random}`);
}
