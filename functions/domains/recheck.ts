import { UNVERIFIED_CLAIM_DAYS } from '#core/contracts/domain-values.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import {
  DomainVersionConflictError,
  getDomain,
  listVerifiedDomains,
  renewDomainClaim,
  type StoredDomain,
  saveDomain,
} from '#functions/data/domains-repo.ts';
import { getPage, listPages, PageVersionConflictError, updatePage } from '#functions/data/pages-repo.ts';
import { detachDomainFromCdn } from '#functions/domains/cdn-attach.ts';
import { type CnameResolver, checkDomainRecords, cnameResolver } from '#functions/domains/cname-check.ts';
import { env } from '#functions/platform/env.ts';
import { describeError, type Logger } from '#functions/platform/log.ts';
import { BUSINESS_METRICS, countMetric } from '#functions/platform/metrics.ts';
import type { BlobStore } from '#functions/platform/ports.ts';
import { takePageOffline } from '#functions/publish/offline.ts';

const DAY_MS = 86_400_000;

/**
 * How long before a member-imported certificate ends the daily re-check counts it as expiring
 * (metric CertificatesExpiringSoon, alarmed in cdk/lib/monitoring.ts): time for the member,
 * told by the operator, to import a renewed one.
 */
export const CERT_EXPIRY_WARNING_DAYS = 30;

/** Whether a domain's imported certificate (if any) ends within CERT_EXPIRY_WARNING_DAYS of `nowMs`, or has ended. */
export const certificateExpiresSoon = (domain: Pick<StoredDomain, 'cert'>, nowMs: number): boolean =>
  domain.cert !== null && domain.cert.notAfterMs - nowMs < CERT_EXPIRY_WARNING_DAYS * DAY_MS;

type OfflineDeps = { site: BlobStore; documents: BlobStore; now: () => number };

const storesOf = (): OfflineDeps => ({
  site: s3BlobStore(env().SITE_BUCKET),
  documents: s3BlobStore(env().UPLOADS_BUCKET),
  now: () => Date.now(),
});

/**
 * Takes every page of the member that is on the domain off it: each page first leaves the domain
 * (its route claim is released; a publish in progress for the old address is refused and undone),
 * then its live objects are removed. The pages stay, unpublished, on the platform host only. Every
 * step can be repeated. Answers how many pages were on the domain.
 */
export async function pagesLeaveDomain(
  userId: string,
  domainId: string,
  nowMs: number,
  deps: OfflineDeps = storesOf(),
): Promise<number> {
  const onDomain = (await listPages(userId)).filter((page) => page.domainId === domainId);
  for (const listed of onDomain) {
    for (let attempt = 0; ; attempt++) {
      const page = await getPage(userId, listed.id);
      if (!page || page.domainId !== domainId) break;
      try {
        await updatePage(page, page.version, { domainId: '', domainName: '' }, nowMs);
        break;
      } catch (error) {
        if (!(error instanceof PageVersionConflictError) || attempt >= 2) throw error;
      }
    }
    await takePageOffline(userId, listed.id, deps);
  }
  return onDomain.length;
}

export type RecheckReport = {
  checked: number;
  kept: number;
  takenOffline: number;
  failed: number;
  /** Kept domains whose imported certificate ends within CERT_EXPIRY_WARNING_DAYS (or has ended). */
  certificatesExpiring: string[];
};

/**
 * Takes a verified domain whose records are gone offline: its pages leave it and are unpublished,
 * the CDN stops answering for the name, and the domain is recorded unverified with the expiry of
 * an unverified claim (the member has UNVERIFIED_CLAIM_DAYS to put the records back and verify;
 * after that the name is free). Nothing dangling keeps serving, so nobody can take it over.
 */
async function takeDomainOffline(
  domain: StoredDomain,
  result: StoredDomain['lastCheckResult'],
  nowMs: number,
  log: Logger,
) {
  const unpublished = await pagesLeaveDomain(domain.userId, domain.id, nowMs);
  await detachDomainFromCdn(domain.name, log);
  for (let attempt = 0; ; attempt++) {
    const current = attempt === 0 ? domain : await getDomain(domain.userId, domain.id);
    if (!current) return unpublished;
    try {
      const saved = await saveDomain(
        {
          ...current,
          verified: false,
          verifiedAt: 0,
          lastCheckAt: nowMs,
          lastCheckResult: result,
          expiresAt: nowMs + UNVERIFIED_CLAIM_DAYS * DAY_MS,
          updatedAt: nowMs,
        },
        current.version,
      );
      await renewDomainClaim(saved, nowMs);
      return unpublished;
    } catch (error) {
      if (!(error instanceof DomainVersionConflictError) || attempt >= 2) throw error;
    }
  }
}

/**
 * The daily re-check (schedule 'domain-recheck', functions/schedules.ts): every verified domain's
 * CNAME and TXT record are looked up again; a domain whose records are gone or point elsewhere is
 * taken offline. A look-up that fails (DNS unreachable) keeps the domain as it is until the next
 * run. Domains verified before the TXT proof existed (no token) are judged by their CNAME.
 */
export async function recheckVerifiedDomains(options: {
  nowMs: number;
  log: Logger;
  resolver?: CnameResolver;
}): Promise<RecheckReport> {
  const { nowMs, log } = options;
  const resolver = options.resolver ?? cnameResolver();
  const target = env().PLATFORM_CNAME_TARGET;
  const report: RecheckReport = { checked: 0, kept: 0, takenOffline: 0, failed: 0, certificatesExpiring: [] };
  for (const domain of await listVerifiedDomains()) {
    report.checked++;
    try {
      const check = await checkDomainRecords(domain, target, resolver);
      const txtGone = domain.txtToken !== '' && check.txt === 'not_found';
      const cnameGone = check.cname === 'not_found' || check.cname === 'wrong_target';
      if (!txtGone && !cnameGone) {
        report.kept++;
        if (certificateExpiresSoon(domain, nowMs)) report.certificatesExpiring.push(domain.name);
        continue;
      }
      const unpublished = await takeDomainOffline(domain, check.result, nowMs, log);
      report.takenOffline++;
      log.info('domain taken offline', { domain: domain.name, result: check.result, unpublished });
    } catch (error) {
      report.failed++;
      log.error('domain re-check failed', { domain: domain.name, ...describeError(error) });
    }
  }
  countMetric(BUSINESS_METRICS.certificatesExpiringSoon, report.certificatesExpiring.length);
  return report;
}
