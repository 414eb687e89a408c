import * as z from 'zod';
import { api } from '#app/api/api.ts';
import { reloadPage } from '#app/browser/reload.ts';
import { $userInfo, clearToken } from '#app/stores/user-info.ts';

/** Logout (spec section 4): the server revokes the refresh token; on code 1 both tokens go and the page reloads. */
export async function logout(): Promise<void> {
  await api.post(
    '/client/user/logout',
    z.unknown(),
    { refresh_token: $userInfo.get().refresh_token },
    { loading: true },
  );
  clearToken();
  reloadPage();
}
