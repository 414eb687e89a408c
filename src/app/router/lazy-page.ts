import type { ComponentType } from 'react';

export type PageModule = { readonly default: ComponentType };

/** A page component loaded on demand: `load` fetches its chunk (once; a failure is retried). */
export type LazyPage = {
  readonly load: () => Promise<PageModule>;
};

/**
 * Wraps a dynamic import. The navigation awaits `load()` and shows the module's component itself,
 * so the page renders in the view's first render: no React.lazy suspending on a chunk that is
 * already in, no empty fallback committed and no retry render after it. A failed load is
 * forgotten so that a later attempt refetches.
 */
export function lazyPage(importer: () => Promise<PageModule>): LazyPage {
  let pending: Promise<PageModule> | null = null;
  const load = () => {
    pending ??= importer().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return { load };
}
