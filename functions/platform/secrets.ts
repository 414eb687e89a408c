import { secretString } from '#functions/data/secret-value.ts';
import { env } from '#functions/platform/env.ts';

/**
 * The platform's three secrets, each its own key so that one leaking or being replaced touches
 * nothing else: the access-token signing key, the key of the verification codes' HMAC, and the
 * key that encrypts members' TLS private keys at rest. Rotating the signing key signs every
 * member out and nothing more; stored private keys stay readable.
 *
 * Locally each is a file under DATA_DIR (generated once, functions/local/stack.ts) passed in as
 * JWT_SECRET, CODE_HMAC_SECRET and DOMAIN_KEY_SECRET; on AWS each is a Secrets Manager secret set
 * by CDK and named by the *_ARN variable, read once per container.
 */
export type SecretName = 'tokenSigning' | 'codeHmac' | 'domainKey';

const SOURCES: Record<
  SecretName,
  { value: () => string | undefined; arn: () => string | undefined; label: string }
> = {
  tokenSigning: { value: () => env().JWT_SECRET, arn: () => env().JWT_SECRET_ARN, label: 'JWT_SECRET' },
  codeHmac: {
    value: () => env().CODE_HMAC_SECRET,
    arn: () => env().CODE_HMAC_SECRET_ARN,
    label: 'CODE_HMAC_SECRET',
  },
  domainKey: {
    value: () => env().DOMAIN_KEY_SECRET,
    arn: () => env().DOMAIN_KEY_SECRET_ARN,
    label: 'DOMAIN_KEY_SECRET',
  },
};

const loaded = new Map<SecretName, Promise<string>>();

/** One of the three secrets (32+ characters). */
export function platformSecret(name: SecretName): Promise<string> {
  let secret = loaded.get(name);
  if (!secret) {
    secret = loadSecret(name);
    loaded.set(name, secret);
    // A failed read is not kept: the next request tries again.
    secret.catch(() => loaded.delete(name));
  }
  return secret;
}

/** The key that signs access tokens. */
export const tokenSigningSecret = (): Promise<string> => platformSecret('tokenSigning');
/** The key of the verification codes' HMAC. */
export const codeHmacSecret = (): Promise<string> => platformSecret('codeHmac');
/** The key that encrypts domain certificates' private keys. */
export const domainKeySecret = (): Promise<string> => platformSecret('domainKey');

async function loadSecret(name: SecretName): Promise<string> {
  const source = SOURCES[name];
  const value = source.value();
  if (value) return value;
  const arn = source.arn();
  if (!arn) throw new Error(`Neither ${source.label} nor ${source.label}_ARN is set`);
  // One signed request, not the SDK's client: a signed-in call's cold start waits on it.
  const secret = await secretString(arn);
  if (!secret || secret.length < 32) {
    throw new Error(`The secret ${source.label} is missing or shorter than 32 characters`);
  }
  return secret;
}

/** Forgets the cached secrets (tests change them between suites). */
export function resetSecretsForTests(): void {
  loaded.clear();
}
