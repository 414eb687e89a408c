import { type AuthRoute, createApiClient, REQUEST_TIMEOUT_MS } from '#app/api/client.ts';
import { refreshTokens } from '#app/api/session.ts';
import { t } from '#app/i18n/messages.ts';
import { loginUrl, safeReturnPath } from '#app/router/resolve.ts';
import { $router, APP_ROUTES, currentAppUrl } from '#app/router/routes.ts';
import { $lang } from '#app/stores/lang.ts';
import { closeLoading, openLoading } from '#app/stores/loading.ts';
import { showToast } from '#app/stores/toasts.ts';
import { $userInfo, forgetUser } from '#app/stores/user-info.ts';

function goToAuthRoute(route: AuthRoute): void {
  // The session is over or the server sends the user home: this overrides any unsaved-work guard.
  $router.open(route === 'userLogin' ? loginUrl(safeReturnPath(currentAppUrl())) : APP_ROUTES.user);
}

/** The app's API client: same-origin, wired to the language, user, toast, loading and router stores. */
export const apiClient = createApiClient({
  fetch: (input, init) => fetch(input, init),
  baseUrl: '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  lang: () => $lang.get(),
  token: () => $userInfo.get().token,
  isOnline: () => navigator.onLine,
  t,
  toast: (type, message) => {
    showToast(type, message);
  },
  loading: { open: openLoading, close: closeLoading },
  // A refused session is over in every tab (they share it): forget the member, not just the token,
  // so the next page load does not try to restore it.
  auth: {
    currentRoute: () => $router.get()?.route,
    clearToken: forgetUser,
    goTo: goToAuthRoute,
    refresh: refreshTokens,
  },
});

/**
 * Calls an endpoint of src/core/contracts/endpoints/ (import the group file, not the whole list,
 * so the bundle keeps only the schemas it calls): `api(pageSave, body, options)`.
 */
export const api = apiClient.call;
