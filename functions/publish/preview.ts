import { randomBytes } from 'node:crypto';
import { getPage, getPageDocument } from '#functions/data/pages-repo.ts';
import { badgeShown } from '#functions/plans/entitlements.ts';
import { AppError } from '#functions/platform/errors.ts';
import type { BlobStore } from '#functions/platform/ports.ts';
import { PREVIEW_PATH_PREFIX, previewKey } from '#functions/publish/keys.ts';
import { liveTarget, type PageRenderer, PUBLISHED_HTML_TYPE } from '#functions/publish/publisher.ts';
import { normalizeDocument } from '#modules/server-registry.ts';

/**
 * A builder preview (issue 13): the saved document rendered by the publishing path itself (the
 * same Astro route, HTML, CSS and islands), with nothing that reports to anyone, written to the
 * site bucket under an unguessable, expiring address on the pages origin (functions/publish/keys.ts).
 * Members' pages never run on the app's origin (DESIGN.md point 16): the builder frames that address.
 */

/** How long a preview address answers. */
export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export type PreviewDeps = {
  /** The site bucket (preview/ keys). */
  site: BlobStore;
  render: PageRenderer;
  /** The origin of published pages (env PAGES_ORIGIN). */
  origin: string;
  now: () => number;
};

export type Preview = { url: string; title: string; expiresAt: number };

/** Renders the caller's saved page as a preview and answers its address; another member's page is PageNotFound. */
export async function previewPage(userId: string, pageId: string, deps: PreviewDeps): Promise<Preview> {
  const page = await getPage(userId, pageId);
  if (!page) throw new AppError('PageNotFound');
  const doc = normalizeDocument(await getPageDocument(page));
  const target = await liveTarget(page, deps.origin);
  const html = await deps.render({
    page: { id: page.id, name: page.name },
    doc,
    liveUrl: target.url,
    preview: true,
    // As the published page will be: with the platform badge when the member's plan shows it.
    badge: await badgeShown(userId, deps.now()),
  });
  const expiresAt = deps.now() + PREVIEW_LIFETIME_MS;
  const token = `${expiresAt.toString(36)}-${randomBytes(16).toString('base64url').slice(0, 22)}`;
  await deps.site.put(previewKey(page.id, token), html, {
    contentType: PUBLISHED_HTML_TYPE,
    cacheControl: 'private, no-cache',
  });
  return {
    url: `${deps.origin.replace(/\/+$/, '')}${PREVIEW_PATH_PREFIX}${page.id}/${token}`,
    title: doc.setup.title || page.name,
    expiresAt,
  };
}
