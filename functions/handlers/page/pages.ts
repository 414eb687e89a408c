import type * as z from 'zod';
import { pageAdd, pageDel, pageDetail, pageIndex } from '#core/contracts/endpoints/page.ts';
import type { PageRow, pageEditBodySchema } from '#core/contracts/page.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { deleteConversionItems } from '#functions/data/conversions-cleanup-repo.ts';
import {
  createPage,
  getPage,
  getPageDocument,
  getPublishedDocument,
  listPages,
  PageVersionConflictError,
  type StoredPage,
  updatePage,
} from '#functions/data/pages-repo.ts';
import {
  addedBeyondPlan,
  checkAdd,
  checkDomainUse,
  lockedEntitlements,
} from '#functions/plans/entitlements.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, type RequestContext, requireCaller } from '#functions/platform/handler.ts';
import { tokenSigningSecret } from '#functions/platform/secrets.ts';
import { deletePageAndLiveCopy } from '#functions/publish/offline.ts';
import { getMemberDomain, memberDomains, type PageDomain } from './domains.ts';
import { matchesQuery, pageRow } from './rows.ts';

const ADDED = { en: 'Page added', 'zh-cn': '页面已添加' };
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The page id a named add creates: 10 base62 characters of an HMAC of the member and the add's
 * name under the platform's signing secret, so nobody can aim an add at an id of their choosing.
 */
async function pageIdOfRequest(userId: string, requestId: string): Promise<string> {
  const { createHmac } = process.getBuiltinModule('node:crypto');
  const digest = createHmac('sha256', await tokenSigningSecret())
    .update(`page-add\n${userId}\n${requestId}`)
    .digest();
  return Array.from(digest.subarray(0, 10), (byte) => BASE62[byte % 62]).join('');
}
const SAVED = { en: 'Page saved', 'zh-cn': '页面已保存' };
const DELETED = { en: 'Page deleted', 'zh-cn': '页面已删除' };

const offlineDeps = () => ({
  site: s3BlobStore(env().SITE_BUCKET),
  documents: s3BlobStore(env().UPLOADS_BUCKET),
  now: () => Date.now(),
});

/** The caller's page; PageNotFound when missing or another member's (both read the same). */
async function ownPage(ctx: RequestContext, id: string): Promise<StoredPage> {
  const page = await getPage(requireCaller(ctx).member.id, id);
  if (!page) throw new AppError('PageNotFound');
  return page;
}

/** The caller's domain by id; PageDomainInvalid when it is not theirs. */
async function ownDomain(ctx: RequestContext, domainId: string): Promise<PageDomain> {
  const domain = await getMemberDomain(requireCaller(ctx).member.id, domainId);
  if (!domain) throw new AppError('PageDomainInvalid');
  return domain;
}

async function rowOf(ctx: RequestContext, page: StoredPage): Promise<PageRow> {
  const domains = new Map<string, PageDomain>();
  if (page.domainId) {
    const domain = await getMemberDomain(requireCaller(ctx).member.id, page.domainId);
    if (domain) domains.set(domain.id, domain);
  }
  return pageRow(page, domains);
}

/** GET /client/page/index: the caller's pages, most recently edited first, searched, filtered and paged. */
export const pageIndexHandler = defineHandler(pageIndex, {
  async run({ query, ctx }) {
    const userId = requireCaller(ctx).member.id;
    const [pages, domains] = await Promise.all([listPages(userId), memberDomains(userId)]);
    const matching = pages.filter((page) => matchesQuery(page, query));
    const start = (query.page - 1) * query.limit;
    return {
      data: {
        list: matching.slice(start, start + query.limit).map((page) => pageRow(page, domains)),
        total: matching.length,
        page: query.page,
        limit: query.limit,
      },
    };
  },
});

/**
 * GET /client/page/detail: one of the caller's pages with its current document (or, with
 * `source=published`, the live one), the current document's version, and what the plan lacks.
 */
export const pageDetailHandler = defineHandler(pageDetail, {
  async run({ query, ctx }) {
    const page = await ownPage(ctx, query.id);
    const [row, doc] = await Promise.all([
      rowOf(ctx, page),
      query.source === 'published' ? getPublishedDocument(page) : getPageDocument(page),
    ]);
    // The page is the caller's (ownPage): its plan is the caller's, as the authentication read it.
    const locked = lockedEntitlements(requireCaller(ctx).member, ctx.nowMs, ctx.lang);
    return { data: { page: row, doc, version: page.docVersion, locked } };
  },
});

