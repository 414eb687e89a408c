import { reloadPage } from '#app/browser/reload.ts';
import { loadCommonMessages } from '#app/i18n/catalog.ts';
import { $commonMessages, t } from '#app/i18n/messages.ts';
import { claimChunkReload } from '#app/router/chunk-reload.ts';
import { installNavigationHandling } from '#app/router/navigate.ts';
import { $view, startNavigation } from '#app/router/navigation.ts';
import { pageTitle } from '#app/router/title.ts';
import { startBuildUpdateChecks } from '#app/stores/build-update.ts';
import { $lang } from '#app/stores/lang.ts';
import { setShrink } from '#app/stores/member-center.ts';
import { $siteConfig } from '#app/stores/site-config.ts';

/** Below this width the sidebar becomes a drawer (the `shrink` state). */
const NARROW_SCREEN = '(max-width: 800px)';

function watchNarrowScreen(): () => void {
  const query = window.matchMedia(NARROW_SCREEN);
  const update = () => setShrink(query.matches);
  update();
  query.addEventListener('change', update);
  return () => query.removeEventListener('change', update);
}

/** Keeps document.title at "{page} - {site name}" as the view, the site name or the strings change. */
function syncDocumentTitle(): () => void {
  const update = () => {
    const view = $view.get();
    if (!view) return;
    const page =
      view.status === 'page'
        ? view.messages.title
        : t(view.status === 'notFound' ? 'notFound.title' : 'chunk.failed');
    document.title = pageTitle(page, $siteConfig.get().siteName);
  };
  const stops = [$view.listen(update), $siteConfig.listen(update), $commonMessages.listen(update)];
  return () => {
    for (const stop of stops) stop();
  };
}

async function loadCommon(): Promise<void> {
  try {
    $commonMessages.set(await loadCommonMessages($lang.get()));
  } catch (error) {
    // Same rule as a page chunk: one reload per 10 s fetches the current build's files.
    if (claimChunkReload(sessionStorage, location.pathname)) {
      reloadPage();
      return;
    }
    console.error(error);
    $commonMessages.set({});
  }
}

/**
 * Starts the app once on mount: navigation handling first (its Back-button check must run before
 * the router's), then the common strings, the router-driven navigation, and the hourly build check.
 */
export function startApp(): () => void {
  const stops = [
    installNavigationHandling(),
    watchNarrowScreen(),
    syncDocumentTitle(),
    startBuildUpdateChecks(),
  ];
  void loadCommon();
  stops.push(startNavigation());
  return () => {
    for (const stop of stops) stop();
  };
}
