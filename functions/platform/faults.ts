/**
 * Crash injection for the fault tests. Production code only ever calls `step(name)` between two
 * writes of a multi-step change; it does nothing unless a test armed a crash there:
 *
 * - `crashAt(step)` (integration tests, in-process): the next pass through that step throws, as if
 *   the process died there (a Lambda timeout, an OOM).
 * - `LP_CRASH_AFTER=step[,step]` (the fault test of the local process): passing that step kills
 *   the process with SIGKILL, a real crash with requests cut mid-way. Ignored on Lambda.
 */
export const MONEY_STEPS = [
  /** The order's state moved to paid (money arrived), nothing credited yet. */
  'order-paid',
  /** The member's balance/score changed and holds the pending entries. */
  'member-applied',
  /** The ledger entries were written; the member still holds them as pending. */
  'ledger-written',
  /** The pending entries were cleared from the member. */
  'pending-cleared',
] as const;
export type MoneyStep = (typeof MONEY_STEPS)[number];

export const FAULT_STEPS = [
  ...MONEY_STEPS,
  /** A purchase record is written; no money moved yet. */
  'purchase-recorded',
  /** Sign-up: a unique name or address is claimed; the member is not written yet. */
  'signup-claimed',
] as const;
export type FaultStep = (typeof FAULT_STEPS)[number];

export class InjectedCrash extends Error {
  constructor(step: FaultStep) {
    super(`Injected crash after step ${step}`);
    this.name = 'InjectedCrash';
  }
}

const armed = new Set<FaultStep>();

const killAfter = new Set(
  process.env.AWS_LAMBDA_FUNCTION_NAME ? [] : (process.env.LP_CRASH_AFTER ?? '').split(',').filter(Boolean),
);

/** Arms one crash after `step` (tests only). */
export function crashAt(step: FaultStep): void {
  armed.add(step);
}

export function disarmCrashes(): void {
  armed.clear();
}

/** Marks that `step` is done; throws (or kills the process) when a test armed a crash there. */
export function step(name: FaultStep): void {
  if (killAfter.has(name)) {
    process.stderr.write(`LP_CRASH_AFTER: killing the process after step ${name}\n`);
    process.kill(process.pid, 'SIGKILL');
  }
  if (armed.delete(name)) throw new InjectedCrash(name);
}
