/**
 * Crash injection for the integration tests of the money protocol: `crashAt(step)` makes the
 * next pass through that step throw, as if the process died there (a Lambda timeout, an OOM).
 * Production code only ever calls `step()`, which does nothing unless a test armed a crash.
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

export class InjectedCrash extends Error {
  constructor(step: MoneyStep) {
    super(`Injected crash after step ${step}`);
    this.name = 'InjectedCrash';
  }
}

const armed = new Set<MoneyStep>();

/** Arms one crash after `step` (tests only). */
export function crashAt(step: MoneyStep): void {
  armed.add(step);
}

export function disarmCrashes(): void {
  armed.clear();
}

/** Marks that `step` is done; throws when a test armed a crash there. */
export function step(name: MoneyStep): void {
  if (armed.delete(name)) throw new InjectedCrash(name);
}
