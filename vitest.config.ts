import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Password hashing at 2^12 instead of production's 2^17 (functions/accounts/passwords.ts): the
    // suite hashes hundreds of passwords and must pass on a machine three times slower than a quiet one.
    // The captcha's proof of work at 200 PBKDF2 rounds a try instead of 1000 (functions/captcha/pow.ts):
    // every login and code send of the suite solves one.
    // Product metrics off (functions/platform/metrics.ts): no EMF lines among the test output.
    env: {
      LOG_LEVEL: 'silent',
      POWERTOOLS_METRICS_DISABLED: 'true',
      TZ: 'Asia/Shanghai',
      PASSWORD_HASH_LOG2N: '12',
      CAPTCHA_POW_COST: '200',
    },
    // Limits that only catch a hung test: a busy machine (load 15-20 on 2 cores) is several times
    // slower than a quiet one, and a test never passes or fails on time.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // expect.poll waits for a condition (a browser test's element, a queue's result); vitest's
    // default gives up after 1 s, which a loaded machine misses. Only a hang should fail.
    expect: { poll: { timeout: 30_000 } },
    // Two files at a time, also on two cores (vitest's default there is one): most integration
    // files wait on child processes, the embedded stores or a rule's real delay (the fault test's
    // sign-up waits out a one-minute claim), and those waits overlap another file's work.
    maxWorkers: 2,
    projects: [
      {
        // Unit tests share workers: starting one worker per file cost more than the tests (50 files
        // of core and functions: 32 s isolated, 5 s shared). They hold no process-wide state that
        // outlives a file: pure functions, components rendered into a fresh document, stores reset.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          isolate: false,
          // Stores that unmount on a timer are unmounted before their file's document goes.
          setupFiles: ['tests/unit/setup/stores.ts'],
        },
      },
      {
        // Integration and CDK tests each point the process at their own stores and environment
        // (setupApiStack, pointClientsAt): one worker per file keeps them apart.
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts', 'tests/cdk/**/*.test.ts'] },
      },
    ],
  },
});
