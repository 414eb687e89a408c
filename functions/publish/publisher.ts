import { createHash, randomUUID } from 'node:crypto';
import type { Lang } from '#core/i18n/lang.ts';
import { emptyDocument, migrateDocument, type PageDocument } from '#core/page/document.ts';
import { getDomain } from '#functions/data/domains-repo.ts';
import { documentPrefix, getPage, type StoredPage } from '#functions/data/pages-repo.ts';
import {
  acquirePublishLease,
  OFFLINE,
  type PublishedState,
  type PublishLease,
  recordPublishedState,
  releasePublishLease,
  waitForPublishLease,
} from '#functions/data/published-repo.ts';
import { badgeShown } from '#functions/plans/entitlements.ts';
import { checkGoLive, goLiveRefusal } from '#functions/plans/go-live.ts';
import { AppError } from '#functions/platform/errors.ts';
import { createLogger, describeError } from '#functions/platform/log.ts';
import type { BlobStore } from '#functions/platform/ports.ts';
import { PAGE_CACHE_CONTROL } from '#functions/publish/cache-control.ts';
import { publishedHostKey, publishedIdKey } from '#functions/publish/keys.ts';
import { bestEffortDelete, leaseOrFail, removeLiveObjects } from '#functions/publish/offline.ts';
import { normalizeDocument } from '#modules/server-registry.ts';
import { validateDocument } from '#modules/validate.ts';

/**
 * Publishing one page (DESIGN.md point 8): load and validate its saved document, render that one
 * page, write the HTML to the site bucket at every address the page answers on
 * (functions/publish/keys.ts), then record what is live. The cost is one render and a few object
 * writes whatever the number of pages.
 *
 * Failure rules: each object is written whole by one PUT; when a later step fails, the objects
 * already written get their previous bytes back (or are removed when there were none) and the
 * recorded state is not touched, so the previously published version stays live. Changes to what
 * is live hold the page's publish lease (functions/data/published-repo.ts).
 */

/** Renders a published page (functions/publish/render-page.ts in production). */
export type PageRenderer = (input: {
  page: { id: string; name: string };
  doc: PageDocument;
  liveUrl: string;
  /** A builder preview (functions/publish/preview.ts): no ad pixels, not indexed. */
  preview?: boolean;
  /** Whether the platform badge shows (the member's plan does not remove it); absent: no badge. */
  badge?: boolean;
}) => Promise<string>;

export type PublishDeps = {
  /** The site bucket (published/ keys). */
  site: BlobStore;
  /** The uploads bucket (documents/ keys: saved documents and published copies). */
  documents: BlobStore;
  render: PageRenderer;
  /** The origin of published pages, e.g. https://pages-example.net (env PAGES_ORIGIN). */
  origin: string;
  now: () => number;
};

/** Cache lifetime of published HTML: shared with the CDN's cache policy (./cache-control.ts). */
export const PUBLISHED_HTML_CACHE = PAGE_CACHE_CONTROL;
export const PUBLISHED_HTML_TYPE = 'text/html; charset=utf-8';

/** Bumped when the published HTML's shape changes, so republishing an unchanged page rewrites it. */
const RENDER_REVISION = 1;

const log = createLogger({ component: 'publisher' });

/** Where a page answers: its address and the keys its HTML lives under. */
export type LiveTarget = {
  /** Absolute address (og:url, canonical). */
  url: string;
  /** The page centre's link: the verified domain's address, or `/{id}` on the platform host. */
  link: string;
  keys: string[];
};

/**
 * A page always answers at `/{id}` on the platform host; with a domain it also answers at
 * `{domain}{route}` (served only while the domain is verified, checked per request). Its address
 * is the domain's while the domain is verified, the platform's otherwise.
 */
