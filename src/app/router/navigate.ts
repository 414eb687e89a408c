import { refreshUnknownPath } from '#app/router/navigation.ts';
import { $router } from '#app/router/routes.ts';
import { $navigationGuard, confirmNavigation } from '#app/stores/navigation-guard.ts';
import { isAppPath } from '#core/app-paths.ts';

/** Opens an in-app URL unless unsaved work keeps the user here; true when navigation went ahead. */
export function navigate(to: string, options: { readonly replace?: boolean } = {}): boolean {
  if (!confirmNavigation()) return false;
  $router.open(to, options.replace);
  refreshUnknownPath();
  return true;
}

const urlOf = (page: NonNullable<ReturnType<typeof $router.get>>) => {
  const search = new URLSearchParams(page.search).toString();
  return `${page.path}${search ? `?${search}` : ''}${page.hash}`;
};

/**
 * Sends clicks on in-app links through `navigate` and applies the navigation guard to the Back
 * button and to closing the tab. Links to public pages ("/", "/pricing") load normally.
 * Must run before anything subscribes to the router, so its Back-button check runs first.
 */
export function installNavigationHandling(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link?.href || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    if (link.rel.split(/\s+/).includes('external')) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || !isAppPath(url.pathname)) return;
    // Anchors within the current page (the skip link) stay with the browser.
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  let shownUrl = `${location.pathname}${location.search}${location.hash}`;
  const onPopState = (event: PopStateEvent) => {
    if (confirmNavigation()) return;
    // Stay: hide the event from the router and put the page being left back on top of history.
    event.stopImmediatePropagation();
    history.pushState(null, '', shownUrl);
  };

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if ($navigationGuard.get()) event.preventDefault();
  };

  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
  const stopTracking = $router.subscribe((page) => {
    if (page) shownUrl = urlOf(page);
  });
  return () => {
    stopTracking();
    document.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
