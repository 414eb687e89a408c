import type { StoredCert } from '#functions/data/domains-repo.ts';
import { CERT_MESSAGES, checkCertificate } from '#functions/domains/certificates.ts';
import { encryptPrivateKey } from '#functions/domains/key-vault.ts';
import type { RequestContext } from '#functions/platform/handler.ts';
import { fieldFailure } from './present.ts';

/**
 * Checks a pasted certificate and key for `name` (functions/domains/certificates.ts) and gives
 * what is stored: the certificate's facts and text, and the key sealed. Refusals name the field.
 */
export async function acceptCertificate(
  ctx: RequestContext,
  input: { certificate: string; privateKey: string; name: string },
): Promise<{ cert: StoredCert; sealedKey: string }> {
  const check = checkCertificate({ ...input, nowMs: ctx.nowMs });
  if (!check.ok) throw fieldFailure(ctx, check.field, CERT_MESSAGES[check.problem], check.values);
  return {
    cert: { ...check.info, pem: check.certificate },
    sealedKey: await encryptPrivateKey(check.privateKey),
  };
}
