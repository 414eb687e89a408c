import * as z from 'zod/mini';
import { paySettingsSchema } from '#core/contracts/pay-settings.ts';
import { CONTACT_COMPONENTS } from '#core/contracts/site-config-values.ts';

export { CONTACT_COMPONENTS, type ContactComponent } from '#core/contracts/site-config-values.ts';

/** Text of at most `max` characters, empty when absent. */
const text = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/** One contact shortcut shown in the site footer. */
export const contactShortcutSchema = z.object({
  component: z.enum(CONTACT_COMPONENTS),
  /** Account name on the platform (telegram, instagram, twitter, tiktok, line, kakao ids). */
  account: text(200),
  /** Phone number in international form, digits with an optional leading +. */
  mobile: text(32),
  username: text(200),
  /** Full URL for `custom` (and an override for any other kind). */
  url: text(2000),
  /** Prefilled message where the channel supports one. */
  message: text(1000),
  /** Visible text; falls back to the channel's name. */
  text: text(100),
  label: text(100),
});
export type ContactShortcut = z.infer<typeof contactShortcutSchema>;

/** A text in both interface languages. */
export const localizedSchema = z.object({
  'zh-cn': z.string().check(z.maxLength(200)),
  en: z.string().check(z.maxLength(200)),
});

/** One entry of the public head navigation. */
export const headNavItemSchema = z.object({
  title: localizedSchema,
  /** Site path ("/pricing") or absolute http(s) URL. */
  url: z.string().check(z.minLength(1), z.maxLength(2000)),
  /** Open in a new window. */
  newWindow: z._default(z.boolean(), false),
});
export type HeadNavItem = z.infer<typeof headNavItemSchema>;

/** Upload settings (spec section 3, server form). Lists may be arrays or comma-separated text. */
export const uploadSettingsSchema = z.object({
  /** Largest file in bytes. */
  max_size: z._default(z.int().check(z.positive()), 10 * 1024 * 1024),
  /** Template of the stored file's name. */
  save_name: z._default(z.string(), '/uploads/{year}{mon}{day}/{filesha1}{.suffix}'),
  allowed_suffixes: z._default(
    z.string(),
    'jpg,png,bmp,jpeg,gif,webp,zip,rar,xls,xlsx,doc,docx,wav,mp4,mp3,txt,pdf',
  ),
  allowed_mime_types: z._default(z.string(), ''),
  /** Upload driver; `local` is the platform's own store. */
  mode: z._default(z.string(), 'local'),
});

/**
 * The site configuration as stored in the database (one item), versioned for migrations. Written
 * with `zod/mini` (as the pay settings, the rule trees and the start-up answer are): the start-up
 * and login-screen calls read it on a cold start, and the classic API costs a cold start more to
 * load and to build (BENCHMARKS row 8; README "Lambda cold starts").
 */
export const siteConfigSchema = z.object({
  site_name: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Logo URL or site path; empty for the text logo. */
  site_logo: text(2000),
  /** ICP record number shown in the footer; empty hides it. */
  record_number: text(100),
  /** CDN base for relative asset paths; empty uses the site's own origin. */
  cdn_url: text(2000),
  open_member_center: z._default(z.boolean(), true),
  open_register: z._default(z.boolean(), true),
  head_nav: z._default(z.array(headNavItemSchema).check(z.maxLength(12)), []),
  contact_info: z._default(z.array(contactShortcutSchema).check(z.maxLength(20)), []),
  upload: z.prefault(uploadSettingsSchema, {}),
  /** The pay centre: channels, recharge presets and limits, score grants (src/core/contracts/pay.ts). */
  pay: z.prefault(paySettingsSchema, {}),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
