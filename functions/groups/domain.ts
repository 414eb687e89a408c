import { domainAddHandler } from '#functions/handlers/domain/add.ts';
import { domainDeleteHandler } from '#functions/handlers/domain/delete.ts';
import { domainEditHandler } from '#functions/handlers/domain/edit.ts';
import { domainIndexHandler } from '#functions/handlers/domain/list.ts';
import { domainVerifyHandler } from '#functions/handlers/domain/verify.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "domain": the domain centre (names, certificates, CNAME verification). */
export const routes = bindGroup('domain', {
  'GET /client/domain/index': domainIndexHandler,
  'POST /client/domain/add': domainAddHandler,
  'POST /client/domain/edit': domainEditHandler,
  'POST /client/domain/del': domainDeleteHandler,
  'POST /client/domain/verify': domainVerifyHandler,
});

export const handler = lambdaEntry(routes);
