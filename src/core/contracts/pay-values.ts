/**
 * The pay centre's fixed values that the orders' repository and the rules use for themselves, apart
 * from the contracts in pay.ts (which re-exports them): a cold start that reads orders does not
 * build every pay form's schema (README "Lambda cold starts").
 */

/**
 * An order's states. created → paid → credited for gateway channels; created → awaiting_review →
 * paid → credited for the manual channel (or → failed when an operator rejects it); created →
 * expired when nobody paid in time. `paid` is the short step between "the money arrived" and
 * "the balance holds it"; the reconciler finishes any order found there.
 */
export const ORDER_STATES = ['created', 'awaiting_review', 'paid', 'credited', 'expired', 'failed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** States after which nothing changes any more. */
export const FINAL_ORDER_STATES: readonly OrderState[] = ['credited', 'expired', 'failed'];
