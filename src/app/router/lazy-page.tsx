import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PageModule = { readonly default: ComponentType };

/** A page component loaded on demand: `load` fetches its chunk, `Component` renders it (React.lazy). */
export type LazyPage = {
  readonly load: () => Promise<PageModule>;
  readonly Component: LazyExoticComponent<ComponentType>;
};

/**
 * Wraps a dynamic import. The navigation awaits `load()` before showing the page, so React.lazy
 * finds the chunk already fetched; a failed load is forgotten so that a later attempt refetches.
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
  return { load, Component: lazy(load) };
}
