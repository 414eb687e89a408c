import { domainDel } from '#core/contracts/endpoints/domain.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { deleteDomain } from '#functions/data/domains-repo.ts';
import { getPage, listPages, PageVersionConflictError, updatePage } from '#functions/data/pages-repo.ts';
import { detachDomainFromCdn } from '#functions/domains/cdn-attach.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { takePageOffline } from '#functions/publish/offline.ts';
import { ownDomain } from './present.ts';

const DELETED = { en: 'Domain deleted', 'zh-cn': '域名已删除' };

/**
 * POST /client/domain/del: deletes one of the caller's domains and frees its name for anyone.
 * Pages on the domain become unpublished and stay, on the platform host only: each page first
 * leaves the domain (its route claim is released; a publish in progress for the old address is
 * refused and undone), then its live objects are removed. Every step can be repeated, so a failure
 * part-way is finished by deleting again.
 */
export const domainDeleteHandler = defineHandler(domainDel, {
  async run({ body, ctx }) {
    const { member } = requireCaller(ctx);
    const domain = await ownDomain(member.id, body.id);
    const deps = {
      site: s3BlobStore(env().SITE_BUCKET),
      documents: s3BlobStore(env().UPLOADS_BUCKET),
      now: () => Date.now(),
    };
    const onDomain = (await listPages(member.id)).filter((page) => page.domainId === domain.id);
    for (const listed of onDomain) {
      for (let attempt = 0; ; attempt++) {
        const page = await getPage(member.id, listed.id);
        if (!page || page.domainId !== domain.id) break;
        try {
          await updatePage(page, page.version, { domainId: '', domainName: '' }, ctx.nowMs);
          break;
        } catch (error) {
          if (!(error instanceof PageVersionConflictError) || attempt >= 2) throw error;
        }
      }
      await takePageOffline(member.id, listed.id, deps);
    }
    // The CDN stops answering for the name before the name is freed (idempotent, so a retry finishes).
    await detachDomainFromCdn(domain.name, ctx.log);
    if (!(await deleteDomain(domain))) throw new AppError('DomainNotFound');
    return { data: { id: domain.id, unpublished: onDomain.length }, msg: DELETED };
  },
});
