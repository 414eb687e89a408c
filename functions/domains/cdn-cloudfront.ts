import { createHash, X509Certificate } from 'node:crypto';
import type { ACMClient } from '@aws-sdk/client-acm';
import type { CloudFrontClient, DistributionTenant } from '@aws-sdk/client-cloudfront';
import {
  CDN_CONTROL_REGION,
  type CdnCertificate,
  type CdnDomains,
  DOMAIN_TAG,
} from '#functions/domains/cdn-domains.ts';
import { readCertificate } from '#functions/domains/certificates.ts';
import { createLogger, describeError, type Logger } from '#functions/platform/log.ts';

/**
 * Custom domains on AWS: each verified domain is one tenant of the CloudFront multi-tenant
 * distribution of the CDK app's LandingDomains stack (its routing endpoint is where the
 * platform's CNAME target points). The tenant's certificate is the member's uploaded certificate,
 * imported into ACM in us-east-1 (the only region CloudFront takes certificates from), or — for
 * an HTTP domain, which brings none — a CloudFront-managed certificate that CloudFront validates
 * itself over the domain's already-verified CNAME.
 *
 * attach: find the tenant by domain; import the certificate unless the tenant already has that
 * one (same serial); create the tenant, or update it (enabled, new certificate); then delete the
 * certificate it replaced. detach: disable the tenant (it stops serving at once), delete it, then
 * its imported certificate. A tenant CloudFront will not delete yet (still deploying the disable)
 * stays disabled; the next attach of that name re-enables it, so nothing is ever left serving.
 * The private key goes to ACM and nowhere else: no log line carries it.
 */

export type CdnClients = {
  cloudfront: Pick<CloudFrontClient, 'send'>;
  acm: Pick<ACMClient, 'send'>;
};

export type CloudFrontCdnOptions = {
  clients: CdnClients;
  /** The multi-tenant distribution (CDN_TENANT_DISTRIBUTION_ID). */
  distributionId: string;
  /** The connection group tenants join (CDN_CONNECTION_GROUP_ID); CloudFront's default when unset. */
  connectionGroupId?: string;
  log?: Logger;
};

/**
 * The SDKs, loaded on the first attach or detach only: the domain function's other routes (and
 * its cold start) never pay for them (BENCHMARKS row 8). The Lambda runtime ships both.
 */
const acmSdk = () => import('@aws-sdk/client-acm');
const cloudFrontSdk = () => import('@aws-sdk/client-cloudfront');

/** The real SDK clients. */
export async function sdkCdnClients(): Promise<CdnClients> {
  const [{ ACMClient }, { CloudFrontClient }] = await Promise.all([acmSdk(), cloudFrontSdk()]);
  return {
    cloudfront: new CloudFrontClient({ region: CDN_CONTROL_REGION }),
    acm: new ACMClient({ region: CDN_CONTROL_REGION }),
  };
}

/**
 * The tenant's name: unique in the account, [a-zA-Z0-9][a-zA-Z0-9-.]{1,126}[a-zA-Z0-9]. A
 * (punycode, lower-case) domain name fits unless it is longer than 128 characters.
 */
export function tenantName(domain: string): string {
  if (domain.length <= 128) return domain;
  return `domain-${createHash('sha256').update(domain).digest('hex')}`;
}

const PEM_BLOCKS = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/** ACM wants the leaf certificate and its chain apart, both PEM; a pasted DER becomes PEM. */
export function acmCertificateParts(text: string): { certificate: string; chain?: string } {
  const blocks = text.match(PEM_BLOCKS) ?? [];
  const [leaf, ...chain] = blocks;
  if (leaf) return chain.length > 0 ? { certificate: leaf, chain: chain.join('\n') } : { certificate: leaf };
  const parsed = readCertificate(text);
  if (!parsed) throw new Error('The stored certificate is unreadable');
  return { certificate: parsed.toString() };
}

/** A serial number as hex without separators or leading zeros ("0A:1b" and "A1B" agree). */
const serial = (value: string) => value.replaceAll(':', '').toUpperCase().replace(/^0+/, '');

