import { domainIdBodySchema } from '#core/contracts/domain.ts';
import { deleteDomain } from '#functions/data/domains-repo.ts';
import { listPages } from '#functions/data/pages-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { ownDomain } from './present.ts';

const DELETED = { en: 'Domain deleted', 'zh-cn': '域名已删除' };

/**
 * POST /client/domain/del: deletes one of the caller's domains and frees its name for anyone.
 * A domain that pages still use is refused (their routes are claimed on it): the member moves
 * those pages to another domain or deletes them first, so no page is left pointing nowhere.
 */
export const domainDeleteHandler = defineHandler({
  body: domainIdBodySchema,
  async run({ body, ctx }) {
    const { member } = requireCaller(ctx);
    const domain = await ownDomain(member.id, body.id);
    const users = (await listPages(member.id)).filter((page) => page.domainId === domain.id);
    if (users.length > 0) throw new AppError('DomainInUse', { values: { count: users.length } });
    if (!(await deleteDomain(domain))) throw new AppError('DomainNotFound');
    return { data: { id: domain.id }, msg: DELETED };
  },
});
