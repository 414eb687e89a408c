import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashCode } from '#functions/codes/code-rules.ts';
import { localSecrets } from '#functions/local/stack.ts';
import { resetEnvForTests } from '#functions/platform/env.ts';
import {
  codeHmacSecret,
  domainKeySecret,
  resetSecretsForTests,
  tokenSigningSecret,
} from '#functions/platform/secrets.ts';

const dirs: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lp-secrets-'));
  dirs.push(dir);
  return dir;
}

afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  resetEnvForTests();
  resetSecretsForTests();
});

describe('the three secrets', () => {
  it('are three separate random files under the data folder, kept across starts', async () => {
    const dir = await dataDir();
    const first = await localSecrets(dir);
    expect(new Set(Object.values(first)).size).toBe(3);
    for (const value of Object.values(first)) expect(value.length).toBeGreaterThanOrEqual(32);
    expect(await readFile(join(dir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(await readFile(join(dir, 'code-hmac-secret'), 'utf8')).toBe(first.codeHmacSecret);
    expect(await readFile(join(dir, 'domain-key-secret'), 'utf8')).toBe(first.domainKeySecret);
    expect(await localSecrets(dir)).toEqual(first);
  });

  it('keep private keys sealed before the split readable: the domain key starts as the old signing key', async () => {
    const dir = await dataDir();
    const old = 'o'.repeat(48);
    await writeFile(join(dir, 'jwt-secret'), old);
    const secrets = await localSecrets(dir);
    expect(secrets.jwtSecret).toBe(old);
    expect(secrets.domainKeySecret).toBe(old);
    expect(secrets.codeHmacSecret).not.toBe(old);
    // Rotating the signing key (a new jwt-secret file) changes nothing else.
    await writeFile(join(dir, 'jwt-secret'), 'n'.repeat(48));
    const rotated = await localSecrets(dir);
    expect(rotated).toEqual({ ...secrets, jwtSecret: 'n'.repeat(48) });
  });

  it('are read each from its own variable; codes are keyed with the HMAC key, not the signing key', async () => {
    Object.assign(process.env, {
      JWT_SECRET: 'j'.repeat(40),
      CODE_HMAC_SECRET: 'c'.repeat(40),
      DOMAIN_KEY_SECRET: 'd'.repeat(40),
    });
    resetEnvForTests();
    resetSecretsForTests();
    expect(await tokenSigningSecret()).toBe('j'.repeat(40));
    expect(await codeHmacSecret()).toBe('c'.repeat(40));
    expect(await domainKeySecret()).toBe('d'.repeat(40));
    const input = { channel: 'email', event: 'register', target: 'a@example.com', code: '123456' } as const;
    expect(hashCode('c'.repeat(40), input)).not.toBe(hashCode('j'.repeat(40), input));
  });
});
