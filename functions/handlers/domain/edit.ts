import { DOMAIN_MESSAGES } from '#core/contracts/domain-values.ts';
import { domainEdit } from '#core/contracts/endpoints/domain.ts';
import { DomainVersionConflictError, type StoredDomain, saveDomain } from '#functions/data/domains-repo.ts';
import { attachDomainToCdn } from '#functions/domains/cdn-attach.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { acceptCertificate } from './certificate-input.ts';
import { domainItem, fieldFailure, ownDomain } from './present.ts';

const SAVED = { en: 'Domain saved', 'zh-cn': '域名已保存' };

/**
 * POST /client/domain/edit: region, type and certificate of one of the caller's domains (the
 * name is fixed: delete and add to change it). HTTPS with no certificate pasted keeps the stored
 * pair (an HTTP domain has none: then one is required); HTTP drops certificate and key.
 */
export const domainEditHandler = defineHandler(domainEdit, {
  async run({ body, ctx }) {
    const { member } = requireCaller(ctx);
    const domain = await ownDomain(member.id, body.id);
    let secured: Pick<StoredDomain, 'cert' | 'sealedKey'> = { cert: null, sealedKey: '' };
    if (body.type === 'https') {
      if (body.certificate) {
        secured = await acceptCertificate(ctx, {
          certificate: body.certificate,
          privateKey: body.private_key,
          name: domain.name,
        });
      } else if (domain.cert && domain.sealedKey) {
        secured = { cert: domain.cert, sealedKey: domain.sealedKey };
      } else {
        throw fieldFailure(ctx, 'certificate', DOMAIN_MESSAGES.certificateRequired);
      }
    }
    // A verified domain is live: the CDN takes the new type and certificate before they are recorded.
    if (domain.verified) await attachDomainToCdn({ name: domain.name, type: body.type, ...secured }, ctx.log);
    try {
      const saved = await saveDomain(
        { ...domain, region: body.region, type: body.type, ...secured, updatedAt: ctx.nowMs },
        domain.version,
      );
      return { data: await domainItem(saved), msg: SAVED };
    } catch (error) {
      if (error instanceof DomainVersionConflictError) throw new AppError('DomainChangedElsewhere');
      throw error;
    }
  },
});
