import type { IncomingMessage, ServerResponse } from 'node:http';
import { localConversionsQueue } from '#functions/conversions/local-consumer.ts';
import { resetAwsConnections } from '#functions/data/aws-request.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { sweepExpired } from '#functions/data/ttl-sweep.ts';
import { recheckVerifiedDomains } from '#functions/domains/recheck.ts';
import { ALL_ROUTES } from '#functions/groups/registry.ts';
import { publishDeps } from '#functions/handlers/publish/deps.ts';
import { consumeInsightsWith, localInsightsQueue } from '#functions/insights/queue.ts';
import { startAggregatorThread } from '#functions/local/aggregator.ts';
import type { Job } from '#functions/local/scheduler.ts';
import { type LocalServerOptions, localRequestListener } from '#functions/local/server.ts';
import { notifierFor } from '#functions/notify/notifier.ts';
import { reconcile } from '#functions/pay/reconcile.ts';
import { applyPlanTerms } from '#functions/plans/terms.ts';
import { env } from '#functions/platform/env.ts';
import { endInvocation } from '#functions/platform/invocation.ts';
import { createLogger } from '#functions/platform/log.ts';
import { customDomainStatus } from '#functions/publish/serving.ts';
import { RECONCILE_GRACE_MS, type ScheduleId } from '#functions/schedules.ts';

/** What the local server is started with once (functions/local/platform.ts) and lends to its app. */
export type LocalAppOptions = Pick<
  LocalServerOptions,
  'staticDir' | 'paySandbox' | 'conversionsSandbox' | 'appOrigin' | 'pagesOrigin'
>;

/**
 * The handler side of the local server: its request handling (the route table's handlers, the
 * static build, public and published pages) and the scheduled jobs, over the stores, sandboxes
 * and environment the process started once. `npm start` makes one; `npm run dev` makes a new one
 * each time it loads this module again after a change (functions/local/dev.ts), so everything
 * that must outlive a reload (stores, sandboxes, timers, listening sockets) stays out of here.
 */
export type LocalApp = {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The jobs EventBridge runs on AWS (functions/schedules.ts); each run ends as an invocation. */
  jobs: Record<ScheduleId, Job>;
  /** Resolves once the beacon events and conversion jobs queued so far are delivered. */
  drain(): Promise<void>;
  /** Ends what this app started for itself (the aggregator's thread), once drained. */
  release(): Promise<void>;
  /** Lets go of this app's kept-alive connections to the stores (before they close). */
  close(): void;
};

export function localApp(options: LocalAppOptions): LocalApp {
  // Installs the in-process conversions queue collect and the retries send to.
  localConversionsQueue();
  // Beacons are counted in a thread of their own (loading the aggregator's code as it is now), as
  // a separate function consumes the stream on AWS.
  const aggregator = startAggregatorThread();
  consumeInsightsWith(aggregator.consume);
  const reconcileLog = createLogger({ component: 'pay-reconcile' });
  const recheckLog = createLogger({ component: 'domain-recheck' });
  const termsLog = createLogger({ component: 'plan-terms' });
  const invocation =
    (job: Job): Job =>
    async () => {
      try {
        return await job();
      } finally {
        endInvocation();
      }
    };
  return {
    handle: localRequestListener({
      ...options,
      siteBlobs: s3BlobStore(env().SITE_BUCKET),
      uploadBlobs: s3BlobStore(env().UPLOADS_BUCKET),
      routes: ALL_ROUTES,
      customDomain: customDomainStatus,
    }),
    jobs: {
      'pay-reconcile': invocation(() =>
        reconcile({
          nowMs: Date.now(),
          graceMs: env().RECONCILE_GRACE_MS ?? RECONCILE_GRACE_MS,
          log: reconcileLog,
        }),
      ),
      'ttl-sweep': invocation(() => sweepExpired(Date.now())),
      'domain-recheck': invocation(() => recheckVerifiedDomains({ nowMs: Date.now(), log: recheckLog })),
      'plan-terms': invocation(() =>
        applyPlanTerms({ nowMs: Date.now(), log: termsLog, deps: publishDeps(), notify: notifierFor }),
      ),
    },
    async drain() {
      await Promise.all([localInsightsQueue().drain(), localConversionsQueue().drain()]);
    },
    release: () => aggregator.stop(),
    close: resetAwsConnections,
  };
}
