/**
 * The domain centre's fixed values, apart from its schemas (./domain.ts): the domains repository
 * reads them in every group that looks up a domain, and importing them builds no Zod schema.
 */

/**
 * Regions a domain can be served from: AWS region codes of the CDN origins the platform offers.
 * Labels live in the domain centre's translation files (`region.{code}`).
 */
export const DOMAIN_REGIONS = [
  'ap-east-1', // Hong Kong
  'ap-southeast-1', // Singapore
  'ap-northeast-1', // Tokyo
  'us-west-1', // US West (N. California)
  'us-east-1', // US East (N. Virginia)
  'eu-central-1', // Frankfurt
] as const;
export type DomainRegion = (typeof DOMAIN_REGIONS)[number];

export const DOMAIN_TYPES = ['http', 'https'] as const;
export type DomainType = (typeof DOMAIN_TYPES)[number];

/**
 * Outcome of the last check: '' never checked; txt_missing: the CNAME is right but the ownership
 * TXT record is missing or holds another value; the others describe the CNAME.
 */
export const CHECK_RESULTS = [
  '',
  'verified',
  'wrong_target',
  'not_found',
  'lookup_failed',
  'txt_missing',
] as const;
export type CheckResult = (typeof CHECK_RESULTS)[number];
