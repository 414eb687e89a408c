import { createApiClient, REQUEST_TIMEOUT_MS } from '#app/api/client.ts';
import { fetchOrTakeEarly } from '#app/api/early.ts';
import { refreshTokens } from '#app/api/session.ts';
import { t } from '#app/i18n/messages.ts';
import { $router } from '#app/router/routes.ts';
import { requestAuthRoute } from '#app/stores/auth-route.ts';
import { $lang } from '#app/stores/lang.ts';
import { closeLoading, openLoading } from '#app/stores/loading.ts';
import { LINK_TOAST_MS, showToast } from '#app/stores/toasts.ts';
import { $userInfo, forgetUser } from '#app/stores/user-info.ts';

/**
 * The app's API client: same-origin, wired to the language, user, toast and loading stores. A
 * session that is over is signalled through $authRouteRequest, which the router follows; the
 * client reads the router store ($router, route names only) and imports no page.
 */
export const apiClient = createApiClient({
  // The start-up call the app shell's first script sent is taken, not sent again.
  fetch: (input, init) => fetchOrTakeEarly(fetch, String(input), init),
  baseUrl: '',
  timeoutMs: REQUEST_TIMEOUT_MS,
  lang: () => $lang.get(),
  token: () => $userInfo.get().token,
  isOnline: () => navigator.onLine,
  t,
  toast: (type, message, buyLink) => {
    showToast(type, message, buyLink ? LINK_TOAST_MS : undefined, undefined, buyLink);
  },
  loading: { open: openLoading, close: closeLoading },
  // A refused session is over in every tab (they share it): forget the member, not just the token,
  // so the next page load does not try to restore it.
  auth: {
    currentRoute: () => $router.get()?.route,
    clearToken: forgetUser,
    goTo: requestAuthRoute,
    refresh: refreshTokens,
  },
});

/**
 * Calls an endpoint of src/core/contracts/endpoints/ (import the group file, not the whole list,
 * so the bundle keeps only the schemas it calls): `api(pageSave, body, options)`.
 */
export const api = apiClient.call;
