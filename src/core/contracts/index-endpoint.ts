import * as z from 'zod/mini';
import { ruleEntrySchema } from '#core/contracts/rules.ts';
import { contactShortcutSchema, headNavItemSchema } from '#core/contracts/site-config.ts';

/*
 * On `zod/mini`, as the site configuration and the rules: every visitor's first call loads these
 * on a cold start (BENCHMARKS row 8; README "Lambda cold starts").
 */

/** GET /client/index/index query. */
export const indexQuerySchema = z.object({
  /** 1: the caller needs a logged-in user; without a valid token the answer is code 303. */
  requiredLogin: z._default(z.enum(['0', '1']), '0'),
});

/** `site_info` of the start-up data (server form, spec section 3). */
export const siteInfoSchema = z.object({
  site_name: z.string(),
  site_logo: z.string(),
  record_number: z.string(),
  cdn_url: z.string(),
  head_nav: z.array(headNavItemSchema),
  contact_info: z.array(contactShortcutSchema),
  open_register: z.boolean(),
  upload: z.object({
    max_size: z.number(),
    save_name: z.string(),
    allowed_suffixes: z.string(),
    allowed_mime_types: z.string(),
    mode: z.string(),
  }),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** The persisted-in-browser part of the user plus what the member centre shows at start. */
export const indexUserInfoSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
});

export const indexDataSchema = z.object({
  site_info: siteInfoSchema,
  open_member_center: z.boolean(),
  /** Present when a valid token was sent. */
  user_info: z.nullable(indexUserInfoSchema),
  rules: z.array(ruleEntrySchema),
  menus: z.array(ruleEntrySchema),
  manages: z.array(ruleEntrySchema),
});
export type IndexData = z.infer<typeof indexDataSchema>;
