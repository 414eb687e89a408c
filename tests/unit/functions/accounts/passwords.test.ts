import { describe, expect, it } from 'vitest';
import { hashCostLog2, hashPassword, needsRehash, verifyPassword } from '#functions/accounts/passwords.ts';

describe('password hashing', () => {
  it('hashes at OWASP scrypt parameters (N = 2^17) unless a test run lowers the cost, never on Lambda', () => {
    expect(hashCostLog2({})).toBe(17);
    expect(hashCostLog2({ PASSWORD_HASH_LOG2N: '12' })).toBe(12);
    expect(() => hashCostLog2({ PASSWORD_HASH_LOG2N: '12', AWS_LAMBDA_FUNCTION_NAME: 'index' })).toThrow(
      /cannot lower/,
    );
    expect(hashCostLog2({ PASSWORD_HASH_LOG2N: '18', AWS_LAMBDA_FUNCTION_NAME: 'index' })).toBe(18);
    expect(() => hashCostLog2({ PASSWORD_HASH_LOG2N: '4' })).toThrow(/10 to 20/);
  });

  it('verifies the right password only, with the configured cost and a random salt', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${2 ** hashCostLog2()}\\$8\\$1\\$`));
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsf', hash)).toBe(false);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
  });

  it('never matches a malformed or empty hash, and flags weaker parameters for rehashing', async () => {
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$aa$bb')).toBe(false);
    expect(needsRehash('scrypt$512$8$1$aa$bb')).toBe(true);
  });
});
