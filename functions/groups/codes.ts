import * as endpoints from '#core/contracts/endpoints/codes.ts';
import { emsSendHandler, smsSendHandler } from '#functions/handlers/codes/send.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "codes": email and SMS verification codes. */
export const routes = bindGroup(endpoints, {
  smsSend: smsSendHandler,
  emsSend: emsSendHandler,
});

export const handler = lambdaEntry(routes);
