import { randomInt, randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import type { PageDocument } from '#core/page/document.ts';
import { onFirstUse } from '#core/validation/on-first-use.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { claim, readClaim, releaseClaim, type StoredClaim } from '#functions/data/claims-repo.ts';
import { keys, memberPartition, routeClaimPk, SK_PREFIX } from '#functions/data/keys.ts';
import { s3Client } from '#functions/data/s3-client.ts';
import {
  ConditionalCheckFailedException,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  tableClient,
  UpdateCommand,
} from '#functions/data/table-client.ts';
import { env } from '#functions/platform/env.ts';

/**
 * Pages (pk USER#{uid}, sk PAGE#{id}; gsi1 PAGE#{id} / PAGE for look-ups by id) and their
 * documents, stored in the uploads bucket under `documents/{pageId}/` (never served: the local
 * server and CloudFront serve only `uploads/`). A route on a domain is unique across the platform
 * through a claim item (pk UNIQUE#ROUTE#{domain}#{route}). No transactions: conditional
 * single-item writes in an order where a failed step leaves the old state current. The item schema
 * is written with `zod/mini` (a read of a page on a cold start does not load zod's classic API).
 */
export const storedPageSchema = onFirstUse(() =>
  z.object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    /** '/' or '/path…'. */
    route: z.string(),
    /** The member's domain id; '' = the platform host only. */
    domainId: z._default(z.string(), ''),
    /** The route claim's pk this page holds ('' when it has no domain), so release is exact. */
    routeClaim: z._default(z.string(), ''),
    /** Version of the current document; 1 is the empty document of a new page. */
    docVersion: z.number().check(z.int(), z.minimum(1)),
    /** S3 key (uploads bucket) of the current document; '' = the empty document. */
    docKey: z._default(z.string(), ''),
    /** The docVersion that is live; 0 = not published (draft). functions/data/published-repo.ts sets it. */
    publishedVersion: z._default(z.number().check(z.int()), 0),
    /** Site-bucket keys holding the live HTML (functions/publish/keys.ts); [] when offline. */
    publishedKeys: z._default(z.array(z.string()), []),
    /** Uploads-bucket key of the published document's own copy (re-rendered when the page moves). */
    publishedDocKey: z._default(z.string(), ''),
    /** What the live HTML was rendered from (version, name, address, keys): equal means nothing to write. */
    publishedFingerprint: z._default(z.string(), ''),
    /** The live address the HTML was rendered for. */
    publishedUrl: z._default(z.string(), ''),
    /**
     * Taken offline by a plan's lapse (functions/plans): the version that was live and its document
     * copy (kept), put back online when the plan covers the page again; 0 and '' otherwise.
     */
    suspendedVersion: z._default(z.number().check(z.int()), 0),
    suspendedDocKey: z._default(z.string(), ''),
    /**
     * The named save that made the current document, "{save_id}@{docVersion}" ('' when the last
     * save had no name): a save sent again after its answer was lost is recognised by it.
     */
    lastSave: z._default(z.string(), ''),
    /** Metadata version (name/route/domain edits), +1 on each such edit. Saves do not touch it. */
    version: z._default(z.number().check(z.int()), 1),
    createdAt: z.number().check(z.int()),
    updatedAt: z.number().check(z.int()),
  }),
);
export type StoredPage = z.infer<ReturnType<typeof storedPageSchema>>;

export type PageState = 'draft' | 'published' | 'changed';

/** draft: never published; published: the live copy is the current document; changed: edited since. */
export function pageState(page: Pick<StoredPage, 'docVersion' | 'publishedVersion'>): PageState {
  if (page.publishedVersion <= 0) return 'draft';
  return page.publishedVersion === page.docVersion ? 'published' : 'changed';
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export const PAGE_ID_PATTERN = /^[0-9A-Za-z]{10}$/;

/** 10 random base62 characters (the public URL /{id}). */
export function newPageId(): string {
  let id = '';
  for (let i = 0; i < 10; i++) id += BASE62[randomInt(62)];
  return id;
}

export const pageKey = keys.page;
const pageIndexKey = keys.pageById;

export { routeClaimPk };

/** Prefix of every stored document of a page in the uploads bucket. */
export const documentPrefix = (pageId: string) => `documents/${pageId}/`;

const table = () => env().TABLE_NAME;
const documents = () => s3BlobStore(env().UPLOADS_BUCKET);

/** Raised when an update lost the race with a newer one, or the page is gone. */
export class PageVersionConflictError extends Error {
  constructor() {
    super('The page was changed by another request');
    this.name = 'PageVersionConflictError';
  }
}

function parsePage(item: Record<string, unknown> | undefined): StoredPage | null {
  return item ? storedPageSchema().parse(item) : null;
}

/** A member's page; null when missing or another member's. */
export async function getPage(userId: string, pageId: string): Promise<StoredPage | null> {
  if (!PAGE_ID_PATTERN.test(pageId)) return null;
  const answer = await tableClient().send(
    new GetCommand({ TableName: table(), Key: pageKey(userId, pageId), ConsistentRead: true }),
  );
  return parsePage(answer.Item);
}

/** Any member's page by id (serving /{id}); the index is eventually consistent. */
export async function getPageById(pageId: string): Promise<StoredPage | null> {
  if (!PAGE_ID_PATTERN.test(pageId)) return null;
  const answer = await tableClient().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': pageIndexKey(pageId).gsi1pk, ':sk': pageIndexKey(pageId).gsi1sk },
    }),
  );
  return parsePage(answer.Items?.[0]);
}

