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
