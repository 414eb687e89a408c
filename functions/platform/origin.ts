import { timingSafeEqual } from 'node:crypto';
import { env } from '#functions/platform/env.ts';

/** The header CloudFront adds to every request it sends the APIs (cdk/lib/cdn-stack.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * Whether a request came through CloudFront: with ORIGIN_VERIFY_SECRET set (on AWS), it must carry
 * that value in x-origin-verify, which CloudFront adds and a caller of the execute-api address
 * cannot know, so WAF and the CDN cannot be gone around. Locally (unset) every request passes.
 */
export function cameThroughCdn(headers: Readonly<Record<string, string | undefined>>): boolean {
  const expected = env().ORIGIN_VERIFY_SECRET;
  if (!expected) return true;
  const given = headers[ORIGIN_VERIFY_HEADER];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The viewer's address, which per-address limits count (sign-in attempts, codes, beacons). Behind
 * CloudFront the API's source address is CloudFront's, shared by many viewers; CloudFront adds the
 * viewer's as CloudFront-Viewer-Address (forwarded by the AllViewerExceptHostHeader policy) and
 * sets it itself, so a viewer cannot choose it, and a request that went around CloudFront is
 * refused (cameThroughCdn). So the header is trusted only with ORIGIN_VERIFY_SECRET set (AWS), or
 * with TRUST_VIEWER_ADDRESS_HEADER in tests; locally the socket's address counts.
 */
export function viewerAddress(sourceIp: string, header: (name: string) => string | undefined): string {
  const settings = env();
  if (!settings.ORIGIN_VERIFY_SECRET && !settings.TRUST_VIEWER_ADDRESS_HEADER) return sourceIp;
  const viewer = header('cloudfront-viewer-address');
  if (!viewer) return sourceIp;
  // "203.0.113.7:46532" or "2001:db8::1:46532": the port is the last part.
  const cut = viewer.lastIndexOf(':');
  return (cut > 0 ? viewer.slice(0, cut) : viewer).replace(/^\[|\]$/g, '');
}
