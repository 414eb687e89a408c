/**
 * The platform's scheduled jobs, data only: CDK turns each into an EventBridge rule targeting the
 * group's function (functions/groups/<group>.ts runs it), and the local server runs the same job
 * in-process on the same period (functions/local/scheduler.ts), so the two cannot drift.
 */
export type ScheduleId = 'pay-reconcile' | 'ttl-sweep' | 'domain-recheck' | 'plan-terms';

export type Schedule = {
  id: ScheduleId;
  /** The Lambda group whose function runs the job on AWS; none: a job of the local server only. */
  group?: string;
  everyMinutes: number;
  description: string;
};

export const SCHEDULES: readonly Schedule[] = [
  {
    id: 'pay-reconcile',
    group: 'pay',
    everyMinutes: 5,
    description: 'Finishes or reports pay-centre work left between steps (functions/pay/reconcile.ts)',
  },
  {
    id: 'domain-recheck',
    group: 'domain',
    everyMinutes: 1440,
    description:
      'Looks up every verified domain’s CNAME and TXT record again and takes one whose records are gone offline (functions/domains/recheck.ts)',
  },
  {
    id: 'plan-terms',
    group: 'publish',
    everyMinutes: 1440,
    description:
      'Records lapsed plans (ledger memo), brings members’ pages in line with the plan in force and sends the notice days before an end (functions/plans/terms.ts)',
  },
  {
    // On AWS DynamoDB's own TTL deletes expired items (cdk enables it on the table).
    id: 'ttl-sweep',
    everyMinutes: 10,
    description: 'Deletes items whose ttl has passed, as DynamoDB TTL does (functions/data/ttl-sweep.ts)',
  },
];

/**
 * How long the reconciler leaves work alone: a request may still be working on it. Orders,
 * purchases and sign-in claims younger than this are not touched.
 */
export const RECONCILE_GRACE_MS = 120_000;
