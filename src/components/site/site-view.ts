import * as z from 'zod/mini';
import { assetUrl } from '#core/cdn-url.ts';
import { safeWebUrl } from '#core/contact-links.ts';
import { siteConfigSchema } from '#core/contracts/site-config.ts';
import { LANGS, type Lang } from '#core/i18n/lang.ts';

/**
 * What a public page is rendered from: the part of the site configuration it shows and the
 * language. The exporter passes it as `Astro.locals`; both SiteConfig and SiteInfo fit.
 */
export const siteLocalsSchema = z.object({
  site: z.pick(siteConfigSchema, {
    site_name: true,
    site_logo: true,
    record_number: true,
    cdn_url: true,
    open_register: true,
    head_nav: true,
    contact_info: true,
  }),
  lang: z.enum(LANGS),
});
export type SiteLocals = z.infer<typeof siteLocalsSchema>;
export type SiteView = SiteLocals['site'];

/**
 * The page's data, or null when the locals do not hold it. Only the in-process renderer sets
 * locals, so a direct HTTP request to a render route always gets null (and a 404).
 */
export function readSiteLocals(locals: unknown): SiteLocals | null {
  const parsed = siteLocalsSchema.safeParse(locals);
  return parsed.success ? parsed.data : null;
}

/** A site path ("/pricing", not "//host") or an absolute http(s) URL; null for anything else. */
export function safeHref(url: string): string | null {
  const text = url.trim();
  if (text.startsWith('/') && !text.startsWith('//') && !text.includes('\\')) return text;
  return safeWebUrl(text);
}

/** The path part of a site path without a trailing slash ("/" stays "/"). */
function pathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export type NavLink = { href: string; title: string; newWindow: boolean; current: boolean };

/** The head navigation in the given language; entries with unsafe URLs are dropped. */
export function navLinks(items: SiteView['head_nav'], lang: Lang, currentPath: string | null): NavLink[] {
  const links: NavLink[] = [];
  for (const item of items) {
    const href = safeHref(item.url);
    if (href === null) continue;
    const isSitePath = href.startsWith('/');
    links.push({
      href,
      title: item.title[lang] || item.title.en,
      newWindow: item.newWindow,
      current: isSitePath && currentPath !== null && pathOf(href) === pathOf(currentPath),
    });
  }
  return links;
}

/**
 * The site logo's URL, or null for the text logo. Relative paths go under the CDN base, or the
 * site root without one (spec section 9); whatever else is configured ends up an http(s), site
 * or inline-image URL, none of which can run script in an <img>.
 */
export function siteLogoUrl(site: Pick<SiteView, 'site_logo' | 'cdn_url'>): string | null {
  const url = assetUrl(site.site_logo, { cdnUrl: site.cdn_url, defaultBase: '/' });
  return url === '' ? null : url;
}
