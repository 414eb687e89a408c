import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Password hashing at 2^12 instead of production's 2^17 (functions/accounts/passwords.ts): the
    // suite hashes hundreds of passwords and must pass on a machine three times slower than a quiet one.
    env: { LOG_LEVEL: 'silent', TZ: 'Asia/Shanghai', PASSWORD_HASH_LOG2N: '12' },
    // Limits that only catch a hung test: a busy machine (load 15-20 on 2 cores) is several times
    // slower than a quiet one, and a test never passes or fails on time.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
