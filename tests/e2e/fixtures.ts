import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test runs offline: requests to any origin other than the local server are
 * answered by stubs registered with `thirdParty` or aborted.
 */
/** A journey's language, from its title: "journey (en): ...", "... (zh-cn)" or "accounts in en". */
const LANGUAGE_IN_TITLE = /\((en|zh-cn)\)|\bin (en|zh-cn)\b/;

/**
 * Which viewport runs a journey written once per language: English on the phone (the longest text
 * on the narrowest screen), Chinese on the desktop. Each language and each viewport still runs
 * every journey once, and the full run takes half the time; `E2E_MATRIX=full` runs every language
 * on both viewports (before a release, or when a change is about one language's layout).
 */
export const LANGUAGE_VIEWPORT = { en: 'phone', 'zh-cn': 'desktop' } as const;

export const test = base.extend<{
  languagePairing: undefined;
  thirdParty: Map<string, { status?: number; contentType?: string; body: string }>;
}>({
  languagePairing: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a destructured first argument; this one has none.
    async ({}, use, testInfo) => {
      const lang = LANGUAGE_IN_TITLE.exec(testInfo.titlePath.join(' › '));
      const language = (lang?.[1] ?? lang?.[2]) as keyof typeof LANGUAGE_VIEWPORT | undefined;
      testInfo.skip(
        process.env.E2E_MATRIX !== 'full' &&
          language !== undefined &&
          testInfo.project.name !== LANGUAGE_VIEWPORT[language],
        `${language} journeys run on the ${language ? LANGUAGE_VIEWPORT[language] : ''} viewport (E2E_MATRIX=full runs both)`,
      );
      await use(undefined);
    },
    { auto: true },
  ],
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

declare global {
  interface Window {
    /** Every toast message shown on this page so far (`recordToasts`). */
    __toastsSeen?: string[];
  }
}

/**
 * Records every toast's message as it appears, from the page's next navigation on. A toast stays
 * for its reading time (3 s for a short one) and then leaves, so on a busy machine a check that
 * it is visible can come after it left; `expectToastSeen` asks whether it was shown at all.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (window.__toastsSeen) return;
    const seen: string[] = [];
    window.__toastsSeen = seen;
    const note = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const message of [
        ...(node.matches('.app-toast__message') ? [node] : []),
        ...node.querySelectorAll('.app-toast__message'),
      ])
        seen.push(message.textContent?.trim() ?? '');
    };
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(note);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** A toast holding this message was shown since `recordToasts` (it may have left since). */
export async function expectToastSeen(page: Page, message: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__toastsSeen ?? []))
    .toContainEqual(expect.stringContaining(message));
}

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
