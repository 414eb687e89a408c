import { test as base, expect } from '@playwright/test';

/**
 * Every browser test runs offline: requests to any origin other than the local server are
 * answered by stubs registered with `thirdParty` or aborted.
 */
export const test = base.extend<{
  thirdParty: Map<string, { status?: number; contentType?: string; body: string }>;
}>({
  thirdParty: [
    async ({ context, baseURL }, use) => {
      const stubs = new Map<string, { status?: number; contentType?: string; body: string }>();
      const own = new URL(baseURL ?? 'http://127.0.0.1').origin;
      await context.route(
        (url) => url.origin !== own,
        async (route) => {
          const url = new URL(route.request().url());
          const stub = stubs.get(url.origin + url.pathname) ?? stubs.get(url.origin);
          if (stub) {
            await route.fulfill({
              status: stub.status ?? 200,
              contentType: stub.contentType ?? 'text/plain',
              body: stub.body,
            });
          } else {
            await route.abort('blockedbyclient');
          }
        },
      );
      await use(stubs);
    },
    { auto: true },
  ],
});

export { expect };
