import { atom } from 'nanostores';
import type { ComponentType } from 'react';
import { restoreSession } from '#app/api/session.ts';
import { siteStartUp, userStartUp } from '#app/api/start-up.ts';
import { reloadPage } from '#app/browser/reload.ts';
import { loadPageMessages, pageMessageFiles } from '#app/i18n/catalog.ts';
import type { Messages } from '#app/i18n/types.ts';
import { firstRoutePath } from '#app/member-center/menus.ts';
import { claimChunkReload } from '#app/router/chunk-reload.ts';
import { PAGE_LOADERS } from '#app/router/pages.ts';
import { doneProgress, startProgress } from '#app/router/progress.ts';
import { loginUrl, resolveRoute, safeReturnPath } from '#app/router/resolve.ts';
import { startRouteData } from '#app/router/route-data.ts';
import { type LayoutName, type PageRouteName, ROUTE_META } from '#app/router/route-meta.ts';
import { $router, APP_ROUTES, type AppRouteName, currentAppUrl } from '#app/router/routes.ts';
import { $authRouteRequest } from '#app/stores/auth-route.ts';
import { $lang } from '#app/stores/lang.ts';
import { $memberCenter, collapseMenu } from '#app/stores/member-center.ts';
import { $isLogin, $userInfo } from '#app/stores/user-info.ts';

/** What the app shows: one page with its layout and translations, a 404, or a failed load. */
export type View = {
  /** Changes on every navigation, so a page remounts even when only its parameters change. */
  readonly key: number;
  readonly status: 'page' | 'notFound' | 'loadFailed';
  readonly name: AppRouteName | null;
  /** Path and query as requested. */
  readonly url: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  readonly search: Readonly<Record<string, string>>;
  readonly layout: LayoutName;
  readonly Component: ComponentType | null;
  /** The page's translation files, merged. */
  readonly messages: Messages;
};

export const $view = atom<View | null>(null);

type RouterPage = ReturnType<typeof $router.get>;

let sequence = 0;

function urlOf(page: NonNullable<RouterPage>): string {
  const search = new URLSearchParams(page.search).toString();
  return search ? `${page.path}?${search}` : page.path;
}

/** The translation files of a page route at `path`. */
function messageFilesOf(name: PageRouteName, path: string): string[] {
  const pattern: string = APP_ROUTES[name];
  // Parameterised routes have no file per path; they use the route-name file.
  return pageMessageFiles(pattern.includes(':') ? path : pattern, name);
}

function show(view: Omit<View, 'key'>, id: number): void {
  $view.set({ ...view, key: id });
  // Spec section 2: after each navigation the expanded mobile menu collapses.
  collapseMenu();
}

/**
 * One navigation, start to end: progress bar, start-up data, auth guard, the page chunk and its
 * translation files, then the view. A newer navigation supersedes an older one still loading.
 */