export async function liveTarget(page: StoredPage, origin: string): Promise<LiveTarget> {
  const keys = [publishedIdKey(page.id)];
  const domain = page.domainId ? await getDomain(page.userId, page.domainId) : null;
  if (domain) keys.push(publishedHostKey(domain.name, page.route));
  const platformUrl = `${origin.replace(/\/+$/, '')}/${page.id}`;
  if (domain?.verified) {
    const url = `${domain.type}://${domain.name.toLowerCase()}${page.route}`;
    return { url, link: url, keys };
  }
  return { url: platformUrl, link: platformUrl, keys };
}

/** What the live HTML depends on; equal fingerprints mean there is nothing to write. */
export function publishFingerprint(
  version: number,
  name: string,
  target: LiveTarget,
  badge: boolean,
): string {
  return createHash('sha256')
    .update(JSON.stringify([RENDER_REVISION, version, name, target.url, target.keys, ...(badge ? [1] : [])]))
    .digest('base64url');
}

function parseDocument(body: Uint8Array): PageDocument {
  return migrateDocument(JSON.parse(new TextDecoder().decode(body)));
}

/**
 * The page's saved document with the version it belongs to. A save may replace (and delete) the
 * object between reading the page and reading the object: then the page is read again, so the
 * version always names the document returned.
 */
async function currentDocument(
  page: StoredPage,
  documents: BlobStore,
): Promise<{ doc: PageDocument; version: number }> {
  let current: StoredPage | null = page;
  for (let attempt = 0; attempt < 5 && current; attempt++) {
    if (!current.docKey) return { doc: emptyDocument(), version: current.docVersion };
    const object = await documents.get(current.docKey);
    if (object) return { doc: parseDocument(object.body), version: current.docVersion };
    current = await getPage(page.userId, page.id);
  }
  if (!current) throw new AppError('PageNotFound');
  throw new Error(`Page ${page.id}: its document kept changing while publishing`);
}

type Written = { key: string; before: { body: Uint8Array; contentType: string } | null };

async function undoWrites(site: BlobStore, written: readonly Written[]): Promise<void> {
  for (const { key, before } of [...written].reverse()) {
    try {
      if (before)
        await site.put(key, before.body, {
          contentType: before.contentType,
          cacheControl: PUBLISHED_HTML_CACHE,
        });
      else await site.delete(key);
    } catch (error) {
      log.error('could not restore a published object', { key, ...describeError(error) });
    }
  }
}

/** Writes the HTML under every key; on a failure restores what was written and rethrows. */
async function writeLive(site: BlobStore, keys: readonly string[], html: string): Promise<Written[]> {
  const written: Written[] = [];
  try {
    for (const key of keys) {
      const before = await site.get(key);
      await site.put(key, html, { contentType: PUBLISHED_HTML_TYPE, cacheControl: PUBLISHED_HTML_CACHE });
      written.push({ key, before });
    }
  } catch (error) {
    await undoWrites(site, written);
    throw error;
  }
  return written;
}

type GoLive = {
  doc: PageDocument;
  version: number;
  target: LiveTarget;
  fingerprint: string;
  badge: boolean;
  /** The published document copy to record; written by the caller when `ownsCopy`. */
  docKey: string;
  ownsCopy: boolean;
};

/**
 * Renders and writes the live copy, records it (releasing the lease), then removes what the
 * previous state used and the new one does not (an old route's object, the old document copy).
 */
