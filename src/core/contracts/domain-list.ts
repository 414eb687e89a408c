import * as z from 'zod/mini';
import { CHECK_RESULTS, DOMAIN_REGIONS, DOMAIN_TYPES } from '#core/contracts/domain-values.ts';

/**
 * The domain list's contracts (GET /client/domain/index) and the domain as every domain endpoint
 * answers it, re-exported by domain.ts. A module of their own on `zod/mini`: the domain centre's
 * first call on a cold start loads these, not the add and certificate forms' schemas with zod's
 * classic API (BENCHMARKS row 8; README "Lambda cold starts").
 */

/** List query: paging, quick search over name and display name; `select=true` for remote selects. */
export const domainIndexQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  /** Rows per page; more than 100 is served as 100 (remote selects ask for generous pages). */
  limit: z._default(
    z.pipe(
      z.coerce.number().check(z.int(), z.minimum(1)),
      z.transform((value: number) => Math.min(value, 100)),
    ),
    10,
  ),
  /** Matches the ASCII name or the Unicode display name, case-insensitively. */
  quickSearch: z._default(z.string().check(z.trim(), z.maxLength(253)), ''),
  /** The generic remote select's marker (spec section 7): same answer shape. */
  select: z.optional(z.enum(['true', 'false', '1', '0'])),
});
export type DomainIndexQuery = z.infer<typeof domainIndexQuerySchema>;

/** What a certificate says (never its private key). Times in Unix seconds. */
export const domainCertSchema = z.object({
  subject: z.string(),
  sans: z.array(z.string()),
  issuer: z.string(),
  not_before: z.number(),
  not_after: z.number(),
});
export type DomainCert = z.infer<typeof domainCertSchema>;

export const domainItemSchema = z.object({
  id: z.string(),
  /** ASCII (punycode) name, lower-case. */
  name: z.string(),
  /** Unicode form for display (equal to `name` for ASCII names). */
  display_name: z.string(),
  region: z.enum(DOMAIN_REGIONS),
  type: z.enum(DOMAIN_TYPES),
  verified: z.boolean(),
  /** Unix seconds of the check that verified it; 0 when not verified. */
  verified_at: z.number(),
  /** Unix seconds of the last check; 0 when never checked. */
  last_check_at: z.number(),
  last_check_result: z.enum(CHECK_RESULTS),
  /** The ownership TXT record to create: its name (`_landinggo.{name}`) and value (the domain's token). */
  txt_name: z.string(),
  txt_value: z.string(),
  /** Unix seconds when an unverified domain's claim expires (the name is free again); 0 when verified. */
  expires_at: z.number(),
  cert: z.nullable(domainCertSchema),
  created_at: z.number(),
  updated_at: z.number(),
});
export type DomainItem = z.infer<typeof domainItemSchema>;

export const domainIndexDataSchema = z.object({
  list: z.array(domainItemSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** The host every domain's CNAME record must point at. */
  cname_target: z.string(),
});
export type DomainIndexData = z.infer<typeof domainIndexDataSchema>;
