import type { DomainItem } from '#core/contracts/domain.ts';
import { txtRecordName } from '#core/contracts/domain-values.ts';
import { format, type Localized } from '#core/i18n/lang.ts';
import { getDomain, type StoredDomain } from '#functions/data/domains-repo.ts';
import { AppError } from '#functions/platform/errors.ts';
import type { RequestContext } from '#functions/platform/handler.ts';

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * A domain as the member sees it: the certificate's public facts, never the certificate's
 * private key (sealed or not). Parsed with the contract so nothing unlisted can slip out.
 */
export async function domainItem(domain: StoredDomain): Promise<DomainItem> {
  // The contract loads with the first answer that shows a domain, not with the group.
  const { domainItemSchema } = await import('#core/contracts/domain.ts');
  return domainItemSchema.parse({
    id: domain.id,
    name: domain.name,
    display_name: domain.displayName,
    region: domain.region,
    type: domain.type,
    verified: domain.verified,
    verified_at: seconds(domain.verifiedAt),
    last_check_at: seconds(domain.lastCheckAt),
    last_check_result: domain.lastCheckResult,
    txt_name: txtRecordName(domain.name),
    txt_value: domain.txtToken,
    expires_at: seconds(domain.expiresAt),
    cert: domain.cert
      ? {
          subject: domain.cert.subject,
          sans: domain.cert.sans,
          issuer: domain.cert.issuer,
          not_before: seconds(domain.cert.notBeforeMs),
          not_after: seconds(domain.cert.notAfterMs),
        }
      : null,
    created_at: seconds(domain.createdAt),
    updated_at: seconds(domain.updatedAt),
  });
}

/**
 * One of the CALLER's domains by id. Another member's id reads exactly like a missing one, so
 * ids can neither be used nor probed across members.
 */
export async function ownDomain(userId: string, domainId: string): Promise<StoredDomain> {
  const domain = await getDomain(userId, domainId);
  if (!domain) throw new AppError('DomainNotFound');
  return domain;
}

/** A refusal shown on one form field (and as the toast): code 0 with data.errors. */
export function fieldFailure(
  ctx: RequestContext,
  field: string,
  message: Localized,
  values: Record<string, string> = {},
): AppError {
  const text = format(message[ctx.lang], values);
  return new AppError('ValidationFailed', { data: { errors: { [field]: text } }, localizedMessage: text });
}
