import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent', TZ: 'Asia/Shanghai' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
