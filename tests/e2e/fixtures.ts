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
      const own = ownOrigins(baseURL);
      await context.route(
        (url) => !own.includes(url.origin),
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

/**
 * The local server's own origins: the app (baseURL) and published pages' origin, the other
 * loopback name on the same port (functions/local/origins.ts).
 */
export function ownOrigins(baseURL: string | undefined): string[] {
  const app = new URL(baseURL ?? 'http://127.0.0.1');
  return [app.origin, pagesOriginOf(baseURL)];
}

/** Where published pages answer in the browser tests: `{pagesOriginOf(baseURL)}/{id}`. */
export function pagesOriginOf(baseURL: string | undefined): string {
  const app = new URL(baseURL ?? 'http://127.0.0.1');
  return `${app.protocol}//${app.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${app.port}`;
}
