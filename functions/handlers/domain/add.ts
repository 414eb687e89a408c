import { randomBytes, randomUUID } from 'node:crypto';
import { UNVERIFIED_CLAIM_DAYS } from '#core/contracts/domain-values.ts';
import { domainAdd } from '#core/contracts/endpoints/domain.ts';
import { format } from '#core/i18n/lang.ts';
import {
  createDomain,
  deleteDomain,
  getDomain,
  lookupDomainName,
  type StoredDomain,
} from '#functions/data/domains-repo.ts';
import {
  isUnderAny,
  NAME_MESSAGES,
  normaliseDomainName,
  parentNames,
  platformHosts,
} from '#functions/domains/names.ts';
import { addedBeyondPlan, checkAdd } from '#functions/plans/entitlements.ts';
import { env } from '#functions/platform/env.ts';
import { AppError, ERRORS } from '#functions/platform/errors.ts';
import { defineHandler, requireCaller } from '#functions/platform/handler.ts';
import { acceptCertificate } from './certificate-input.ts';
import { domainItem, fieldFailure } from './present.ts';

const ADDED = {
  en: 'Domain added: now create its CNAME and TXT records',
  'zh-cn': '域名已添加：请添加 CNAME 和 TXT 解析记录',
};

const DAY_MS = 86_400_000;

/**
 * POST /client/domain/add: a new domain of the caller. The name is normalised (punycode,
 * lower-case) and must be free on the whole platform, not one the platform uses (nor under one),
 * and not under another member's verified domain. It gets a random token for its ownership TXT
 * record and, until verified, an expiry (UNVERIFIED_CLAIM_DAYS) after which the name is free again; HTTPS needs a certificate that passes every
 * check, and its key is stored sealed. Answers the domain as listed (no key material).
 */
export const domainAddHandler = defineHandler(domainAdd, {
  async run({ body, ctx }) {
    const { member } = requireCaller(ctx);
    const checked = normaliseDomainName(body.name);
    if (!checked.ok) throw fieldFailure(ctx, 'name', NAME_MESSAGES[checked.problem]);
    await checkAdd(member.id, 'domains', ctx.nowMs, ctx.lang);
    const { PUBLIC_ORIGIN, PAGES_ORIGIN, PLATFORM_CNAME_TARGET } = env();
    if (isUnderAny(checked.name, platformHosts([PUBLIC_ORIGIN, PAGES_ORIGIN], PLATFORM_CNAME_TARGET)))
      throw fieldFailure(ctx, 'name', NAME_MESSAGES.reserved);
    // A subdomain of another member's verified domain would let its records be taken over.
    for (const parent of parentNames(checked.name)) {
      const holder = await lookupDomainName(parent);
      if (!holder || holder.userId === member.id) continue;
      const held = await getDomain(holder.userId, holder.domainId);
      if (held?.verified)
        throw fieldFailure(ctx, 'name', NAME_MESSAGES.underVerified, { parent: held.displayName });
    }
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
      txtToken: randomBytes(16).toString('hex'),
      expiresAt: ctx.nowMs + UNVERIFIED_CLAIM_DAYS * DAY_MS,
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
    // Concurrent adds that together went past the plan's count: the newest goes again.
    const beyond = await addedBeyondPlan(member.id, 'domains', domain, ctx.nowMs, ctx.lang);
    if (beyond) {
      await deleteDomain(domain);
      throw beyond;
    }
    return { data: await domainItem(domain), msg: ADDED };
  },
});