export async function showRoute(page: RouterPage): Promise<void> {
  const current = $view.get();
  // Only the hash changed (an anchor on the same page): nothing to load.
  if (page && current?.status === 'page' && current.url === urlOf(page)) return;

  const id = ++sequence;
  const isCurrent = () => id === sequence;
  startProgress();
  // The router updates the address bar right after notifying; read it once that has happened.
  await Promise.resolve();
  const pathname = location.pathname;
  const url = page ? urlOf(page) : pathname;
  /** The failed-load view ("check your connection and try again") for this navigation. */
  const showLoadFailed = () =>
    show(
      {
        status: 'loadFailed',
        name: page?.route ?? null,
        url,
        path: pathname,
        params: {},
        search: {},
        layout: 'none',
        Component: null,
        messages: {},
      },
      id,
    );
  // The page's chunk and translation files (for the route as matched: a redirect or the auth
  // guard may still lead elsewhere) download while the session and start-up calls run, and the
  // route's data starts as soon as the session is known, beside the start-up call. Failures
  // here are retried by the loads below.
  const entry = page ? ROUTE_META[page.route] : null;
  const early =
    page && entry?.kind === 'page' && (!entry.auth || $userInfo.get().id)
      ? {
          route: page.route as PageRouteName,
          messages: loadPageMessages($lang.get(), messageFilesOf(page.route as PageRouteName, page.path)),
        }
      : null;
  if (early) {
    early.messages.catch(() => undefined);
    PAGE_LOADERS[early.route].load().catch(() => undefined);
  }
  try {
    // The access token lives in memory only: after a page load, get one from the refresh cookie.
    const session = await restoreSession();
    if (!isCurrent()) return;
    // A member whose session could not be reached (offline, timed out, the server failing) is
    // still signed in: a route that needs the session says the load failed and offers to try
    // again, rather than sending them to the login screen as if they had never signed in.
    if (session === 'failed' && page && ROUTE_META[page.route].auth) {
      showLoadFailed();
      return;
    }
    const needsUser = page && ROUTE_META[page.route].auth && $isLogin.get();
    // What the page shows first (route-data.ts), requested beside the start-up calls.
    if (needsUser && early) startRouteData(early.route, page.params);
    try {
      // With the restored token this one call also brings the member's data and menus.
      await siteStartUp();
    } catch {
      // Already reported by the API client; the page still works with the default configuration.
    }
    if (!isCurrent()) return;
    if (needsUser) {
      try {
        await userStartUp();
      } catch {
        // An ended session has been sent to the login route by the API client (a newer navigation).
      }
      if (!isCurrent()) return;
    }

    const resolution = resolveRoute(page?.route, url, page?.search ?? {}, {
      isLogin: $isLogin.get(),
      firstUserRoute: firstRoutePath($memberCenter.get().userMenus),
    });
    if (resolution.kind === 'redirect') {
      $router.open(resolution.to, true);
      if (!isCurrent()) return;
      // The target is this very URL (a menu pointing at /user): show a 404 rather than hang.
    }
    if (resolution.kind !== 'page' || !page) {
      const path = resolution.kind === 'notFound' ? resolution.path : pathname;
      show(
        {
          status: 'notFound',
          name: null,
          url,
          path,
          params: {},
          search: {},
          layout: 'none',
          Component: null,
          messages: {},
        },
        id,
      );
      return;
    }

    const sameRoute = early?.route === resolution.name;
    const [messages, pageModule] = await Promise.all([
      sameRoute ? early.messages : loadPageMessages($lang.get(), messageFilesOf(resolution.name, page.path)),
      PAGE_LOADERS[resolution.name].load(),
    ]);
    if (!isCurrent()) return;
    show(
      {
        status: 'page',
        name: resolution.name,
        url,
        path: page.path,
        params: page.params,
        search: page.search,
        layout: resolution.route.layout,
        Component: pageModule.default,
        messages,
      },
      id,
    );
  } catch (error) {
    if (!isCurrent()) return;
    // A chunk of this page failed to download (a new deploy removed it, or the network dropped).
    // Reload to fetch the current build, at most once per 10 s per path; then show the failure.
    if (claimChunkReload(sessionStorage, pathname)) {
      reloadPage();
      return;
    }
    console.error(error);
    showLoadFailed();
  } finally {
    if (isCurrent()) doneProgress();
  }
}

/**
 * The router stays silent when one unknown path follows another (its value is undefined both
 * times); this shows the 404 for the new path then.
 */
export function refreshUnknownPath(): void {
  const view = $view.get();
  if ($router.get() === undefined && view?.status === 'notFound' && view.path !== location.pathname) {
    void showRoute(undefined);
  }
}

/**
 * Opens the route the API client asks for when a session is over (login, with the way back) or
 * the server sends the member home. This overrides any unsaved-work guard. Returns the stop function.
 */
export function followAuthRequests(): () => void {
  return $authRouteRequest.listen((request) => {
    if (!request) return;
    $router.open(request.route === 'userLogin' ? loginUrl(safeReturnPath(currentAppUrl())) : APP_ROUTES.user);
  });
}

/** Follows the router: every change is one navigation. Returns the stop function. */
export function startNavigation(): () => void {
  const stop = $router.subscribe((page) => {
    void showRoute(page);
  });
  const stopAuth = followAuthRequests();
  window.addEventListener('popstate', refreshUnknownPath);
  return () => {
    stop();
    stopAuth();
    window.removeEventListener('popstate', refreshUnknownPath);
  };
}
