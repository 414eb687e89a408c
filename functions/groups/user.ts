import { checkInHandler, checkInInfoHandler } from '#functions/handlers/user/check-in.ts';
import { logoutHandler } from '#functions/handlers/user/logout.ts';
import { refreshHandler } from '#functions/handlers/user/refresh.ts';
import { retrievePasswordHandler } from '#functions/handlers/user/retrieve-password.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "user": sign-up, login, token refresh, logout and password reset. */
export const routes = bindGroup('user', {
  'GET /client/user/checkIn': checkInInfoHandler,
  'POST /client/user/checkIn': checkInHandler,
  'POST /client/user/refresh': refreshHandler,
  'POST /client/user/logout': logoutHandler,
  'POST /client/user/retrievePassword': retrievePasswordHandler,
});

export const handler = lambdaEntry(routes);
