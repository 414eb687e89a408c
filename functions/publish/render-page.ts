import { createHash } from 'node:crypto';
import type { PageDocument } from '#core/page/document.ts';
import { env } from '#functions/platform/env.ts';
import { renderAstroPath } from '#functions/render/astro.ts';
import { SCRIPT_HASHES_TOKEN } from '#published/csp-token.ts';

/** The internal render route of published pages (astro.config.mjs, src/pages/_render/page; the page itself: src/published). */
export const PUBLISHED_PAGE_ROUTE = '/_render/page';

export type PublishedPageInput = {
  page: { id: string; name: string };
  doc: PageDocument; // #core/page/document.ts, already validated by the caller
  liveUrl: string; // the address the page answers on (for og:url / canonical)
  preview?: boolean; // a builder preview: no ad pixels, not indexed
  badge?: boolean; // the platform badge shows (the member's plan does not remove it); absent: no badge
};

/**
 * The complete HTML document of a published page: one render of the Astro server route
 * (DESIGN.md point 8), whose cost does not depend on how many pages exist. Throws when the route
 * refuses the input (it answers 404 for locals it cannot read), so nothing half-rendered is written.
 */
export async function renderPublishedPage(input: PublishedPageInput): Promise<string> {
  const { status, html } = await renderAstroPath(PUBLISHED_PAGE_ROUTE, {
    page: { id: input.page.id, name: input.page.name },
    doc: input.doc,
    liveUrl: input.liveUrl,
    preview: input.preview ?? false,
    badge: input.badge ? { href: `${env().PUBLIC_ORIGIN.replace(/\/+$/, '')}/` } : null,
  });
  if (status !== 200)
    throw new Error(`Rendering the published page ${input.page.id} answered HTTP ${status}`);
  return withScriptHashes(html);
}

/** Executable inline scripts: no src, and no data type (JSON blocks are never run). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/**
 * Fills the page's Content-Security-Policy (src/published/csp.ts) with the SHA-256 of
 * every inline script the render produced (Astro's island loader, the hydration directive), so
 * those and nothing else run inline.
 */
export function withScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"?([^"\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return html.replace(SCRIPT_HASHES_TOKEN, [...hashes].map((hash) => ` ${hash}`).join(''));
}