/** Every page of a member, most recently edited first. */
export async function listPages(userId: string): Promise<StoredPage[]> {
  const pages: StoredPage[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const answer = await tableClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': memberPartition(userId), ':prefix': SK_PREFIX.page },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of answer.Items ?? []) pages.push(storedPageSchema().parse(item));
    start = answer.LastEvaluatedKey;
  } while (start);
  return pages.sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id));
}

type RouteOwner = { userId: string; pageId: string };

/** Who holds a route claim: the member and page, or null. */
export function lookupRouteClaim(claimPk: string): Promise<StoredClaim<RouteOwner> | null> {
  return readClaim<RouteOwner>(keys.routeClaim(claimPk));
}

/** A route claim is live while its page exists and still holds it. */
const pageHoldsClaim =
  (claimPk: string) =>
  async (holder: RouteOwner): Promise<boolean> =>
    (await getPage(holder.userId, holder.pageId))?.routeClaim === claimPk;

/**
 * Claims a route on a domain for a page. Answers false when another page holds it. Claiming again
 * for the same page succeeds (retries are safe). A claim whose page never got written (a crash
 * between the steps) or is gone is taken over after the grace period (functions/data/claims-repo.ts).
 */
export function claimRoute(claimPk: string, userId: string, pageId: string, nowMs: number): Promise<boolean> {
  return claim(keys.routeClaim(claimPk), { userId, pageId }, nowMs, pageHoldsClaim(claimPk));
}

/** Releases a route claim, only if this page holds it. */
export async function releaseRoute(claimPk: string, pageId: string): Promise<void> {
  if (!claimPk) return;
  await releaseClaim(keys.routeClaim(claimPk), { pageId });
}

export type NewPage = {
  userId: string;
  name: string;
  route: string;
  domainId: string;
  /** The domain's ascii name when domainId is set (the claim is on the name). */
  domainName: string;
  nowMs: number;
  /**
   * A fixed id (an add named by the member's form, functions/handlers/page/pages.ts, or a test).
   * When a page of this member already has it, that page is answered: the same add ran before.
   */
  id?: string;
};

/**
 * Creates a page with docVersion 1 and the empty document (no object until the first save).
 * With a domain, claims route + domain first; a refusal answers `route_taken`, a failure
 * releases the claim.
 */
