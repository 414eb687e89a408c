import * as endpoints from '#core/contracts/endpoints/user.ts';
import { checkInHandler, checkInInfoHandler } from '#functions/handlers/user/check-in.ts';
import { logoutHandler } from '#functions/handlers/user/logout.ts';
import { refreshHandler } from '#functions/handlers/user/refresh.ts';
import { retrievePasswordHandler } from '#functions/handlers/user/retrieve-password.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "user": sign-up, login, token refresh, logout and password reset. */
export const routes = bindGroup(endpoints, {
  checkInInfo: checkInInfoHandler,
  checkIn: checkInHandler,
  refresh: refreshHandler,
  logout: logoutHandler,
  retrievePassword: retrievePasswordHandler,
});

export const handler = lambdaEntry(routes);
