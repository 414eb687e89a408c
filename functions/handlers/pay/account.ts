import * as endpoints from '#core/contracts/endpoints/pay.ts';
import { utcDay } from '#core/time.ts';
import { getMember } from '#functions/data/users-repo.ts';
import { centreMember } from '#functions/handlers/account/center.ts';
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
    const member = await centreMember(ctx);
    const fresh = (await getMember(member.id)) ?? member;
    return { data: await payAccount(fresh, ctx.nowMs, await signedInOn(member.id, utcDay(ctx.nowMs))) };
  },
});
