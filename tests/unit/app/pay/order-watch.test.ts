import { describe, expect, it } from 'vitest';
import { createOrderWatch, type Schedule } from '#app/pay/order-watch.ts';

type Order = { state: 'pending' | 'paid' | 'expired' };

/** A clock the test moves by hand: timers run when `advance` passes their time. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let next = 0;
  const schedule: Schedule = (run, ms) => {
    const id = next++;
    timers.push({ at: now + ms, run, id });
    return () => {
      timers = timers.filter((timer) => timer.id !== id);
    };
  };
  return {
    schedule,
    pending: () => timers.map((timer) => timer.at - now),
    async advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
      // Let the polls the timers started finish.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

/** A server answering the given results in turn (an Error is a failed call), then the last again. */
function server(results: (Order | Error)[]) {
  let calls = 0;
  return {
    calls: () => calls,
    fetchOrder: async () => {
      const result = results[Math.min(calls, results.length - 1)];
      calls += 1;
      if (!result || result instanceof Error) throw result ?? new Error('none');
      return result;
    },
  };
}

const isSettled = (order: Order) => order.state !== 'pending';

describe('the order watch', () => {
  it('polls an open order and stops for good once it is paid', async () => {
    const clock = manualClock();
    const api = server([{ state: 'pending' }, { state: 'pending' }, { state: 'paid' }]);
    const watch = createOrderWatch({ ...api, isSettled, intervalMs: 2000, schedule: clock.schedule });

    await watch.start();
    expect(watch.$state.get()).toMatchObject({
      status: 'ready',
      order: { state: 'pending' },
      settled: false,
    });
    expect(clock.pending()).toEqual([2000]);
    await clock.advance(2000);
    await clock.advance(2000);
    expect(watch.$state.get()).toMatchObject({ order: { state: 'paid' }, settled: true });
    expect(clock.pending()).toEqual([]);
    await clock.advance(60_000);
    await watch.refresh();
    expect(api.calls()).toBe(3);
  });

  it('backs off while the server fails, keeps the last order and recovers', async () => {
    const clock = manualClock();
    const failure = new Error('offline');
    const api = server([{ state: 'pending' }, failure, failure, failure, { state: 'expired' }]);
    const watch = createOrderWatch({
      ...api,
      isSettled,
      intervalMs: 1000,
      maxIntervalMs: 5000,
      schedule: clock.schedule,
    });

    await watch.start();
    await clock.advance(1000);
    expect(watch.$state.get()).toMatchObject({ status: 'ready', order: { state: 'pending' }, failing: true });
    expect(clock.pending()).toEqual([2000]);
    await clock.advance(2000);
    expect(clock.pending()).toEqual([4000]);
    await clock.advance(4000);
    expect(clock.pending()).toEqual([5000]);
    await clock.advance(5000);
    expect(watch.$state.get()).toMatchObject({ order: { state: 'expired' }, failing: false, settled: true });
  });

  it('reports an error when the first poll fails, and polls again on refresh', async () => {
    const clock = manualClock();
    const api = server([new Error('down'), { state: 'pending' }]);
    const watch = createOrderWatch({ ...api, isSettled, schedule: clock.schedule });

    await watch.start();
    expect(watch.$state.get()).toMatchObject({ status: 'error', order: null });
    await watch.refresh();
    expect(watch.$state.get()).toMatchObject({ status: 'ready', order: { state: 'pending' } });
    expect(clock.pending()).toEqual([2000]);
  });

  it('stops polling when stopped (the screen was left)', async () => {
    const clock = manualClock();
    const api = server([{ state: 'pending' }]);
    const watch = createOrderWatch({ ...api, isSettled, schedule: clock.schedule });

    await watch.start();
    watch.stop();
    await clock.advance(10_000);
    expect(api.calls()).toBe(1);
  });

  it('never runs two polls at once: a refresh waits for the one under way, then asks again', async () => {
    let release: (order: Order) => void = () => undefined;
    let calls = 0;
    const clock = manualClock();
    const watch = createOrderWatch<Order>({
      fetchOrder: () => {
        calls += 1;
        return calls === 1
          ? new Promise<Order>((resolve) => {
              release = resolve;
            })
          : Promise.resolve({ state: 'paid' });
      },
      isSettled,
      schedule: clock.schedule,
    });

    const first = watch.start();
    const refreshed = watch.refresh();
    expect(calls).toBe(1);
    release({ state: 'pending' });
    await first;
    await refreshed;
    expect(calls).toBe(2);
    expect(watch.$state.get()).toMatchObject({ order: { state: 'paid' }, settled: true });
  });
});

describe('the order watch on a fatal failure', () => {
  it('stops asking when the server refuses the order for good, and keeps the reason', async () => {
    const clock = manualClock();
    const gone = new Error('no such order');
    const api = server([gone]);
    const watch = createOrderWatch({
      ...api,
      isSettled,
      isFatal: (error) => error === gone,
      schedule: clock.schedule,
    });

    await watch.start();
    await clock.advance(60_000);
    expect(api.calls()).toBe(1);
    expect(watch.$state.get()).toMatchObject({ status: 'error', failing: true, error: gone });
  });
});
