import * as endpoints from '#core/contracts/endpoints/codes.ts';
import { bindGroup, lambdaEntry, onFirstRequest } from '#functions/platform/group.ts';

const send = () => import('#functions/handlers/codes/send.ts');

/** Group "codes": email and SMS verification codes. */
export const routes = bindGroup(endpoints, {
  smsSend: onFirstRequest(async () => (await send()).smsSendHandler),
  emsSend: onFirstRequest(async () => (await send()).emsSendHandler),
});

export const handler = lambdaEntry(routes);
