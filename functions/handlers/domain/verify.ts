import type { DomainVerifyData } from '#core/contracts/domain.ts';
import { domainVerify } from '#core/contracts/endpoints/domain.ts';
import { format, type Localized } from '#core/i18n/lang.ts';
import { DomainVersionConflictError, saveDomain } from '#functions/data/domains-repo.ts';
import { attachDomainToCdn, detachDomainFromCdn } from '#functions/domains/cdn-attach.ts';
import { type CnameCheck, checkCname, cnameResolver } from '#functions/domains/cname-check.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { domainItem, ownDomain } from './present.ts';

const RESULT_MESSAGES: Record<CnameCheck['result'], Localized> = {
  verified: {
    en: 'Domain verified: the CNAME points at {target}',
    'zh-cn': '域名验证成功：CNAME 已指向 {target}',
  },
  wrong_target: {
    en: 'Not verified yet: the CNAME points at {found}, not at {target}',
    'zh-cn': '尚未验证：CNAME 指向 {found}，而不是 {target}',
  },
  not_found: {
    en: 'Not verified yet: no CNAME record found. Create a CNAME record pointing at {target}; DNS changes can take a while',
    'zh-cn': '尚未验证：未找到 CNAME 记录。请添加指向 {target} 的 CNAME 记录；解析生效可能需要一些时间',
  },
  lookup_failed: {
    en: 'Not verified yet: the DNS could not be looked up right now, please try again later',
    'zh-cn': '尚未验证：暂时无法查询 DNS，请稍后重试',
  },
};

/**
 * POST /client/domain/verify: looks up the CNAME of one of the caller's domains now and records
 * the outcome (verified or not, the time of this check). A domain whose record moved away becomes
 * unverified again. The check itself succeeding or not is data, not a failed call. A verified domain
 * is attached to the CDN (one that moved away is detached) before the outcome is recorded.
 */
export const domainVerifyHandler = defineHandler(domainVerify, {
  async run({ body, ctx }) {
    const { member } = requireCaller(ctx);
    const domain = await ownDomain(member.id, body.id);
    const target = env().PLATFORM_CNAME_TARGET;
    const check = await checkCname(domain.name, target, cnameResolver());
    const verified = check.result === 'verified';
    // The CDN first (functions/domains/cdn-domains.ts): a domain is recorded verified only once it serves.
    if (verified) await attachDomainToCdn(domain, ctx.log);
    else if (domain.verified && check.result !== 'lookup_failed')
      await detachDomainFromCdn(domain.name, ctx.log);
    try {
      const saved = await saveDomain(
        {
          ...domain,
          verified,
          verifiedAt: verified ? ctx.nowMs : 0,
          lastCheckAt: ctx.nowMs,
          lastCheckResult: check.result,
        },
        domain.version,
      );
      const data: DomainVerifyData = {
        domain: domainItem(saved),
        result: check.result,
        found: check.found,
        cname_target: target,
      };
      const message = RESULT_MESSAGES[check.result];
      const values = { target, found: check.found.join(', ') };
      return { data, msg: { en: format(message.en, values), 'zh-cn': format(message['zh-cn'], values) } };
    } catch (error) {
      if (error instanceof DomainVersionConflictError) throw new AppError('DomainChangedElsewhere');
      throw error;
    }
  },
});
