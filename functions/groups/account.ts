import { changeBindHandler, verificationHandler } from '#functions/handlers/account/bind.ts';
import { balanceLogHandler, scoreLogHandler } from '#functions/handlers/account/ledger.ts';
import { overviewHandler } from '#functions/handlers/account/overview.ts';
import { changePasswordHandler } from '#functions/handlers/account/password.ts';
import { getProfileHandler, saveProfileHandler } from '#functions/handlers/account/profile.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "account": the member centre's own data (always the caller's; never an id from the request). */
export const routes = bindGroup('account', {
  'GET /client/account/overview': overviewHandler,
  'GET /client/account/profile': getProfileHandler,
  'POST /client/account/profile': saveProfileHandler,
  'POST /client/account/verification': verificationHandler,
  'POST /client/account/changeBind': changeBindHandler,
  'POST /client/account/changePassword': changePasswordHandler,
  'GET /client/account/balance': balanceLogHandler,
  'GET /client/account/integral': scoreLogHandler,
});

export const handler = lambdaEntry(routes);
