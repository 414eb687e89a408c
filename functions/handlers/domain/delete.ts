import { domainDel } from '#core/contracts/endpoints/domain.ts';
import { deleteDomain } from '#functions/data/domains-repo.ts';
import { detachDomainFromCdn } from '#functions/domains/cdn-attach.ts';
import { pagesLeaveDomain } from '#functions/domains/recheck.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
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
    const unpublished = await pagesLeaveDomain(member.id, domain.id, ctx.nowMs);
    // The CDN stops answering for the name before the name is freed (idempotent, so a retry finishes).
    await detachDomainFromCdn(domain.name, ctx.log);
    if (!(await deleteDomain(domain))) throw new AppError('DomainNotFound');
    return { data: { id: domain.id, unpublished }, msg: DELETED };
  },
});
