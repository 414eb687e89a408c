import * as endpoints from '#core/contracts/endpoints/domain.ts';
import { domainAddHandler } from '#functions/handlers/domain/add.ts';
import { domainDeleteHandler } from '#functions/handlers/domain/delete.ts';
import { domainEditHandler } from '#functions/handlers/domain/edit.ts';
import { domainIndexHandler } from '#functions/handlers/domain/list.ts';
import { domainVerifyHandler } from '#functions/handlers/domain/verify.ts';
import { bindGroup, lambdaEntry } from '#functions/platform/group.ts';

/** Group "domain": the domain centre (names, certificates, CNAME verification). */
export const routes = bindGroup(endpoints, {
  domainIndex: domainIndexHandler,
  domainAdd: domainAddHandler,
  domainEdit: domainEditHandler,
  domainDel: domainDeleteHandler,
  domainVerify: domainVerifyHandler,
});

export const handler = lambdaEntry(routes);
