/**
 * Cache lifetimes of what the site bucket serves (DESIGN.md point 8), written as each object's
 * Cache-Control metadata so browsers and CloudFront agree. CloudFront's cache policies
 * (cdk/lib/cdn-stack.ts) cap pages at the same 60 s and keep hashed assets a year, so a publish is
 * live everywhere within a minute without an invalidation.
 */

/** HTML: published pages (PUT by the publisher), rendered public pages and the app shell. */
export const PAGE_CACHE_CONTROL = 'public, max-age=60';

/** Build assets whose names carry a content hash (/_assets/*): never change, so cached a year. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The cache lifetimes in seconds, as CloudFront's cache policies use them. */
export const PAGE_MAX_AGE_SECONDS = 60;
export const HASHED_ASSET_MAX_AGE_SECONDS = 31_536_000;
