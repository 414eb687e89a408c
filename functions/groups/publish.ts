import type { Context } from 'aws-lambda';
import * as endpoints from '#core/contracts/endpoints/publish.ts';
import { bindGroup, lambdaEntry, onFirstRequest, scheduledRun } from '#functions/platform/group.ts';
import type { ApiEvent } from '#functions/platform/handler.ts';
import { createLogger } from '#functions/platform/log.ts';

const publish = () => import('#functions/handlers/publish/publish.ts');

/**
 * Group "publish": what changes a live page. It renders pages through the Astro server build
 * (dist/server, functions/render/astro.ts), so its function ships that build beside its bundle.
 */
export const routes = bindGroup(endpoints, {
  pagePublish: onFirstRequest(async () => (await publish()).publishHandler),
  pageUnpublish: onFirstRequest(async () => (await publish()).unpublishHandler),
  pageEdit: onFirstRequest(async () => (await import('#functions/handlers/publish/edit.ts')).pageEditHandler),
  pagePreview: onFirstRequest(
    async () => (await import('#functions/handlers/publish/preview.ts')).previewHandler,
  ),
  pagePlanApply: onFirstRequest(
    async () => (await import('#functions/handlers/publish/apply-plan.ts')).planApplyHandler,
  ),
});

const api = lambdaEntry(routes);
const log = createLogger({ component: 'plan-terms' });

/**
 * The Lambda entry: API Gateway events go to the routes; the EventBridge schedule (source
 * aws.events, rule 'plan-terms' in functions/schedules.ts) runs the daily plan terms, here because
 * a lapse or a renewal renders pages again.
 */
export async function handler(event: ApiEvent | { source?: string }, context: Context) {
  if ('source' in event && event.source === 'aws.events') {
    return scheduledRun(async () => {
      const [{ applyPlanTerms }, { publishDeps }, { notifierFor }] = await Promise.all([
        import('#functions/plans/terms.ts'),
        import('#functions/handlers/publish/deps.ts'),
        import('#functions/notify/notifier.ts'),
      ]);
      const report = await applyPlanTerms({
        nowMs: Date.now(),
        log,
        deps: publishDeps(),
        notify: notifierFor,
      });
      log.info('plan terms applied', { ...report });
      return report;
    });
  }
  return api(event as ApiEvent, context, () => undefined);
}
