import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { domainKeySecret } from '#functions/platform/secrets.ts';

/**
 * Encryption at rest of domain certificates' private keys: AES-256-GCM with a random 96-bit IV
 * per key; stored as `v1.{iv}.{tag}.{ciphertext}` (base64url). The 256-bit key is the domain-key
 * secret (DOMAIN_KEY_SECRET, its own secret: never the token-signing key) stretched with HKDF.
 */
const VERSION = 'v1';
const SALT = 'landing-builder/domain-private-keys';
const INFO = 'aes-256-gcm v1';

async function vaultKey(): Promise<Buffer> {
  const secret = await domainKeySecret();
  return Buffer.from(hkdfSync('sha256', secret, SALT, INFO, 32));
}

export async function encryptPrivateKey(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await vaultKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The key in plain text (for the publisher that installs certificates); throws when tampered with. */
export async function decryptPrivateKey(sealed: string): Promise<string> {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('Unknown sealed key format');
  const decipher = createDecipheriv('aes-256-gcm', await vaultKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
