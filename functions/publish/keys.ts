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
