import { afterEach, describe, expect, it } from 'vitest';
import { decryptPrivateKey, encryptPrivateKey } from '#functions/domains/key-vault.ts';
import { resetEnvForTests } from '#functions/platform/env.ts';
import { resetSecretsForTests } from '#functions/platform/secrets.ts';

const KEY =
  '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg\n-----END PRIVATE KEY-----\n';

function useSecrets(values: { DOMAIN_KEY_SECRET?: string; JWT_SECRET: string }) {
  delete process.env.DOMAIN_KEY_SECRET;
  Object.assign(process.env, values);
  resetEnvForTests();
  resetSecretsForTests();
}

afterEach(() => {
  delete process.env.DOMAIN_KEY_SECRET;
  delete process.env.JWT_SECRET;
  resetEnvForTests();
  resetSecretsForTests();
});

describe('key vault', () => {
  it('seals with a fresh IV each time and opens again', async () => {
    useSecrets({ DOMAIN_KEY_SECRET: 'd'.repeat(40), JWT_SECRET: 'j'.repeat(40) });
    const first = await encryptPrivateKey(KEY);
    const second = await encryptPrivateKey(KEY);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(first).not.toContain('PRIVATE KEY');
    expect(await decryptPrivateKey(first)).toBe(KEY);
  });

  it('uses its own secret: rotating the token-signing key leaves stored keys readable', async () => {
    useSecrets({ DOMAIN_KEY_SECRET: 'd'.repeat(40), JWT_SECRET: 'j'.repeat(40) });
    const sealed = await encryptPrivateKey(KEY);
    useSecrets({ DOMAIN_KEY_SECRET: 'd'.repeat(40), JWT_SECRET: 'k'.repeat(40) });
    expect(await decryptPrivateKey(sealed)).toBe(KEY);
    // Another domain-key secret cannot open it.
    useSecrets({ DOMAIN_KEY_SECRET: 'e'.repeat(40), JWT_SECRET: 'k'.repeat(40) });
    await expect(decryptPrivateKey(sealed)).rejects.toThrow();
  });

  it('never falls back to the token-signing key', async () => {
    useSecrets({ JWT_SECRET: 'j'.repeat(40) });
    await expect(encryptPrivateKey(KEY)).rejects.toThrow(/DOMAIN_KEY_SECRET/);
  });

  it('refuses a tampered ciphertext', async () => {
    useSecrets({ DOMAIN_KEY_SECRET: 'd'.repeat(40), JWT_SECRET: 'j'.repeat(40) });
    const sealed = await encryptPrivateKey(KEY);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[3] = body.toString('base64url');
    await expect(decryptPrivateKey(parts.join('.'))).rejects.toThrow();
  });
});
