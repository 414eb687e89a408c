import { createLogger } from '#functions/platform/log.ts';
import { SCHEDULES, type ScheduleId } from '#functions/schedules.ts';

const log = createLogger({ component: 'scheduler' });

export type Job = () => Promise<unknown>;

export type Scheduler = {
  /** Runs a job now (tests, and once at start so a crash's leftovers are finished soon). */
  runNow(id: ScheduleId): Promise<void>;
  /** Stops the timers and waits for a job still running. */
  stop(): Promise<void>;
};

/**
 * The local stand-in for EventBridge: runs each job of functions/schedules.ts on its period, in
 * this process, never two runs of one job at once. `everyMs` overrides every period (tests).
 * A failing run is logged and retried at the next tick, as a failed scheduled Lambda would be.
 */
export function startScheduler(jobs: Record<ScheduleId, Job>, options: { everyMs?: number } = {}): Scheduler {
  const running = new Map<ScheduleId, Promise<void>>();
  let stopped = false;

  function runNow(id: ScheduleId): Promise<void> {
    const current = running.get(id);
    if (current) return current;
    const run = (async () => {
      try {
        const result = await jobs[id]();
        log.debug('scheduled job ran', { job: id, result });
      } catch (error) {
        log.error('scheduled job failed', { job: id, error: String(error) });
      } finally {
        running.delete(id);
      }
    })();
    running.set(id, run);
    return run;
  }

  const timers = SCHEDULES.map((schedule) => {
    const timer = setInterval(
      () => {
        if (!stopped) void runNow(schedule.id);
      },
      options.everyMs ?? schedule.everyMinutes * 60_000,
    );
    timer.unref();
    return timer;
  });

  return {
    runNow,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