async function goLive(lease: PublishLease, live: GoLive, deps: PublishDeps): Promise<StoredPage> {
  const previous = lease.page;
  const html = await deps.render({
    page: { id: previous.id, name: previous.name },
    doc: live.doc,
    liveUrl: live.target.url,
    badge: live.badge,
  });
  if (live.ownsCopy) {
    await deps.documents.put(live.docKey, JSON.stringify(live.doc), { contentType: 'application/json' });
  }
  let written: Written[];
  try {
    written = await writeLive(deps.site, live.target.keys, html);
  } catch (error) {
    if (live.ownsCopy) await bestEffortDelete(deps.documents, live.docKey);
    log.error('publishing failed while writing', { pageId: previous.id, ...describeError(error) });
    throw new AppError('PagePublishFailed');
  }
  const state: PublishedState = {
    publishedVersion: live.version,
    publishedKeys: live.target.keys,
    publishedDocKey: live.docKey,
    publishedFingerprint: live.fingerprint,
    publishedUrl: live.target.url,
    suspendedVersion: 0,
    suspendedDocKey: '',
  };
  const recorded = await recordPublishedState(lease, state, { sameMetadata: true });
  if (!recorded) {
    // The route or domain changed meanwhile (or the lease expired): the edit moves the old copy.
    await undoWrites(deps.site, written);
    if (live.ownsCopy) await bestEffortDelete(deps.documents, live.docKey);
    throw new AppError('PageChangedElsewhere');
  }
  for (const key of previous.publishedKeys) {
    if (!live.target.keys.includes(key)) await bestEffortDelete(deps.site, key);
  }
  if (previous.publishedDocKey !== live.docKey)
    await bestEffortDelete(deps.documents, previous.publishedDocKey);
  if (previous.suspendedDocKey !== live.docKey)
    await bestEffortDelete(deps.documents, previous.suspendedDocKey);
  return recorded;
}

export type PublishOutcome = { page: StoredPage; target: LiveTarget; unchanged: boolean };

/**
 * Publishes the member's page: refuses an invalid document with every module's problems
 * (PagePublishInvalid, nothing written); an unchanged page since the last publish writes nothing
 * and answers its address.
 */
export async function publishPage(
  userId: string,
  pageId: string,
  lang: Lang,
  deps: PublishDeps,
): Promise<PublishOutcome> {
  const lease = leaseOrFail(await acquirePublishLease(userId, pageId, deps.now()));
  let released = false;
  try {
    const page = lease.page;
    const { doc, version } = await currentDocument(page, deps.documents);
    const problems = validateDocument(doc, lang);
    if (Object.keys(problems).length > 0) {
      const modules = doc.modules.filter((m) => problems[m.id]).map((m) => ({ id: m.id, type: m.type }));
      throw new AppError('PagePublishInvalid', { data: { problems, modules } });
    }
    // The plan is read under the lease: a lapse's sweep of this page waits for it (./plans/terms.ts).
    const { badge } = await checkGoLive(userId, page, doc, deps.now(), lang);
    const target = await liveTarget(page, deps.origin);
    const fingerprint = publishFingerprint(version, page.name, target, badge);
    if (page.publishedVersion === version && page.publishedFingerprint === fingerprint) {
      return { page, target, unchanged: true };
    }
    const docKey = `${documentPrefix(page.id)}published-${version}-${randomUUID()}.json`;
    const recorded = await goLive(
      lease,
      // Each module's server normalisation again (rich text re-sanitised) before it goes live.
      { doc: normalizeDocument(doc), version, target, fingerprint, badge, docKey, ownsCopy: true },
      deps,
    );
    released = true;
    return { page: recorded, target, unchanged: false };
  } finally {
    if (!released) await releasePublishLease(lease);
  }
}

/** Takes the page offline and records it; a page that is not published answers as it is. */
export async function unpublishPage(userId: string, pageId: string, deps: PublishDeps): Promise<StoredPage> {
  const lease = leaseOrFail(await acquirePublishLease(userId, pageId, deps.now()));
  let released = false;
  try {
    const page = lease.page;
    if (page.publishedVersion === 0 && page.publishedKeys.length === 0 && !page.suspendedDocKey) return page;
    await removeLiveObjects(page, deps.site);
    const recorded = await recordPublishedState(lease, OFFLINE, { sameMetadata: false });
    if (!recorded) throw new AppError('PageChangedElsewhere');
    released = true;
    await bestEffortDelete(deps.documents, page.publishedDocKey);
    await bestEffortDelete(deps.documents, page.suspendedDocKey);
    return recorded;
  } finally {
    if (!released) await releasePublishLease(lease);
  }
}

