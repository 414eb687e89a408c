import type { SiteConfig } from '#core/contracts/site-config.ts';
import { LANGS, type Lang } from '#core/i18n/lang.ts';
import type { BlobStore } from '#functions/platform/ports.ts';
import { renderAstroPath } from '#functions/render/astro.ts';
import { PUBLIC_PAGES, type PublicPage, publicPageKey } from '#functions/site/keys.ts';

/**
 * Public pages are rendered from the site configuration, not at build time: whenever the
 * configuration changes, every page is rendered again in both languages and written to the site
 * bucket, where the edge picks the visitor's language.
 */

/** The internal render route of each public page (astro.config.mjs, src/pages/_render/site). */
const RENDER_ROUTES: Record<PublicPage, string> = {
  home: '/_render/site/home',
  pricing: '/_render/site/pricing',
  terms: '/_render/site/terms',
  privacy: '/_render/site/privacy',
  '404': '/_render/site/not-found',
};

/** Short enough that a configuration change shows within a minute, with no CDN invalidation. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=60';
export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** Renders one public page in one language. */
export async function renderPublicPage(site: SiteConfig, lang: Lang, page: PublicPage): Promise<string> {
  const path = RENDER_ROUTES[page];
  const { status, html } = await renderAstroPath(path, { site, lang });
  if (status !== 200) throw new Error(`Rendering ${path} (${lang}) answered HTTP ${status}`);
  return html;
}

/**
 * Renders every public page (home, pricing, terms, privacy, 404) in every language, then writes them. Everything is rendered
 * before the first write, so a failing render leaves the previous pages in place; each object is
 * written whole (one put).
 */
export async function exportPublicPages(deps: { blobs: BlobStore; site: SiteConfig }): Promise<void> {
  const jobs = LANGS.flatMap((lang) => PUBLIC_PAGES.map((page) => ({ lang, page })));
  const rendered = await Promise.all(
    jobs.map(async ({ lang, page }) => ({
      key: publicPageKey(lang, page),
      html: await renderPublicPage(deps.site, lang, page),
    })),
  );
  await Promise.all(
    rendered.map(({ key, html }) =>
      deps.blobs.put(key, html, { contentType: HTML_CONTENT_TYPE, cacheControl: PUBLIC_PAGE_CACHE_CONTROL }),
    ),
  );
}
