import type { Lang } from '#core/i18n/lang.ts';

/**
 * Layout of the site bucket, the same locally (s3rver) and on AWS (S3 behind CloudFront):
 *   static/...            the Astro static build (dist/client): hashed assets, the app shell, build-info.json
 *   site/{lang}/...       public pages (home, pricing, terms, privacy, 404) rendered from the site configuration
 *   published/...         published landing pages (issue 5)
 *   preview/...           builder previews, served on the pages origin until they expire (functions/publish/keys.ts)
 */
export const PUBLIC_PAGES = ['home', 'pricing', 'terms', 'privacy', '404'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];
/** The public pages served at /{name} (cdk/edge/viewer-request.js names the same ones). */
const NAMED_PAGES: ReadonlySet<string> = new Set(['pricing', 'terms', 'privacy'] satisfies PublicPage[]);

/** Object key of a rendered public page. */
export function publicPageKey(lang: Lang, page: PublicPage): string {
  switch (page) {
    case 'home':
      return `site/${lang}/index.html`;
    case '404':
      return `site/${lang}/404.html`;
    default:
      return `site/${lang}/${page}/index.html`;
  }
}

/** Which public page a request path shows, or null for any other path. */
export function publicPageForPath(path: string): Exclude<PublicPage, '404'> | null {
  if (path === '/' || path === '/index.html') return 'home';
  const named = /^\/([a-z]+)\/?$/.exec(path)?.[1];
  return named && NAMED_PAGES.has(named) ? (named as Exclude<PublicPage, 'home' | '404'>) : null;
}

/** Where the island app shell lives in the static build. */
export const APP_SHELL_FILE = 'app/index.html';
