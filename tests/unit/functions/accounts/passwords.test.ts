import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '#functions/accounts/passwords.ts';

describe('password hashing', () => {
  it('verifies the right password only, with OWASP scrypt parameters and a random salt', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
  });

  it('never matches a malformed or empty hash, and flags weaker parameters for rehashing', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$aa$bb')).toBe(false);
    expect(needsRehash('scrypt$16384$8$1$aa$bb')).toBe(true);
  });
});
