import * as endpoints from '#core/contracts/endpoints/account.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';

const bind = () => import('#functions/handlers/account/bind.ts');
const ledger = () => import('#functions/handlers/account/ledger.ts');
const profile = () => import('#functions/handlers/account/profile.ts');

/** Group "account": the member centre's own data (always the caller's; never an id from the request). */
export const routes = bindGroup(endpoints, {
  overview: onFirstRequest(
    async () => (await import('#functions/handlers/account/overview.ts')).overviewHandler,
  ),
  profile: onFirstRequest(async () => (await profile()).getProfileHandler),
  profileSave: onFirstRequest(async () => (await profile()).saveProfileHandler),
  verification: onFirstRequest(async () => (await bind()).verificationHandler),
  changeBind: onFirstRequest(async () => (await bind()).changeBindHandler),
  changePassword: onFirstRequest(
    async () => (await import('#functions/handlers/account/password.ts')).changePasswordHandler,
  ),
  balanceLog: onFirstRequest(async () => (await ledger()).balanceLogHandler),
  scoreLog: onFirstRequest(async () => (await ledger()).scoreLogHandler),
});

export const handler = lambdaEntry(routes);
