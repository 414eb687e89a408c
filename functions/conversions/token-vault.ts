import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { domainKeySecret } from '#functions/platform/secrets.ts';

/**
 * Encryption at rest of the members' Conversions API tokens, as functions/domains/key-vault.ts
 * does for certificates' private keys: AES-256-GCM, a random 96-bit IV per token, stored as
 * `v1.{iv}.{tag}.{ciphertext}` (base64url). The key is the domain-key secret stretched with HKDF
 * under its own salt, so it is another key than the private keys' (and never the signing key).
 * Plain tokens exist only in the memory of the delivery that sends one; no answer and no log line
 * holds one.
 */
const VERSION = 'v1';
const SALT = 'landing-builder/conversion-api-tokens';
const INFO = 'aes-256-gcm v1';

async function vaultKey(): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await domainKeySecret(), SALT, INFO, 32));
}

export async function sealToken(plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await vaultKey(), iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The token in plain text, for the request that carries it; throws when tampered with. */
export async function openToken(sealed: string): Promise<string> {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !ciphertext) throw new Error('Unknown sealed token format');
  const decipher = createDecipheriv('aes-256-gcm', await vaultKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
