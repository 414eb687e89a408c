import { s3BlobStore } from '#functions/data/blob-store.ts';
import { env, pagesOrigin } from '#functions/platform/env.ts';
import type { PublishDeps } from '#functions/publish/publisher.ts';
import { renderPublishedPage } from '#functions/publish/render-page.ts';

let overrides: Partial<PublishDeps> = {};

/** The publisher's stores and renderer: the site and uploads buckets, the Astro server build. */
export function publishDeps(): PublishDeps {
  return {
    site: s3BlobStore(env().SITE_BUCKET),
    documents: s3BlobStore(env().UPLOADS_BUCKET),
    render: renderPublishedPage,
    origin: pagesOrigin(),
    now: () => Date.now(),
    ...overrides,
  };
}

/** Tests only: replaces some of the publisher's ports (e.g. a site store whose writes fail). */
export function overridePublishDepsForTests(next: Partial<PublishDeps>): void {
  overrides = next;
}
