import { map } from 'nanostores';

export type OrderWatchState<O> = {
  /** `loading` until the first answer; `ready` while the order is on screen; `error` when none came. */
  readonly status: 'loading' | 'ready' | 'error';
  /** The latest answer. */
  readonly order: O | null;
  /** The last poll failed (the screen says so and keeps polling). */
  readonly failing: boolean;
  /** The order reached a state that no longer changes by itself: polling has stopped. */
  readonly settled: boolean;
  /** The last failure, when `failing`. */
  readonly error: unknown;
};

/** A timer as the watch needs it (injected so tests drive time). */
export type Schedule = (run: () => void, ms: number) => () => void;

const browserSchedule: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

export type OrderWatchOptions<O> = {
  readonly fetchOrder: () => Promise<O>;
  /** True when the order's state cannot change without the member (paid, expired, failed…). */
  readonly isSettled: (order: O) => boolean;
  /** Pause between polls while the order is open. */
  readonly intervalMs?: number;
  /** A failure asking again cannot mend (the order does not exist, is not the member's): polling stops. */
  readonly isFatal?: (error: unknown) => boolean;
  /** Longest pause after repeated failures (the pause doubles per failure up to this). */
  readonly maxIntervalMs?: number;
  readonly schedule?: Schedule;
};

/**
 * Follows one order's state (nanostores: the logic lives here, the payment screen only renders
 * `$state`). Polls while the order is open, backs off while the server does not answer, stops for
 * good once the order is settled, a failure is fatal or `stop()` is called. `refresh()` polls at once (after the member
 * paid in the sandbox or submitted a serial number). Only one poll is ever under way.
 */
export function createOrderWatch<O>(options: OrderWatchOptions<O>) {
  const interval = options.intervalMs ?? 2_000;
  const maxInterval = options.maxIntervalMs ?? 30_000;
  const schedule = options.schedule ?? browserSchedule;
  const $state = map<OrderWatchState<O>>({
    status: 'loading',
    order: null,
    failing: false,
    settled: false,
    error: null,
  });
  let cancelTimer: (() => void) | null = null;
  let running = false;
  let inFlight: Promise<void> | null = null;
  let failures = 0;

  function plan(ms: number): void {
    cancelTimer?.();
    cancelTimer = schedule(() => {
      cancelTimer = null;
      void poll();
    }, ms);
  }

  function poll(): Promise<void> {
    if (inFlight) return inFlight;
    inFlight = (async () => {
      try {
        const order = await options.fetchOrder();
        failures = 0;
        const settled = options.isSettled(order);
        $state.set({ status: 'ready', order, failing: false, settled, error: null });
        if (settled) stop();
      } catch (error) {
        failures += 1;
        const current = $state.get();
        $state.set({ ...current, status: current.order ? 'ready' : 'error', failing: true, error });
        if (options.isFatal?.(error)) stop();
      } finally {
        inFlight = null;
      }
      if (running) plan(failures === 0 ? interval : Math.min(maxInterval, interval * 2 ** failures));
    })();
    return inFlight;
  }

  function stop(): void {
    running = false;
    cancelTimer?.();
    cancelTimer = null;
  }

  return {
    $state,
    /** Starts following (the first poll at once). */
    start(): Promise<void> {
      if ($state.get().settled) return Promise.resolve();
      running = true;
      return poll();
    },
    stop,
    /**
     * Polls now (after a poll already under way, whose answer may predate what the member just
     * did), and follows on from there.
     */
    async refresh(): Promise<void> {
      if (inFlight) await inFlight;
      if ($state.get().settled) return;
      running = true;
      cancelTimer?.();
      cancelTimer = null;
      await poll();
    },
  };
}
export type OrderWatch<O> = ReturnType<typeof createOrderWatch<O>>;
