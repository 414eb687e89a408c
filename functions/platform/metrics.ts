import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { atInvocationEnd } from '#functions/platform/invocation.ts';
import { createLogger } from '#functions/platform/log.ts';

/**
 * The product's own metrics (README "Monitoring"), written with Powertools for AWS Lambda's
 * Metrics as CloudWatch embedded metric format (EMF): one JSON line in the function's log per
 * invocation that recorded any, which CloudWatch turns into metrics. No API call, no extra
 * permission. The CDK alarms and dashboard (cdk/lib/monitoring.ts) name the same constants.
 *
 * Locally (`npm start`, `npm run dev`, tests, the ops command) Powertools' documented switch
 * POWERTOOLS_METRICS_DISABLED=true keeps them off stdout; with LOG_LEVEL=debug the flushed
 * metrics go to the debug log instead.
 */
export const METRICS_NAMESPACE = 'LandingBuilder';
/** The one dimension (Powertools' `service`), the same from every function. */
export const METRICS_SERVICE = 'landing-builder';

export const BUSINESS_METRICS = {
  /** A member's publish that changed the live page (unchanged republishes are not counted). */
  publishes: 'Publishes',
  /** A recharge order credited to the member's balance (gateway notice, sandbox or reconciler). */
  rechargesCredited: 'RechargesCredited',
  /** A new member account. */
  signUps: 'SignUps',
  /** Steps the pay reconciler could not finish, per run (functions/pay/reconcile.ts). */
  reconcileProblems: 'ReconcileProblems',
  /** Manual-channel orders waiting for an operator, per reconciler run. */
  ordersAwaitingReview: 'OrdersAwaitingReview',
  /** How long the oldest of them has waited (0 when none), per reconciler run. */
  oldestReviewWaitSeconds: 'OldestReviewWaitSeconds',
  /** Verified domains whose member-imported certificate ends soon or has ended, per daily re-check. */
  certificatesExpiringSoon: 'CertificatesExpiringSoon',
} as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];

const log = createLogger({ component: 'metrics' });

/** Powertools' Metrics, telling whether its switch (POWERTOOLS_METRICS_DISABLED) turned it off. */
class ProductMetrics extends Metrics {
  get off(): boolean {
    return this.isDisabled();
  }
}
let metrics: ProductMetrics | undefined;
/**
 * Whether a metric was added since the last flush: asked at the end of every request, and
 * Powertools' own `hasStoredMetrics` reads the environment each time (every beacon would pay it).
 */
let recorded = false;

/** The process's Metrics, made on first use (a group that records none never loads it). */
function instance(): ProductMetrics {
  if (!metrics) {
    metrics = new ProductMetrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });
    atInvocationEnd(flushMetrics);
  }
  return metrics;
}

/** Adds `value` (a count) to a metric of this invocation. */
export function countMetric(name: BusinessMetric, value = 1): void {
  instance().addMetric(name, MetricUnit.Count, value);
  recorded = true;
}

/** Records a duration in seconds for this invocation. */
export function secondsMetric(name: BusinessMetric, seconds: number): void {
  instance().addMetric(name, MetricUnit.Seconds, seconds);
  recorded = true;
}

/**
 * Writes this invocation's metrics (one EMF line) and empties the buffer; nothing when none were
 * recorded. Disabled: the buffer is emptied, and logged at debug level.
 */
export function flushMetrics(): void {
  if (!recorded || !metrics) return;
  recorded = false;
  if (!metrics.hasStoredMetrics()) return;
  if (metrics.off) log.debug('metrics', { emf: metrics.serializeMetrics() });
  metrics.publishStoredMetrics();
}
