import { emsSendHandler, smsSendHandler } from '#functions/handlers/codes/send.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "codes": email and SMS verification codes. */
export const routes = bindGroup('codes', {
  'POST /client/Sms/send': smsSendHandler,
  'POST /client/Ems/send': emsSendHandler,
});

export const handler = lambdaEntry(routes);
