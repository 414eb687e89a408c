import type { Context } from 'aws-lambda';
import * as endpoints from '#core/contracts/endpoints/domain.ts';
import { recheckVerifiedDomains } from '#functions/domains/recheck.ts';
import { domainAddHandler } from '#functions/handlers/domain/add.ts';
import { domainDeleteHandler } from '#functions/handlers/domain/delete.ts';
import { domainEditHandler } from '#functions/handlers/domain/edit.ts';
import { domainIndexHandler } from '#functions/handlers/domain/list.ts';
import { domainVerifyHandler } from '#functions/handlers/domain/verify.ts';
import { bindGroup, lambdaEntry, scheduledRun } from '#functions/platform/group.ts';
import type { ApiEvent } from '#functions/platform/handler.ts';
import { createLogger } from '#functions/platform/log.ts';

/** Group "domain": the domain centre (names, certificates, CNAME verification). */
export const routes = bindGroup(endpoints, {
  domainIndex: domainIndexHandler,
  domainAdd: domainAddHandler,
  domainEdit: domainEditHandler,
  domainDel: domainDeleteHandler,
  domainVerify: domainVerifyHandler,
});

const api = lambdaEntry(routes);
const log = createLogger({ component: 'domain-recheck' });

/**
 * The Lambda entry: API Gateway events go to the routes; the EventBridge schedule (source
 * aws.events, rule 'domain-recheck' in functions/schedules.ts) runs the daily re-check.
 */
export async function handler(event: ApiEvent | { source?: string }, context: Context) {
  if ('source' in event && event.source === 'aws.events') {
    return scheduledRun(async () => {
      const report = await recheckVerifiedDomains({ nowMs: Date.now(), log });
      log.info('domains re-checked', { ...report });
      return report;
    });
  }
  return api(event as ApiEvent, context, () => undefined);
}
