import * as endpoints from '#core/contracts/endpoints/account.ts';
import { changeBindHandler, verificationHandler } from '#functions/handlers/account/bind.ts';
import { balanceLogHandler, scoreLogHandler } from '#functions/handlers/account/ledger.ts';
import { overviewHandler } from '#functions/handlers/account/overview.ts';
import { changePasswordHandler } from '#functions/handlers/account/password.ts';
import { getProfileHandler, saveProfileHandler } from '#functions/handlers/account/profile.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "account": the member centre's own data (always the caller's; never an id from the request). */
export const routes = bindGroup(endpoints, {
  overview: overviewHandler,
  profile: getProfileHandler,
  profileSave: saveProfileHandler,
  verification: verificationHandler,
  changeBind: changeBindHandler,
  changePassword: changePasswordHandler,
  balanceLog: balanceLogHandler,
  scoreLog: scoreLogHandler,
});

export const handler = lambdaEntry(routes);
