import type { Context } from 'aws-lambda';
import * as endpoints from '#core/contracts/endpoints/publish.ts';
import { planApplyHandler } from '#functions/handlers/publish/apply-plan.ts';
import { publishDeps } from '#functions/handlers/publish/deps.ts';
import { pageEditHandler } from '#functions/handlers/publish/edit.ts';
import { previewHandler } from '#functions/handlers/publish/preview.ts';
import { publishHandler, unpublishHandler } from '#functions/handlers/publish/publish.ts';
import { notifierFor } from '#functions/notify/notifier.ts';
import { applyPlanTerms } from '#functions/plans/terms.ts';
import { bindGroup, lambdaEntry, scheduledRun } from '#functions/platform/group.ts';
import type { ApiEvent } from '#functions/platform/handler.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * Group "publish": what changes a live page. It renders pages through the Astro server build
 * (dist/server, functions/render/astro.ts), so its function ships that build beside its bundle.
 */
export const routes = bindGroup(endpoints, {
  pagePublish: publishHandler,
  pageUnpublish: unpublishHandler,
  pageEdit: pageEditHandler,
  pagePreview: previewHandler,
  pagePlanApply: planApplyHandler,
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
