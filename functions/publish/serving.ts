import { getDomain, lookupDomainName } from '#functions/data/domains-repo.ts';
import { PAGE_ID_PATTERN } from '#functions/data/pages-repo.ts';
import { publishedHostKey, publishedIdKey } from '#functions/publish/keys.ts';

/**
 * Which published object a request asks for (the local server; on AWS the CloudFront function in
 * cdk/edge maps the same way): `/{pageId}` on the platform host, any route on a verified custom
 * domain. Routes follow the page contract ('/' or '/a/b', lower case), so anything else is no page.
 */

/** The request's host name without port, lower case; '' when absent. */
export function requestHostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/** The key of `/{pageId}` on the platform host, or null when the path is not a page id. */
export function platformPageKey(pathname: string): string | null {
  const id = pathname.slice(1);
  return pathname.startsWith('/') && PAGE_ID_PATTERN.test(id) ? publishedIdKey(id) : null;
}

const ROUTE_PATH = /^\/(?:[a-z0-9\-_]+(?:\/[a-z0-9\-_]+)*)?$/;

/** The key of `pathname` on the custom domain `host`, or null when the path cannot be a route. */
export function customDomainPageKey(host: string, pathname: string): string | null {
  const route = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return ROUTE_PATH.test(route) && route.length <= 100 ? publishedHostKey(host, route) : null;
}

export type DomainStatus = 'verified' | 'unverified' | 'none';

/**
 * Whether `host` is a member's domain, and whether its CNAME check passed: only verified domains
 * serve their pages; an unverified one answers the 404 page; other hosts are the platform's.
 */
export async function customDomainStatus(host: string): Promise<DomainStatus> {
  if (!host.includes('.') || host.length > 253) return 'none';
  const claim = await lookupDomainName(host);
  if (!claim) return 'none';
  const domain = await getDomain(claim.userId, claim.domainId);
  if (!domain) return 'none';
  return domain.verified ? 'verified' : 'unverified';
}
