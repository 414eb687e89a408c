import * as endpoints from '#core/contracts/endpoints/user.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';

/** Group "user": sign-up, login, token refresh, logout and password reset. */
export const routes = bindGroup(endpoints, {
  checkInInfo: onFirstRequest(
    async () => (await import('#functions/handlers/user/check-in-info.ts')).checkInInfoHandler,
  ),
  checkIn: onFirstRequest(async () => (await import('#functions/handlers/user/check-in.ts')).checkInHandler),
  refresh: onFirstRequest(async () => (await import('#functions/handlers/user/refresh.ts')).refreshHandler),
  logout: onFirstRequest(async () => (await import('#functions/handlers/user/logout.ts')).logoutHandler),
  retrievePassword: onFirstRequest(
    async () => (await import('#functions/handlers/user/retrieve-password.ts')).retrievePasswordHandler,
  ),
});

export const handler = lambdaEntry(routes);