/**
 * After a route or domain change: re-renders the published version (its own document copy) for
 * the new address, writes it there and removes the old address's object. Nothing to do for a page
 * that is not published or whose address did not change.
 */
export async function moveLiveCopy(userId: string, pageId: string, deps: PublishDeps): Promise<void> {
  const result = await waitForPublishLease(userId, pageId, deps.now);
  if (!result.ok && result.reason === 'missing') return;
  const lease = leaseOrFail(result);
  let released = false;
  try {
    const page = lease.page;
    if (page.publishedVersion === 0 || !page.publishedDocKey) return;
    const badge = await badgeShown(userId, deps.now());
    released = await rerender(lease, page.publishedVersion, page.publishedDocKey, badge, deps);
  } finally {
    if (!released) await releasePublishLease(lease);
  }
}

/**
 * Renders a kept document copy again for the page's current address and badge, unless the live
 * copy already is that. Answers whether the lease was released (by recording).
 */
async function rerender(
  lease: PublishLease,
  version: number,
  docKey: string,
  badge: boolean,
  deps: PublishDeps,
): Promise<boolean> {
  const page = lease.page;
  const target = await liveTarget(page, deps.origin);
  const fingerprint = publishFingerprint(version, page.name, target, badge);
  if (page.publishedVersion === version && fingerprint === page.publishedFingerprint) return false;
  const object = await deps.documents.get(docKey);
  if (!object) throw new Error(`Page ${page.id}: the kept document copy ${docKey} is missing`);
  await goLive(
    lease,
    { doc: parseDocument(object.body), version, target, fingerprint, badge, docKey, ownsCopy: false },
    deps,
  );
  return true;
}

/** What bringing a page in line with its member's plan did. */
export type Alignment = 'kept' | 'suspended' | 'restored' | 'rerendered';

/**
 * Brings one page in line with the member's plan at `nowMs` (a lapse, a renewal; functions/plans):
 * a live page the plan no longer covers goes offline with its version and document copy kept
 * (suspended); a suspended page the plan covers again goes back online as it was; a live page
 * whose badge changed is rendered again. The plan is read under the page's publish lease, so a
 * publish or another alignment of the page in progress is waited for and the last one to run
 * decides by the latest plan. Repeating it changes nothing.
 */
export async function alignLiveCopy(
  userId: string,
  pageId: string,
  nowMs: number,
  deps: PublishDeps,
): Promise<Alignment> {
  const result = await waitForPublishLease(userId, pageId, deps.now, 15_000);
  if (!result.ok && result.reason === 'missing') return 'kept';
  const lease = leaseOrFail(result);
  let released = false;
  try {
    const page = lease.page;
    const live = page.publishedVersion > 0 && page.publishedDocKey !== '';
    const docKey = live ? page.publishedDocKey : page.suspendedDocKey;
    if (!docKey) return 'kept';
    const object = await deps.documents.get(docKey);
    if (!object) throw new Error(`Page ${page.id}: the kept document copy ${docKey} is missing`);
    const { refusal, plan } = await goLiveRefusal(userId, page, parseDocument(object.body), nowMs);
    const badge = !plan.removeBranding;
    if (refusal && live) {
      await removeLiveObjects(page, deps.site);
      const suspended = { ...OFFLINE, suspendedVersion: page.publishedVersion, suspendedDocKey: docKey };
      if (!(await recordPublishedState(lease, suspended, { sameMetadata: false })))
        throw new AppError('PageChangedElsewhere');
      released = true;
      return 'suspended';
    }
    if (refusal) return 'kept';
    const version = live ? page.publishedVersion : page.suspendedVersion;
    released = await rerender(lease, version, docKey, badge, deps);
    return !released ? 'kept' : live ? 'rerendered' : 'restored';
  } finally {
    if (!released) await releasePublishLease(lease);
  }
}