const isNotFound = (error: unknown) =>
  (error as { name?: unknown }).name === 'EntityNotFound' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function cloudFrontCdnDomains(options: CloudFrontCdnOptions): CdnDomains {
  const { clients, distributionId, connectionGroupId } = options;
  const log = options.log ?? createLogger({ component: 'cdn-domains' });
  const connection = connectionGroupId ? { ConnectionGroupId: connectionGroupId } : {};

  async function findTenant(domain: string): Promise<{ tenant: DistributionTenant; etag: string } | null> {
    try {
      const found = await clients.cloudfront.send(
        new (await cloudFrontSdk()).GetDistributionTenantByDomainCommand({ Domain: domain }),
      );
      if (!found.DistributionTenant?.Id || !found.ETag) return null;
      return { tenant: found.DistributionTenant, etag: found.ETag };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The imported certificate's serial, or null when ACM no longer has it. */
  async function importedSerial(arn: string): Promise<string | null> {
    try {
      const { Certificate } = await clients.acm.send(
        new (await acmSdk()).DescribeCertificateCommand({ CertificateArn: arn }),
      );
      return Certificate?.Serial ? serial(Certificate.Serial) : null;
    } catch (error) {
      if ((error as { name?: unknown }).name === 'ResourceNotFoundException') return null;
      throw error;
    }
  }

  async function importCertificate(domain: string, certificate: CdnCertificate): Promise<string> {
    const parts = acmCertificateParts(certificate.certificate);
    const { CertificateArn } = await clients.acm.send(
      new (await acmSdk()).ImportCertificateCommand({
        Certificate: Buffer.from(parts.certificate),
        PrivateKey: Buffer.from(certificate.privateKey),
        ...(parts.chain ? { CertificateChain: Buffer.from(parts.chain) } : {}),
        Tags: [{ Key: DOMAIN_TAG, Value: domain }],
      }),
    );
    if (!CertificateArn) throw new Error('ACM answered no certificate ARN');
    log.info('cdn certificate imported', { domain, certificateArn: CertificateArn });
    return CertificateArn;
  }

  /** Deletes a certificate no tenant uses any more; one still in use is left and logged. */
  async function dropCertificate(domain: string, arn: string): Promise<void> {
    try {
      await clients.acm.send(new (await acmSdk()).DeleteCertificateCommand({ CertificateArn: arn }));
      log.info('cdn certificate deleted', { domain, certificateArn: arn });
    } catch (error) {
      log.warn('cdn certificate left in ACM', { domain, certificateArn: arn, ...describeError(error) });
    }
  }

  return {
    async attach(domain, certificate) {
      const found = await findTenant(domain);
      const currentArn = found?.tenant.Customizations?.Certificate?.Arn;
      let arn: string | undefined;
      if (certificate) {
        const wanted = readCertificate(certificate.certificate);
        const same =
          currentArn && wanted ? (await importedSerial(currentArn)) === serial(wanted.serialNumber) : false;
        arn = same && currentArn ? currentArn : await importCertificate(domain, certificate);
      }
      // An HTTP domain brings no certificate: CloudFront issues and renews one for it.
      const tls = arn
        ? { Customizations: { Certificate: { Arn: arn } } }
        : { ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront' as const } };

      if (!found) {
        const created = await clients.cloudfront.send(
          new (await cloudFrontSdk()).CreateDistributionTenantCommand({
            DistributionId: distributionId,
            Name: tenantName(domain),
            Domains: [{ Domain: domain }],
            Enabled: true,
            ...connection,
            ...tls,
            Tags: { Items: [{ Key: DOMAIN_TAG, Value: domain }] },
          }),
        );
        log.info('cdn tenant created', { domain, tenantId: created.DistributionTenant?.Id });
        return;
      }
      const { tenant, etag } = found;
      if (tenant.Enabled && currentArn === arn) return; // already as wanted
      await clients.cloudfront.send(
        new (await cloudFrontSdk()).UpdateDistributionTenantCommand({
          Id: tenant.Id,
          IfMatch: etag,
          DistributionId: distributionId,
          Domains: [{ Domain: domain }],
          Enabled: true,
          ...connection,
          ...(arn ? tls : { Customizations: {}, ...tls }),
        }),
      );
      log.info('cdn tenant updated', { domain, tenantId: tenant.Id });
      if (currentArn && currentArn !== arn) await dropCertificate(domain, currentArn);
    },

    async detach(domain) {
      const found = await findTenant(domain);
      if (!found) return;
      const { tenant } = found;
      let etag = found.etag;
      if (tenant.Enabled !== false) {
        const disabled = await clients.cloudfront.send(
          new (await cloudFrontSdk()).UpdateDistributionTenantCommand({
            Id: tenant.Id,
            IfMatch: etag,
            DistributionId: distributionId,
            Domains: [{ Domain: domain }],
            Enabled: false,
          }),
        );
        etag = disabled.ETag ?? etag;
        log.info('cdn tenant disabled', { domain, tenantId: tenant.Id });
      }
      try {
        await clients.cloudfront.send(
          new (await cloudFrontSdk()).DeleteDistributionTenantCommand({ Id: tenant.Id, IfMatch: etag }),
        );
        log.info('cdn tenant deleted', { domain, tenantId: tenant.Id });
      } catch (error) {
        // Disabled already, so it serves nothing; CloudFront deletes it once the disable is deployed.
        log.warn('cdn tenant disabled, not deleted yet', {
          domain,
          tenantId: tenant.Id,
          ...describeError(error),
        });
        return;
      }
      const arn = tenant.Customizations?.Certificate?.Arn;
      if (arn) await dropCertificate(domain, arn);
    },
  };
}

/** For tests: the serial of a PEM certificate as the adapter compares it. */
export const certificateSerial = (pem: string) => serial(new X509Certificate(pem).serialNumber);