/**
 * POST /client/page/add: a new draft page with the empty document (version 1), within the plan's
 * page count and on a domain the plan covers (PlanRequired otherwise). Concurrent adds that
 * together went past the count: the newest is deleted again and refused.
 */
export const pageAddHandler = defineHandler(pageAdd, {
  async run({ body, ctx }) {
    const userId = requireCaller(ctx).member.id;
    // A named add gets its page id from its name: sent again after its answer was lost, it finds
    // the page it made and answers it as the first time, before any limit counts that page.
    const id = body.request_id ? await pageIdOfRequest(userId, body.request_id) : undefined;
    const made = id ? await getPage(userId, id) : null;
    if (made) {
      const madeDomain = made.domainId ? await getMemberDomain(userId, made.domainId) : null;
      const known = new Map(madeDomain ? [[madeDomain.id, madeDomain]] : []);
      return { data: { page: pageRow(made, known) }, msg: ADDED };
    }
    const domain = body.domain_id ? await ownDomain(ctx, body.domain_id) : null;
    await checkAdd(userId, 'pages', ctx.nowMs, ctx.lang);
    if (domain) await checkDomainUse(userId, domain.id, ctx.nowMs, ctx.lang);
    const result = await createPage({
      userId,
      name: body.name,
      route: body.route,
      domainId: domain?.id ?? '',
      domainName: domain?.name ?? '',
      nowMs: ctx.nowMs,
      ...(id ? { id } : {}),
    });
    if (!result.ok) throw new AppError('PageRouteTaken');
    const beyond = await addedBeyondPlan(userId, 'pages', result.page, ctx.nowMs, ctx.lang);
    if (beyond) {
      await deletePageAndLiveCopy(userId, result.page.id, offlineDeps());
      throw beyond;
    }
    const domains = new Map(domain ? [[domain.id, domain]] : []);
    return { data: { page: pageRow(result.page, domains) }, msg: ADDED };
  },
});

/**
 * Edits name, route, domain (those sent). Moving the route or domain claims the new pair before
 * the page changes and releases the old one after. Answers the updated page and its row; the
 * publish group's POST /client/page/edit then moves a live copy (functions/handlers/publish/edit.ts).
 */
export async function editPage(
  ctx: RequestContext,
  body: z.output<typeof pageEditBodySchema>,
): Promise<{ page: StoredPage; row: PageRow; moved: boolean }> {
  const page = await ownPage(ctx, body.id);
  const domain =
    body.domain_id === undefined
      ? undefined
      : body.domain_id === ''
        ? null
        : await ownDomain(ctx, body.domain_id);
  if (domain && domain.id !== page.domainId)
    await checkDomainUse(page.userId, domain.id, ctx.nowMs, ctx.lang);
  try {
    const result = await updatePage(
      page,
      page.version,
      {
        name: body.name,
        route: body.route,
        ...(domain === undefined ? {} : { domainId: domain?.id ?? '', domainName: domain?.name ?? '' }),
      },
      ctx.nowMs,
    );
    if (!result.ok) throw new AppError('PageRouteTaken');
    const moved =
      result.page.route !== page.route ||
      result.page.domainId !== page.domainId ||
      result.page.name !== page.name;
    return { page: result.page, row: await rowOf(ctx, result.page), moved };
  } catch (error) {
    if (error instanceof PageVersionConflictError) throw new AppError('PageChangedElsewhere');
    throw error;
  }
}

export const PAGE_SAVED = SAVED;

/**
 * POST /client/page/del: takes the page offline (its published objects) and deletes it, its route
 * claim and its stored documents.
 */
export const pageDelHandler = defineHandler(pageDel, {
  async run({ body, ctx }) {
    const userId = requireCaller(ctx).member.id;
    if (!(await deletePageAndLiveCopy(userId, body.id, offlineDeps()))) throw new AppError('PageNotFound');
    // Its pixels' Conversions API tokens (sealed) and delivery histories go with it.
    await deleteConversionItems(userId, body.id);
    return { data: { id: body.id }, msg: DELETED };
  },
});
