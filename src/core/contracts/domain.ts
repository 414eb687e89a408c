import * as z from 'zod/mini';
import { domainItemSchema } from '#core/contracts/domain-list.ts';
import {
  CHECK_RESULTS,
  DOMAIN_MESSAGES,
  DOMAIN_REGIONS,
  DOMAIN_TYPES,
} from '#core/contracts/domain-values.ts';

// The list's contracts (GET /client/domain/index) and the domain as answered.
export * from '#core/contracts/domain-list.ts';
// The domain centre's values, with their schemas' module (code that needs no Zod imports them
// from domain-values.ts).
export * from '#core/contracts/domain-values.ts';

/**
 * The domain centre's endpoints (/client/domain/*). Names are checked fully on the server
 * (labels, length, TLD, IDN to punycode with node:url); the browser checks presence and length.
 * On `zod/mini`: one classic schema in a group puts most of zod's core into the chunk every route
 * of the group loads (docs/benchmarks.md, "Row 8, session 17").
 */

/** Longest certificate text accepted (a leaf plus a few intermediates in PEM). */
export const MAX_CERTIFICATE_CHARS = 65_536;
/** Longest private key text accepted (an RSA 8192-bit key in PEM is about 6.5 KB). */
export const MAX_PRIVATE_KEY_CHARS = 16_384;

const M = DOMAIN_MESSAGES;

const idSchema = z
  .string({ error: M.idRequired.en })
  .check(z.trim(), z.minLength(1, M.idRequired.en), z.maxLength(64, M.idRequired.en));
const regionSchema = z.enum(DOMAIN_REGIONS, { error: M.regionRequired.en });
const typeSchema = z.enum(DOMAIN_TYPES, { error: M.typeRequired.en });
const certificateSchema = z._default(
  z.string().check(z.trim(), z.maxLength(MAX_CERTIFICATE_CHARS, M.certificateTooLong.en)),
  '',
);
const privateKeySchema = z._default(
  z.string().check(z.trim(), z.maxLength(MAX_PRIVATE_KEY_CHARS, M.keyTooLong.en)),
  '',
);

// ---------------------------------------------------------------------------------------------
// POST /client/domain/add

export const domainAddBodySchema = z
  .object({
    name: z
      .string({ error: M.nameRequired.en })
      .check(z.trim(), z.minLength(1, M.nameRequired.en), z.maxLength(253, M.nameTooLong.en)),
    region: regionSchema,
    type: typeSchema,
    /** Certificate (PEM text, or a CRT's base64 text); required for HTTPS. */
    certificate: certificateSchema,
    /** The certificate's unencrypted private key (PEM); required for HTTPS. Stored encrypted. */
    private_key: privateKeySchema,
  })
  .check(
    z.superRefine((body, issue) => {
      if (body.type !== 'https') return;
      if (!body.certificate)
        issue.addIssue({ code: 'custom', path: ['certificate'], message: M.certificateRequired.en });
      if (!body.private_key)
        issue.addIssue({ code: 'custom', path: ['private_key'], message: M.keyRequired.en });
    }),
  );
export type DomainAddBody = z.infer<typeof domainAddBodySchema>;

// ---------------------------------------------------------------------------------------------
// POST /client/domain/edit

/**
 * Changes region and type; with HTTPS, certificate and key both empty keep the stored pair (the
 * key is never sent back, so the form cannot show it), both filled replace it. HTTP drops it.
 */
export const domainEditBodySchema = z
  .object({
    id: idSchema,
    region: regionSchema,
    type: typeSchema,
    certificate: certificateSchema,
    private_key: privateKeySchema,
  })
  .check(
    z.superRefine((body, issue) => {
      if (body.type !== 'https') return;
      if (body.certificate && !body.private_key)
        issue.addIssue({ code: 'custom', path: ['private_key'], message: M.bothRequired.en });
      if (!body.certificate && body.private_key)
        issue.addIssue({ code: 'custom', path: ['certificate'], message: M.bothRequired.en });
    }),
  );
export type DomainEditBody = z.infer<typeof domainEditBodySchema>;

// ---------------------------------------------------------------------------------------------
// POST /client/domain/del, /client/domain/verify

export const domainIdBodySchema = z.object({ id: idSchema });

/** `unpublished`: how many pages were on the domain (they are now offline, on the platform host only). */
export const domainDelDataSchema = z.object({ id: z.string(), unpublished: z._default(z.int(), 0) });

export const domainVerifyDataSchema = z.object({
  domain: domainItemSchema,
  result: z.enum(CHECK_RESULTS),
  /** The CNAME targets found (lower-case, no trailing dot). */
  found: z.array(z.string()),
  cname_target: z.string(),
  /** Each record on its own: whether the CNAME and the TXT record were found right. */
  cname_ok: z.boolean(),
  txt_ok: z.boolean(),
});
export type DomainVerifyData = z.infer<typeof domainVerifyDataSchema>;

/** Answer of add and edit: the domain as listed. */
export const domainSavedDataSchema = domainItemSchema;
