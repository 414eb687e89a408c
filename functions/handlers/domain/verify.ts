import { randomBytes } from 'node:crypto';
import type { DomainVerifyData } from '#core/contracts/domain.ts';
import { txtRecordName, UNVERIFIED_CLAIM_DAYS } from '#core/contracts/domain-values.ts';
import { domainVerify } from '#core/contracts/endpoints/domain.ts';
import { format, type Localized } from '#core/i18n/lang.ts';
import { DomainVersionConflictError, renewDomainClaim, saveDomain } from '#functions/data/domains-repo.ts';
import { attachDomainToCdn, detachDomainFromCdn } from '#functions/domains/cdn-attach.ts';
import { checkDomainRecords, cnameResolver, type RecordsCheck } from '#functions/domains/cname-check.ts';
import { env } from '#functions/platform/env.ts';
import { AppError } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { domainItem, ownDomain } from './present.ts';

const DAY_MS = 86_400_000;

const RESULT_MESSAGES: Record<RecordsCheck['result'], Localized> = {
  verified: {
    en: 'Domain verified: the CNAME points at {target} and the TXT record {txtName} holds its token',
    'zh-cn': '域名验证成功：CNAME 已指向 {target}，TXT 记录 {txtName} 的值正确',
  },
  txt_missing: {
    en: 'Not verified yet: the CNAME is right, but the TXT record {txtName} with the value {txtValue} was not found',
    'zh-cn': '尚未验证：CNAME 已正确，但未找到值为 {txtValue} 的 TXT 记录 {txtName}',
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

/** Added when the CNAME is the problem and the TXT record is missing too, so both are named. */
const TXT_ALSO_MISSING: Localized = {
  en: '. The TXT record {txtName} with the value {txtValue} was not found either',
  'zh-cn': '；也未找到值为 {txtValue} 的 TXT 记录 {txtName}',
};

/**
 * POST /client/domain/verify: looks up the CNAME and the ownership TXT record (`_landinggo.{name}`
 * holding the domain's token) of one of the caller's domains now; both are needed. Records
 * the outcome (verified or not, the time of this check). A domain whose record moved away becomes
 * unverified again. The check itself succeeding or not is data, not a failed call. A verified domain
 * is attached to the CDN (one that moved away is detached) before the outcome is recorded.
 */
export const domainVerifyHandler = defineHandler(domainVerify, {
  async run({ body, ctx }) {
    const { member } = requireCaller(ctx);
    const read = await ownDomain(member.id, body.id);
    // Domains added before the TXT proof existed get their token now (they verify on the next check).
    const domain = read.txtToken ? read : { ...read, txtToken: randomBytes(16).toString('hex') };
    const target = env().PLATFORM_CNAME_TARGET;
    const check = await checkDomainRecords(domain, target, cnameResolver());
    const verified = check.result === 'verified';
    // Verified: the name is held for good; no longer verified: the expiry starts again.
    const expiresAt = verified
      ? 0
      : domain.verified || domain.expiresAt === 0
        ? ctx.nowMs + UNVERIFIED_CLAIM_DAYS * DAY_MS
        : domain.expiresAt;
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
          expiresAt,
        },
        domain.version,
      );
      if (expiresAt !== read.expiresAt) await renewDomainClaim(saved, ctx.nowMs);
      const data: DomainVerifyData = {
        domain: await domainItem(saved),
        result: check.result,
        found: check.found,
        cname_target: target,
        cname_ok: check.cname === 'verified',
        txt_ok: check.txt === 'verified',
      };
      const values = {
        target,
        found: check.found.join(', '),
        txtName: txtRecordName(domain.name),
        txtValue: domain.txtToken,
      };
      const bothMissing =
        check.cname !== 'verified' && check.cname !== 'lookup_failed' && check.txt === 'not_found';
      const say = (lang: 'en' | 'zh-cn') =>
        format(RESULT_MESSAGES[check.result][lang] + (bothMissing ? TXT_ALSO_MISSING[lang] : ''), values);
      return { data, msg: { en: say('en'), 'zh-cn': say('zh-cn') } };
    } catch (error) {
      if (error instanceof DomainVersionConflictError) throw new AppError('DomainChangedElsewhere');
      throw error;
    }
  },
});
