import { env } from '#functions/platform/env.ts';

/**
 * The CDN side of a member's custom domain: once its CNAME is verified the domain is attached
 * (the CDN answers for it, with the member's certificate when the domain is HTTPS), and it is
 * detached when it is deleted or stops pointing at the platform. Both calls are idempotent, so a
 * retried verify or delete finishes what an interrupted one began.
 *
 * Locally there is nothing to attach: the local server serves a published page by the request's
 * Host header for every verified domain it finds in the table (functions/local/server.ts), so the
 * local adapter does nothing. On AWS (CDN_DRIVER=cloudfront) each domain is one tenant of the
 * CloudFront multi-tenant distribution (functions/domains/cdn-cloudfront.ts).
 */
export type CdnCertificate = {
  /** The certificate as the member pasted it: PEM (leaf first, then any chain) or base64 DER. */
  certificate: string;
  /** The private key, PEM. Never logged. */
  privateKey: string;
};

/** CloudFront's API lives in us-east-1, and it uses ACM certificates from us-east-1 only. */
export const CDN_CONTROL_REGION = 'us-east-1';

/**
 * Tag naming the domain on every tenant and imported certificate: for operators, and the IAM
 * condition that lets the domain function describe and delete only certificates it imported.
 */
export const DOMAIN_TAG = 'landing-builder:domain';

export interface CdnDomains {
  /** Makes the CDN answer for `domain` (ascii, lower case); HTTPS with `certificate` when given. */
  attach(domain: string, certificate?: CdnCertificate): Promise<void>;
  /** Stops the CDN answering for `domain`; nothing to do when it is not attached. */
  detach(domain: string): Promise<void>;
}

/** Local runs: the local server serves verified domains by Host, so attaching is a no-op. */
export function localCdnDomains(): CdnDomains {
  return { attach: async () => {}, detach: async () => {} };
}

let current: CdnDomains | undefined;

/** The adapter handlers use: as CDN_DRIVER chooses, unless a test put its own in place. */
export async function cdnDomains(): Promise<CdnDomains> {
  if (current) return current;
  const { CDN_DRIVER, CDN_TENANT_DISTRIBUTION_ID, CDN_CONNECTION_GROUP_ID } = env();
  if (CDN_DRIVER === 'cloudfront') {
    if (!CDN_TENANT_DISTRIBUTION_ID) {
      throw new Error(
        'CDN_DRIVER=cloudfront needs CDN_TENANT_DISTRIBUTION_ID (the multi-tenant distribution)',
      );
    }
    // Loaded only here, so the local server and the other route groups never load the SDKs.
    const { cloudFrontCdnDomains, sdkCdnClients } = await import('#functions/domains/cdn-cloudfront.ts');
    current = cloudFrontCdnDomains({
      clients: await sdkCdnClients(),
      distributionId: CDN_TENANT_DISTRIBUTION_ID,
      ...(CDN_CONNECTION_GROUP_ID ? { connectionGroupId: CDN_CONNECTION_GROUP_ID } : {}),
    });
  } else {
    current = localCdnDomains();
  }
  return current;
}

/** Tests: attach and detach through `domains`; null goes back to what CDN_DRIVER chooses. */
export function useCdnDomains(domains: CdnDomains | null): void {
  current = domains ?? undefined;
}
