import { describe, expect, it } from 'vitest';
import { startScheduler } from '#functions/local/scheduler.ts';

describe('local scheduler (EventBridge stand-in)', () => {
  it('runs each job on its period, never two runs of one job at once, and waits for a running job on stop', async () => {
    let runs = 0;
    let concurrent = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const scheduler = startScheduler(
      {
        'pay-reconcile': async () => {
          runs++;
          concurrent++;
          most = Math.max(most, concurrent);
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          concurrent--;
        },
        'ttl-sweep': async () => undefined,
        'domain-recheck': async () => undefined,
        'plan-terms': async () => undefined,
      },
      { everyMs: 50 },
    );
    // The first tick starts a run that stays busy over several more ticks.
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(most).toBe(1);
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toBe(after);
  });

  it('keeps running after a failed run, as a retried scheduled Lambda would', async () => {
    let runs = 0;
    const scheduler = startScheduler(
      {
        'pay-reconcile': async () => {
          runs++;
          if (runs === 1) throw new Error('store unreachable');
        },
        'ttl-sweep': async () => undefined,
        'domain-recheck': async () => undefined,
        'plan-terms': async () => undefined,
      },
      { everyMs: 50 },
    );
    await scheduler.runNow('pay-reconcile');
    while (runs < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
  });
});
