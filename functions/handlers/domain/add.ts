import { randomUUID } from 'node:crypto';
import { domainAdd } from '#core/contracts/endpoints/domain.ts';
import { format } from '#core/i18n/lang.ts';
import { createDomain, type StoredDomain } from '#functions/data/domains-repo.ts';
import { NAME_MESSAGES, normaliseDomainName } from '#functions/domains/names.ts';
import { AppError, ERRORS } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { acceptCertificate } from './certificate-input.ts';
import { domainItem, fieldFailure } from './present.ts';

const ADDED = {
  en: 'Domain added: now create its CNAME record',
  'zh-cn': '域名已添加：请添加 CNAME 解析记录',
};

/**
 * POST /client/domain/add: a new domain of the caller. The name is normalised (punycode,
 * lower-case) and must be free on the whole platform; HTTPS needs a certificate that passes every
 * check, and its key is stored sealed. Answers the domain as listed (no key material).
 */
export const domainAddHandler = defineHandler(domainAdd, {
  async run({ body, ctx }) {
    const { member } = requireCaller(ctx);
    const checked = normaliseDomainName(body.name);
    if (!checked.ok) throw fieldFailure(ctx, 'name', NAME_MESSAGES[checked.problem]);
    const secured =
      body.type === 'https'
        ? await acceptCertificate(ctx, {
            certificate: body.certificate,
            privateKey: body.private_key,
            name: checked.name,
          })
        : { cert: null, sealedKey: '' };
    const domain: StoredDomain = {
      id: randomUUID(),
      userId: member.id,
      name: checked.name,
      displayName: checked.displayName,
      region: body.region,
      type: body.type,
      verified: false,
      verifiedAt: 0,
      lastCheckAt: 0,
      lastCheckResult: '',
      ...secured,
      createdAt: ctx.nowMs,
      updatedAt: ctx.nowMs,
      version: 1,
    };
    if (!(await createDomain(domain))) {
      const values = { name: checked.displayName };
      const text = format(ERRORS.DomainTaken.text[ctx.lang], values);
      throw new AppError('DomainTaken', { values, data: { errors: { name: text } } });
    }
    return { data: domainItem(domain), msg: ADDED };
  },
});
