import * as endpoints from '#core/contracts/endpoints/pay.ts';
import { utcDay } from '#core/time.ts';
import { memberOrdersInState } from '#functions/data/orders-repo.ts';
import { readInCentre } from '#functions/handlers/account/center.ts';
import { signedInOn } from '#functions/pay/score.ts';
import { defineHandler } from '#functions/platform/handler.ts';
import { payAccount } from './views.ts';

/*
 * A module of its own: the pay screens' first call reads the account, and on a cold start it loads
 * none of the settings' and purchases' code (password hashing, the attempts' and purchases'
 * repositories, the pay forms' contracts).
 */

/** GET /client/pay/account: balance, money in transit, score, pay flags and plan. */
export const accountHandler = defineHandler(endpoints.payAccount, {
  async run({ ctx }) {
    // The member as authentication read it (a consistent read of this request), today's sign-in and
    // the paid orders read together, with the centre's switch.
    const { member, value } = await readInCentre(ctx, (caller) =>
      Promise.all([signedInOn(caller.id, utcDay(ctx.nowMs)), memberOrdersInState(caller.id, 'paid')]),
    );
    const [signedInToday, paidOrders] = value;
    return { data: payAccount(member, ctx.nowMs, signedInToday, paidOrders) };
  },
});