export async function createPage(
  input: NewPage,
): Promise<{ ok: true; page: StoredPage } | { ok: false; reason: 'route_taken' }> {
  const id = input.id ?? newPageId();
  const claimPk = input.domainId ? routeClaimPk(input.domainName, input.route) : '';
  if (claimPk && !(await claimRoute(claimPk, input.userId, id, input.nowMs))) {
    return { ok: false, reason: 'route_taken' };
  }
  const page = storedPageSchema().parse({
    id,
    userId: input.userId,
    name: input.name,
    route: input.route,
    domainId: input.domainId,
    routeClaim: claimPk,
    docVersion: 1,
    docKey: '',
    publishedVersion: 0,
    version: 1,
    createdAt: input.nowMs,
    updatedAt: input.nowMs,
  });
  try {
    await tableClient().send(
      new PutCommand({
        TableName: table(),
        Item: { ...pageKey(input.userId, id), ...pageIndexKey(id), ...page },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (input.id && error instanceof ConditionalCheckFailedException) {
      // The same add, sent twice at once: the other one created the page (and holds the claim).
      const existing = await getPage(input.userId, id);
      if (existing) return { ok: true, page: existing };
    }
    await releaseRoute(claimPk, id);
    throw error;
  }
  return { ok: true, page };
}

export type PageChanges = {
  name?: string | undefined;
  route?: string | undefined;
  /** '' removes the domain. */
  domainId?: string | undefined;
  /** Required with domainId (the ascii name of the new domain; '' without a domain). */
  domainName?: string | undefined;
};

/**
 * Updates name/route/domain if the page is still at metadata `expectedVersion`. Moving the route or
 * domain claims the new pair first, updates the page, then releases the old claim; any refusal or
 * failure before the update releases the new claim and leaves the old one.
 * Throws PageVersionConflictError when a newer edit came first or the page is gone.
 */
export async function updatePage(
  page: StoredPage,
  expectedVersion: number,
  changes: PageChanges,
  nowMs: number,
): Promise<{ ok: true; page: StoredPage } | { ok: false; reason: 'route_taken' }> {
  const route = changes.route ?? page.route;
  const domainId = changes.domainId ?? page.domainId;
  let claimPk = page.routeClaim;
  if (changes.route !== undefined || changes.domainId !== undefined) {
    if (domainId && changes.domainId !== undefined && changes.domainName === undefined)
      throw new Error('updatePage: domainName is required with domainId');
    if (!domainId) claimPk = '';
    else if (changes.domainName !== undefined) claimPk = routeClaimPk(changes.domainName, route);
    else
      claimPk = page.routeClaim
        ? `${page.routeClaim.slice(0, page.routeClaim.lastIndexOf('#'))}#${route}`
        : '';
  }
  const newClaim = claimPk && claimPk !== page.routeClaim ? claimPk : '';
  if (newClaim && !(await claimRoute(newClaim, page.userId, page.id, nowMs))) {
    return { ok: false, reason: 'route_taken' };
  }
  let updated: StoredPage;
  try {
    const answer = await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: pageKey(page.userId, page.id),
        UpdateExpression:
          'SET #name = :name, #route = :route, domainId = :domainId, routeClaim = :claim, updatedAt = :now, #version = :next',
        ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: { '#name': 'name', '#route': 'route', '#version': 'version' },
        ExpressionAttributeValues: {
          ':name': changes.name ?? page.name,
          ':route': route,
          ':domainId': domainId,
          ':claim': claimPk,
          ':now': nowMs,
          ':expected': expectedVersion,
          ':next': expectedVersion + 1,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    updated = storedPageSchema().parse(answer.Attributes);
  } catch (error) {
    if (newClaim) await releaseRoute(newClaim, page.id);
    if (error instanceof ConditionalCheckFailedException) throw new PageVersionConflictError();
    throw error;
  }
  if (page.routeClaim && page.routeClaim !== claimPk) await releaseRoute(page.routeClaim, page.id);
  return { ok: true, page: updated };
}

/** Keys of every stored document object of a page. */
export async function listDocumentKeys(pageId: string): Promise<string[]> {
  // Off the hot path (deleting a page): the SDK's S3 client is loaded here only.
  const [{ ListObjectsV2Command }, s3] = await Promise.all([import('@aws-sdk/client-s3'), s3Client()]);
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const answer = await s3.send(
      new ListObjectsV2Command({
        Bucket: env().UPLOADS_BUCKET,
        Prefix: documentPrefix(pageId),
        ContinuationToken: token,
      }),
    );
    for (const object of answer.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/**
 * Deletes a member's page: the item first (conditional on it being there), then its route claim
 * and its document objects (best effort: the page is gone either way). Answers false when missing.
 */
export async function deletePage(userId: string, pageId: string): Promise<boolean> {
  if (!PAGE_ID_PATTERN.test(pageId)) return false;
  let old: StoredPage | null;
  try {
    const answer = await tableClient().send(
      new DeleteCommand({
        TableName: table(),
        Key: pageKey(userId, pageId),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    old = parsePage(answer.Attributes);
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
  try {
    if (old?.routeClaim) await releaseRoute(old.routeClaim, pageId);
    const store = documents();
    // The current document first (known without listing), then anything else under the prefix.
    if (old?.docKey) await store.delete(old.docKey);
    for (const key of await listDocumentKeys(pageId)) await store.delete(key);
  } catch {
    // Best effort: an orphan claim is taken over after the grace period; orphan objects are
    // unreachable (never served) and cost only storage.
  }
  return true;
}

/**
 * The page document's schema and migrations (with every module's schema), loaded with the first
 * document read: a cold start whose first request reads no document builds none of them.
 */
const documentModel = () => import('#core/page/document.ts');

/** The document of a page: the empty document before the first save. */
export async function getPageDocument(
  page: Pick<StoredPage, 'id' | 'userId' | 'docKey'>,
): Promise<PageDocument> {
  const { emptyDocument, migrateDocument } = await documentModel();
  if (!page.docKey) return emptyDocument();
  const object = await documents().get(page.docKey);
  if (!object) {
    // A save replaced the document between reading the page and reading its object: follow it.
    const current = await getPage(page.userId, page.id);
    if (current && current.docKey !== page.docKey) return getPageDocument(current);
    throw new Error(`Page ${page.id}: document ${page.docKey} is missing`);
  }
  return migrateDocument(JSON.parse(new TextDecoder().decode(object.body)));
}

/**
 * The document that is live: publishing's own copy of it; the empty document (what a page starts
 * with) when the page is not published.
 */
export async function getPublishedDocument(
  page: Pick<StoredPage, 'id' | 'userId' | 'publishedVersion' | 'publishedDocKey'>,
): Promise<PageDocument> {
  const { emptyDocument, migrateDocument } = await documentModel();
  if (page.publishedVersion <= 0 || !page.publishedDocKey) return emptyDocument();
  const object = await documents().get(page.publishedDocKey);
  if (!object) {
    // A publish replaced the copy between reading the page and reading its object: follow it.
    const current = await getPage(page.userId, page.id);
    if (current && current.publishedDocKey !== page.publishedDocKey) return getPublishedDocument(current);
    if (current && current.publishedVersion <= 0) return emptyDocument();
    throw new Error(`Page ${page.id}: published document ${page.publishedDocKey} is missing`);
  }
  return migrateDocument(JSON.parse(new TextDecoder().decode(object.body)));
}

export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; reason: 'missing' }
  /** `version` the page is at; `savedBy` the named save that made it ('' if none). */
  | { ok: false; reason: 'conflict'; version: number; savedBy: string };

/** A named save that already made the page's current document, answered as it was the first time. */
function repeatedSave(page: StoredPage, saveId: string): SaveResult | null {
  return saveId !== '' && page.lastSave === `${saveId}@${page.docVersion}`
    ? { ok: true, version: page.docVersion }
    : null;
}

function conflictWith(page: StoredPage): SaveResult {
  const at = page.lastSave.lastIndexOf('@');
  const madeCurrent = at > 0 && page.lastSave.slice(at + 1) === String(page.docVersion);
  return {
    ok: false,
    reason: 'conflict',
    version: page.docVersion,
    savedBy: madeCurrent ? page.lastSave.slice(0, at) : '',
  };
}

/**
 * Saves a new document version if the page is still at `expectedVersion`: writes the document
 * under a new key (never overwriting), then moves the page to it with a conditional update. When
 * the condition fails the save is stale: the new object is deleted and a conflict answered, so a
 * stale tab never overwrites newer work and a failed step leaves the old document current.
 * The document should already be validated (src/modules/validate.ts) by the caller. `current` is
 * this page's read (`getPage(userId, pageId)`) if the caller began it already (the save handler
 * reads it while the document is checked); else it is read here.
 */
export async function savePageDocument(
  userId: string,
  pageId: string,
  expectedVersion: number,
  doc: PageDocument,
  nowMs: number,
  current: Promise<StoredPage | null> = getPage(userId, pageId),
  saveId = '',
): Promise<SaveResult> {
  const page = await current;
  if (!page) return { ok: false, reason: 'missing' };
  const repeated = repeatedSave(page, saveId);
  if (repeated) return repeated;
  if (page.docVersion !== expectedVersion) return conflictWith(page);
  const next = expectedVersion + 1;
  // A unique key per attempt: two racing saves of the same version must not share an object.
  const key = `${documentPrefix(pageId)}${next}-${randomUUID()}.json`;
  const store = documents();
  await store.put(key, JSON.stringify(doc), { contentType: 'application/json' });
  try {
    await tableClient().send(
      new UpdateCommand({
        TableName: table(),
        Key: pageKey(userId, pageId),
        UpdateExpression: 'SET docVersion = :next, docKey = :key, updatedAt = :now, lastSave = :save',
        ConditionExpression: 'attribute_exists(pk) AND docVersion = :expected',
        ExpressionAttributeValues: {
          ':next': next,
          ':key': key,
          ':now': nowMs,
          ':expected': expectedVersion,
          ':save': saveId === '' ? '' : `${saveId}@${next}`,
        },
      }),
    );
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    // Another save came first: the same one sent twice at once, or a newer one.
    const now = await getPage(userId, pageId);
    if (!now) return { ok: false, reason: 'missing' };
    return repeatedSave(now, saveId) ?? conflictWith(now);
  }
  // The replaced document is no longer reachable: publishing keeps its own copy (publishedDocKey).
  if (page.docKey) await store.delete(page.docKey).catch(() => undefined);
  return { ok: true, version: next };
}
