import { api } from '#app/api/api.ts';
import { loadPage } from '#app/browser/reload.ts';
import { forgetUser } from '#app/stores/user-info.ts';
import { logout as logoutEndpoint } from '#core/contracts/endpoints/user.ts';

/**
 * Logout (spec section 4): the server ends the session and clears the refresh cookie; on code 1
 * the access token and the remembered member go and the page reloads, as the login page: reloading
 * the page the member was on would send them to login with a return path back to it.
 */
export async function logout(): Promise<void> {
  await api(logoutEndpoint, {}, { loading: true });
  forgetUser();
  // Straight to login with no return path: the member chose to leave the page they were on.
  loadPage('/user/login');
}
