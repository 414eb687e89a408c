/**
 * The platform's scheduled jobs, data only: CDK turns each into an EventBridge rule targeting the
 * group's function (functions/groups/<group>.ts runs it), and the local server runs the same job
 * in-process on the same period (functions/local/scheduler.ts), so the two cannot drift.
 */
export type ScheduleId = 'pay-reconcile';

export type Schedule = {
  id: ScheduleId;
  /** The Lambda group whose function runs the job on AWS. */
  group: string;
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
];

/**
 * How long the reconciler leaves work alone: a request may still be working on it. Orders,
 * purchases and sign-in claims younger than this are not touched.
 */
export const RECONCILE_GRACE_MS = 120_000;
