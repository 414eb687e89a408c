import { renderAstroPath } from '#functions/render/astro.ts';
import type { PageDocument } from '#modules/document.ts';

/** The internal render route of published pages (astro.config.mjs, src/pages/_render/page). */
export const PUBLISHED_PAGE_ROUTE = '/_render/page';

export type PublishedPageInput = {
  page: { id: string; name: string };
  doc: PageDocument; // #modules/document.ts, already validated by the caller
  liveUrl: string; // the address the page answers on (for og:url / canonical)
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
  });
  if (status !== 200)
    throw new Error(`Rendering the published page ${input.page.id} answered HTTP ${status}`);
  return html;
}
