import type { StoredDomain } from '#functions/data/domains-repo.ts';
import { cdnDomains } from '#functions/domains/cdn-domains.ts';
import { decryptPrivateKey } from '#functions/domains/key-vault.ts';
import { AppError } from '#functions/platform/errors.ts';
import { describeError, type Logger } from '#functions/platform/log.ts';

/**
 * What the domain handlers call (functions/domains/cdn-domains.ts does the work): attach a
 * verified domain — with its certificate and unsealed key when it is HTTPS — or detach one. A
 * refusal by the CDN is logged (never with the key) and answered as DomainCdnFailed, before the
 * handler records anything, so the stored state never claims what the CDN does not do.
 */
export async function attachDomainToCdn(
  domain: Pick<StoredDomain, 'name' | 'type' | 'cert' | 'sealedKey'>,
  log: Logger,
): Promise<void> {
  try {
    const cdn = await cdnDomains();
    if (domain.type === 'https' && domain.cert && domain.sealedKey) {
      const privateKey = await decryptPrivateKey(domain.sealedKey);
      await cdn.attach(domain.name, { certificate: domain.cert.pem, privateKey });
    } else {
      await cdn.attach(domain.name);
    }
  } catch (error) {
    log.error('cdn attach failed', { domain: domain.name, ...describeError(error) });
    throw new AppError('DomainCdnFailed');
  }
}

export async function detachDomainFromCdn(name: string, log: Logger): Promise<void> {
  try {
    await (await cdnDomains()).detach(name);
  } catch (error) {
    log.error('cdn detach failed', { domain: name, ...describeError(error) });
    throw new AppError('DomainCdnFailed');
  }
}
