import type { Context } from 'aws-lambda';
import * as endpoints from '#core/contracts/endpoints/domain.ts';
import { bindGroup, lambdaEntry, onFirstRequest, scheduledRun } from '#functions/platform/group.ts';
import type { ApiEvent } from '#functions/platform/handler.ts';
import { createLogger } from '#functions/platform/log.ts';

/** Group "domain": the domain centre (names, certificates, CNAME verification). */
export const routes = bindGroup(endpoints, {
  domainIndex: onFirstRequest(
    async () => (await import('#functions/handlers/domain/list.ts')).domainIndexHandler,
  ),
  domainAdd: onFirstRequest(async () => (await import('#functions/handlers/domain/add.ts')).domainAddHandler),
  domainEdit: onFirstRequest(
    async () => (await import('#functions/handlers/domain/edit.ts')).domainEditHandler,
  ),
  domainDel: onFirstRequest(
    async () => (await import('#functions/handlers/domain/delete.ts')).domainDeleteHandler,
  ),
  domainVerify: onFirstRequest(
    async () => (await import('#functions/handlers/domain/verify.ts')).domainVerifyHandler,
  ),
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
      const { recheckVerifiedDomains } = await import('#functions/domains/recheck.ts');
      const report = await recheckVerifiedDomains({ nowMs: Date.now(), log });
      log.info('domains re-checked', { ...report });
      return report;
    });
  }
  return api(event as ApiEvent, context, () => undefined);
}
