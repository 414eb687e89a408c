import * as z from 'zod';
import { paySettingsSchema } from '#core/contracts/pay-settings.ts';

/** Contact shortcut kinds (spec section 3). */
export const CONTACT_COMPONENTS = [
  'whatsapp',
  'telegram',
  'messager',
  'instagram',
  'twitter',
  'tiktok',
  'line',
  'imessage',
  'kakao',
  'phone',
  'email',
  'custom',
] as const;
export type ContactComponent = (typeof CONTACT_COMPONENTS)[number];

/** One contact shortcut shown in the site footer. */
export const contactShortcutSchema = z.object({
  component: z.enum(CONTACT_COMPONENTS),
  /** Account name on the platform (telegram, instagram, twitter, tiktok, line, kakao ids). */
  account: z.string().max(200).default(''),
  /** Phone number in international form, digits with an optional leading +. */
  mobile: z.string().max(32).default(''),
  username: z.string().max(200).default(''),
  /** Full URL for `custom` (and an override for any other kind). */
  url: z.string().max(2000).default(''),
  /** Prefilled message where the channel supports one. */
  message: z.string().max(1000).default(''),
  /** Visible text; falls back to the channel's name. */
  text: z.string().max(100).default(''),
  label: z.string().max(100).default(''),
});
export type ContactShortcut = z.infer<typeof contactShortcutSchema>;

/** A text in both interface languages. */
export const localizedSchema = z.object({ 'zh-cn': z.string().max(200), en: z.string().max(200) });

/** One entry of the public head navigation. */
export const headNavItemSchema = z.object({
  title: localizedSchema,
  /** Site path ("/pricing") or absolute http(s) URL. */
  url: z.string().min(1).max(2000),
  /** Open in a new window. */
  newWindow: z.boolean().default(false),
});
export type HeadNavItem = z.infer<typeof headNavItemSchema>;

/** Upload settings (spec section 3, server form). Lists may be arrays or comma-separated text. */
export const uploadSettingsSchema = z.object({
  /** Largest file in bytes. */
  max_size: z
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Template of the stored file's name. */
  save_name: z.string().default('/uploads/{year}{mon}{day}/{filesha1}{.suffix}'),
  allowed_suffixes: z
    .string()
    .default('jpg,png,bmp,jpeg,gif,webp,zip,rar,xls,xlsx,doc,docx,wav,mp4,mp3,txt,pdf'),
  allowed_mime_types: z.string().default(''),
  /** Upload driver; `local` is the platform's own store. */
  mode: z.string().default('local'),
});

/** The site configuration as stored in the database (one item), versioned for migrations. */
export const siteConfigSchema = z.object({
  site_name: z.string().min(1).max(100),
  /** Logo URL or site path; empty for the text logo. */
  site_logo: z.string().max(2000).default(''),
  /** ICP record number shown in the footer; empty hides it. */
  record_number: z.string().max(100).default(''),
  /** CDN base for relative asset paths; empty uses the site's own origin. */
  cdn_url: z.string().max(2000).default(''),
  open_member_center: z.boolean().default(true),
  open_register: z.boolean().default(true),
  head_nav: z.array(headNavItemSchema).max(12).default([]),
  contact_info: z.array(contactShortcutSchema).max(20).default([]),
  upload: uploadSettingsSchema.prefault({}),
  /** The pay centre: channels, recharge presets and limits, score grants (src/core/contracts/pay.ts). */
  pay: paySettingsSchema.prefault({}),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
